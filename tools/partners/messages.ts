/**
 * The words of the loader's problems: what was expected and what was found, and the name an
 * integrator probably meant (a field, a text key) when a name is misspelt.
 */
import { domainToASCII } from 'node:url';
import { CONTRACT_REF_EXTENSION, MAX_PLAIN_TEXT_LENGTH } from '../../src/shared/tenant/patterns.ts';
import type { Fault, TenantRules } from '../../src/shared/tenant/schema.ts';
import { MAX_TEXT_LENGTH, allowedInText, textOverrideFaults } from '../../src/shared/tenant/text-override.ts';
import type { TextKey } from '../../src/shared/i18n/text-keys.ts';
import { DEFAULT_TEXTS } from '../../src/shared/i18n/default-texts.ts';
import { fieldKey, fieldWords } from './field-words.ts';
import { DEFAULTS_FILE } from './problems.ts';

/** Every text a partner may override. */
export const TEXT_KEYS = [...DEFAULT_TEXTS.keys()];

export function describeUnknownTextKey(key: string): string {
  const rule = 'keys are "<file>:<key>", as in locales/it/<file>.json';
  if (!key.includes(':')) {
    const candidates = TEXT_KEYS.filter((known) => known.endsWith(`:${key}`));
    if (candidates.length > 0) {
      const list = candidates.map((known) => `"${known}"`);
      const choice = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
      return `is not a text of the app: put the file name in front, such as ${choice}`;
    }
  }
  const hint = closestTextKey(key);
  return hint
    ? `is not a text of the app: did you mean "${hint}"? (${rule})`
    : `is not a text of the app: ${rule}, such as "eligibility:title"`;
}

/** The known key nearest to a misspelt one, when it is near enough to be a typo. */
function closestTextKey(key: string): string | undefined {
  return closest(key, TEXT_KEYS, Math.max(2, Math.floor(key.length / 5)));
}

function closest(name: string, candidates: readonly string[], maxDistance: number): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const known of candidates) {
    const distance = known.toLowerCase() === name.toLowerCase() ? 0 : editDistance(name, known);
    if (!best || distance < best.distance) best = { name: known, distance };
  }
  return best && best.distance <= maxDistance ? best.name : undefined;
}

