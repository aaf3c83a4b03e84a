/**
 * The words of the loader's problems: what was expected and what was found, and the name an
 * integrator probably meant (a field, a text key) when a name is misspelt.
 */
import { TEXT_KEYS } from '../schema.ts';
import { DEFAULTS_FILE } from './problems.ts';

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

export function describeIssue(issue: IssueLike, value: unknown): string {
  if (issue.code === 'invalid_type' && value === undefined) {
    return `is missing: add it to the file or to ${DEFAULTS_FILE}`;
  }
  if (issue.code === 'invalid_type') {
    return `has the wrong type: expected ${describeType(issue.expected)}, found ${describeValue(value)}`;
  }
  return issue.message;
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
