/*
 * Runs in the app and, compiled into the inline script of a partner's page, in browsers too old
 * for the app (src/early/before-app.ts): ES5 only (var, function, no `\p{…}` in patterns).
 */
var MAX_EMAIL_LENGTH = 254;
export var MAX_LOCAL_PART_LENGTH = 64;

// The usual shape check: a local part of unquoted atoms, an @, then dot-separated
// host labels ending in a letters-only top-level domain.
var EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** A syntactically valid address of at most 254 characters with a local part of at most 64. */
export function isValidEmail(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH) return false;
  var at = email.lastIndexOf('@');
  if (at < 1 || at > MAX_LOCAL_PART_LENGTH) return false;
  if (email.charAt(at - 1) === '.') return false;
  return EMAIL_PATTERN.test(email);
}