/** `fields`: the fields allowed where the unknown one is. */
export function describeUnknownField(fields: readonly string[], key: string): string {
  const hint = closest(key, fields, Math.max(1, Math.floor(key.length / 4)));
  if (hint) return `unknown field "${key}": did you mean "${hint}"?`;
  return `unknown field "${key}": check the spelling; the fields here are ${fields.join(', ')}`;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export interface IssueLike {
  code: string;
  message: string;
  keys?: string[];
  path: PropertyKey[];
  expected?: string;
}

/** What is wrong with `value`, the value at the issue's path, in words for integrators. */
export function describeIssue(issue: IssueLike, value: unknown, rules: TenantRules): string {
  if (issue.code === 'invalid_type' && value === undefined) {
    return `is missing: add it to the file or to ${DEFAULTS_FILE}`;
  }
  if (issue.code === 'invalid_type') {
    return `has the wrong type: expected ${describeType(issue.expected)}, found ${describeValue(value)}`;
  }
  return describeFault(issue.message as Fault, issue.path, value, rules) ?? issue.message;
}

function urlError(what: string, rules: TenantRules): string {
  return rules.allowLoopback
    ? `must be a valid https:// address (${what}) with a real host name, such as https://www.acme.it/…, with no user name, no # and no backslash; http:// is allowed only for localhost and 127.0.0.1`
    : `must be a valid https:// address (${what}) with a real host name, with no user name, no # and no backslash; http:// on localhost and 127.0.0.1 is allowed only in development and test builds`;
}

/** The words of one of the schema's faults at `path`; undefined for a message that is no fault of the schema. */
function describeFault(fault: Fault, path: readonly PropertyKey[], value: unknown, rules: TenantRules): string | undefined {
  if (path[0] === 'texts' && path.length === 3) return describeTextFault(fault, path[2] as TextKey, String(value));
  const words = fieldWords(fieldKey(path)) ?? {};
  const what = words.what ?? fieldKey(path);
  switch (fault) {
    case 'url':
      return urlError(what, rules);
    case 'query':
      return fieldKey(path) === 'provider.redeemCouponUrl'
        ? `must have no query (?…): it is the provider's page where members redeem their code, and only the app may add to it (${what})`
        : `must have no query (?…): it is the base address of ${what}, and the app adds paths after it`;
    case 'image':
      return `must be a path on this site, such as /images/partners/acme.svg, to a file under public/ (letters, digits, - _ . and / only): no other site's address, which would load on every visit and widen every partner's image policy (${what})`;
    case 'plainAddress':
      return `must be a plain address such as supporto@acme.it, shown to members as written: letters, digits and . _ + - before the @, and no ? & % = # / anywhere, which in a mailto: link would add a hidden recipient or subject (${what})`;
    case 'unfilled':
      return `must not contain {{, }}, $t( or "[object ": the page would show it as a text the app failed to fill in, and the build refuses such a page (${what})`;
    case 'domain':
      return 'must be an e-mail domain such as acme.it, with no @ and no spaces';
    case 'uppercase':
      return 'must be written in lowercase, such as salute.acme.it';
    case 'host':
      return 'must be a host name such as salute.acme.it: no https://, no path, no port, no spaces';
    case 'twice':
      return `lists ${String(value)} twice`;
    case 'empty':
      return `must show something: it is empty or holds only spaces or invisible characters, such as U+2800 or U+3164 (${what})`;
    case 'tooLong':
      return `is too long: ${MAX_PLAIN_TEXT_LENGTH} characters at most (${what})`;
    case 'markup':
      return `must not contain < > or control characters (${what})`;
    case 'invisible':
      return `must not contain invisible characters such as bidi controls or zero-width spaces (${what})`;
    case 'unicode':
      return `must be valid Unicode text: no lone surrogate (such as \\ud800 alone) and no noncharacter (${what})`;
    case 'tooFew':
    case 'tooMany':
      return words[fault];
    case 'pattern':
      return words.mismatch;
    case 'punycode':
      return punycodeHint(String(value));
    case 'separator':
      return `must not contain _ or @ (${what}): the provider's groupRef is "<partner name>_<e-mail>", so with them one member's groupRef could read as another's; write the name without them`;
    case 'trailingDot':
    case 'extension': {
      const reference = String(value);
      const end = fault === 'trailingDot' ? 'a dot' : `a file extension (${CONTRACT_REF_EXTENSION.exec(reference)?.[0] ?? ''})`;
      const cut = fault === 'trailingDot' ? reference.replace(/\.+$/, '') : reference.replace(CONTRACT_REF_EXTENSION, '');
      return `must not end with ${end}: a server may take it off the address the reference is sent in, so ${reference} could reach the provider as ${cut}, another partner's contract; write the reference exactly as the provider gave it`;
    }
    default:
      return undefined;
  }
}

/** A host name written outside ASCII, and the punycode form to write instead (città.it -> xn--citt-1ra.it). */
function punycodeHint(value: string): string {
  const ascii = domainToASCII(value.trim().toLowerCase());
  return ascii
    ? `must be written in its punycode form, ${ascii}: host names are ASCII in DNS, in e-mail and in the server's configuration`
    : 'must be written in ASCII: an internationalised name in its punycode form (xn--…), such as xn--citt-1ra.it for città.it';
}

/** The words of a fault of a partner's text for `key` (texts.<language>.<key>). */
function describeTextFault(fault: Fault, key: TextKey, value: string): string | undefined {
  const fallback = DEFAULT_TEXTS.get(key) ?? '';
  const { unknownPlaceholders, unknownTags } = textOverrideFaults(fallback, value);
  const { placeholders, tags } = allowedInText(fallback);
  switch (fault) {
    case 'tooLong':
      return `is too long: ${MAX_TEXT_LENGTH} characters at most`;
    case 'empty':
      return 'must show something: it is empty or holds only spaces or invisible characters (such as U+2800 or U+3164); remove the line to keep the default text';
    case 'control':
      return 'must not contain control characters (a line break is allowed; tabs and the like are not)';
    case 'invisible':
      return 'must not contain invisible characters such as bidi controls or zero-width spaces';
    case 'unicode':
      return 'must be valid Unicode text: no lone surrogate (such as \\ud800 alone) and no noncharacter';
    case 'nesting':
      return "must not contain $t(: a partner's text is shown as written and cannot pull in another text; write the words out";
    case 'unfilled':
      return `must be words for members: "[object " or the text's own key (${key.slice(key.indexOf(':') + 1)}) reads as a text the app failed to fill in, and the build refuses such a page`;
    case 'braces':
      return `may use {{ }} only around a placeholder, written such as {{${placeholders[0] ?? 'email'}}}: no formats, options or other braces`;
    case 'placeholders':
      return `uses ${unknownPlaceholders.map((name) => `{{${name}}}`).join(', ')}, which this text cannot fill in; it may use ${placeholders.map((name) => `{{${name}}}`).join(', ')}`;
    case 'tags':
      return tags.length > 0
        ? `uses <${unknownTags.join('>, <')}>, but this text may only use <${tags.join('>, <')}>`
        : `must not contain <${unknownTags.join('>, <')}>: this text is shown as plain text`;
    case 'strayMarkup':
      return tags.length > 0
        ? `may use only ${tags.map((tag) => `<${tag}> and </${tag}>`).join(', ')} exactly as written, with no attributes, spaces or other < >`
        : 'must not contain markup such as <b> or </p>: this text is shown as plain text (a < or > followed by a space is fine)';
    default:
      return undefined;
  }
}

function describeType(expected: string | undefined): string {
  switch (expected) {
    case 'string':
      return 'text in quotes';
    case 'array':
      return 'a list [ … ]';
    case 'object':
      return 'an object { … }';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    default:
      return expected ?? 'another value';
  }
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  return Array.isArray(value) ? 'a list [ … ]' : 'an object { … }';
}
