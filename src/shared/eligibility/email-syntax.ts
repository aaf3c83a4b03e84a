/*
 * The one e-mail syntax rule: a member's work e-mail on step 1 (the app's form and the inline
 * script), a partner's support e-mail (src/shared/tenant/schema.ts) and the operator's
 * (tools/partners/site.ts), whose JSON Schemas carry EMAIL_PATTERN for the editor.
 *
 * Runs in the app and, compiled into the inline script of a partner's page, in browsers too old
 * for the app (src/early/before-app.ts, lowered to ES5 by the build): no `\p{…}` in patterns, which
 * those browsers cannot read.
 */
const MAX_EMAIL_LENGTH = 254;
export const MAX_LOCAL_PART_LENGTH = 64;

/**
 * A syntactically valid address: at most 254 characters; a local part of 1 to 64 unquoted atom
 * characters, neither starting nor ending with a dot and with no two dots in a row; an @; then
 * dot-separated host labels ending in a letters-only top-level domain, or one in punycode
 * (xn--p1ai, an internationalised top-level domain as it travels in mail).
 */
export const EMAIL_PATTERN = new RegExp(
  `^(?!.{${MAX_EMAIL_LENGTH + 1}})(?=[^@]{1,${MAX_LOCAL_PART_LENGTH}}@)` +
    "(?!\\.)(?!.*\\.\\.)(?!.*\\.@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@" +
    '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$',
);

/** The address matches EMAIL_PATTERN. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}
