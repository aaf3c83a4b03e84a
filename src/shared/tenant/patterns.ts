/** The partner `npm run dev` shows on localhost (tenants/demo.json); never in a deployed build. */
export const DEMO_SLUG = 'demo';

/** A partner's slug: the first label of its host, and its file name in tenants/. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Slugs no partner may have: the words nginx reads as parameters inside the `map` blocks the build
 * writes (default, hostnames, include, volatile), `hosts` (tenants/hosts.json is the host map),
 * and the subdomains our own site and mail use.
 * Partner slugs are also keys of those maps: deploy/nginx.conf sizes them for any DNS label (63).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'default',
  'hostnames',
  'hosts',
  'include',
  'volatile',
  'www',
  'api',
  'mail',
  'static',
  'assets',
  'tenants',
  'partners',
]);

/**
 * A host name's labels and top-level domain, with no bounds (HOSTNAME_PATTERN's body). A top-level
 * domain is letters, or an internationalised one in its punycode form (xn--p1ai for .рф).
 */
export const HOSTNAME_SOURCE = '(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{0,58}[a-z0-9])';

/**
 * A host name such as salute.acme.it: lowercase labels of letters, digits and hyphens,
 * separated by dots, 253 characters at most, ending with a top-level domain. Written in ASCII:
 * an internationalised name (città.it, acme.рф) in its punycode form (xn--citt-1ra.it, acme.xn--p1ai).
 */
export const HOSTNAME_PATTERN = /* @__PURE__ */ new RegExp(`^(?=.{1,253}$)${HOSTNAME_SOURCE}$`);

/**
 * A support address shown to members and written into a mailto: link as it is: letters, digits and
 * . _ + - before the @. No ? & % = # /, which in a mailto: would add a hidden Bcc, a subject or
 * another recipient (supporto?bcc=…@acme.it). Checked beside EMAIL_PATTERN.
 */
export const CONTACT_EMAIL_PATTERN = /^[A-Za-z0-9._+-]+@[^?&%=#/]+$/;

/** A colour the theme can use as it is. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** The reference of a partner's contract with the provider. */
export const CONTRACT_REF_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * The end of a contract reference that a server may take off the address it is sent in
 * ({apiBase}/contact-pre-reg/{contractRef}): a trailing dot, or a file extension such as .json
 * (suffix matching), so that ACME-2026. or ACME-2026.json could reach the provider as ACME-2026.
 */
export const CONTRACT_REF_TRAILING_DOT = /\.$/;
export const CONTRACT_REF_EXTENSION =
  /\.(?:json|xml|html?|txt|csv|pdf|docx?|xlsx?|odt|ods|rtf|p7m|zip|eml|msg|png|jpe?g|gif|svg|js|php|aspx?|jsp)$/i;

/**
 * What a partner's name must not contain: the provider's groupRef is "<partner name>_<e-mail>"
 * (the specification), so a name with _ or @ would make a member's groupRef read as another's.
 */
export const GROUP_REF_SEPARATORS = /[_@]/;

/** A name with a character outside printable ASCII (città.it): host names are written in their punycode form. */
export const NON_ASCII_PATTERN = /[^ -~]/;

/**
 * A logo or picture on this site, such as /images/partners/acme.svg (IMAGE_PATH_PATTERN's body):
 * no // (another host), and no . or .. segment, which could lead out of public/.
 */
export const IMAGE_PATH_SOURCE = '\\/(?!\\/)(?!(?:.*\\/)?\\.\\.?(?:\\/|$))[\\w\\-./]+';
export const IMAGE_PATH_PATTERN = /* @__PURE__ */ new RegExp(`^${IMAGE_PATH_SOURCE}$`);

/** Format characters (Unicode Cf): bidi overrides and isolates, zero-width spaces and joiners, soft hyphens. */
export const INVISIBLE_PATTERN = /\p{Cf}/u;

/**
 * What draws nothing on the page: white space, characters that fonts may ignore, control and format
 * characters, combining marks alone, and the blank letters that are no such characters by Unicode's
 * classes (U+2800 BRAILLE PATTERN BLANK, the Hangul fillers U+3164, U+115F, U+1160, U+FFA0).
 */
const NOTHING_VISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{M}\u2800\u3164\u115F\u1160\uFFA0]/gu;

/** Whether a name or a text shows nothing at all: empty once NOTHING_VISIBLE is taken out. */
export function isBlank(value: string): boolean {
  return value.replace(NOTHING_VISIBLE, '') === '';
}

/**
 * What reads as a text the app failed to fill in rather than as words: an object printed as text,
 * i18next's nesting $t(…) or a {{placeholder}} left over. The build refuses a page whose title or
 * text shows one (tools/site-build/partner-pages-plugin.ts), so a partner's names and texts never
 * hold one (schema.ts): tenant:check and the build refuse the same files.
 */
export const UNFILLED_PATTERN = /\[object |\$t\(|\{\{|\}\}/;

/**
 * Text that is not valid Unicode text: a lone surrogate (JSON's "\ud800" alone, which no encoder can
 * send to the provider) or a noncharacter (U+FDD0–U+FDEF, U+FFFE, U+FFFF).
 */
export const BROKEN_UNICODE_PATTERN = /[\p{Cs}\uFDD0-\uFDEF\uFFFE\uFFFF]/u;

/**
 * What plain text shown on the page (a partner's or a product's name) must not contain: markup, or
 * control characters. Single braces are words ("{Curly} Brand S.r.l."); double ones, UNFILLED_PATTERN.
 */
export const MARKUP_OR_CONTROL_PATTERN = /[<>\p{Cc}]/u;

/** Room for a company's full legal name ("… Società Cooperativa Sociale a responsabilità limitata"). */
export const MAX_PLAIN_TEXT_LENGTH = 200;

/** This machine: plain http:// is allowed there, in development and test builds only. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

/**
 * An address a partner file may hold: https:// on a real host name (see HOSTNAME_PATTERN),
 * with no user name or password; with `allowLoopback`, also http:// or https:// on this machine.
 * A host such as `x;connect-src;` or `a$foo` is refused: such a value would break into the
 * Content-Security-Policy and the nginx configuration that the build writes from it.
 */
export function isPartnerUrl(value: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // A backslash or a user name makes the address point elsewhere than it reads
  // (https://evil.it\@api.acme.it/ is evil.it); a fragment is never sent, so it hides nothing useful.
  if (value.includes('\\') || value.includes('#') || url.username !== '' || url.password !== '') return false;
  const loopback = allowLoopback && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol === 'https:') return loopback || HOSTNAME_PATTERN.test(url.hostname);
  return url.protocol === 'http:' && loopback;
}

/**
 * An address as the build stores it: parsed and written again by the URL parser
 * (https:api.acme.it/x -> https://api.acme.it/x), so that the app uses exactly the address that
 * was checked. The app accepts only addresses already in this form.
 */
export function normalizedUrl(value: string): string {
  return new URL(value).href;
}
