/**
 * The app's texts read from locales/, shared by every test suite: the Vitest tests (through
 * tests/support/locale.ts, which fills in the test partner), the engines suite (tests/engines/ui.ts)
 * and the Playwright suite (tests/e2e/support/fixtures.ts). Plain Node: no test runner, no partner.
 *
 * - `localeText(lng, key, values)`: the text of `key` as the page shows it: <tags> removed,
 *   {{placeholders}} filled in from `values` (a value is kept as given, markup included).
 *   A key that does not exist or a {{placeholder}} with no value throws, so a test never looks
 *   for "{{page}}"; a locale file that is not valid JSON throws one line with its file, line and column.
 * - `containing(...words)`: a RegExp matching any of the words inside a longer name or text.
 */
import { join } from 'node:path';
import type { Language, TextKey } from '@/tenant/text-keys';
import { readJsonFile } from '../../tooling/tenant/json-file';

const LOCALES = join(import.meta.dirname, '..', '..', 'locales');

type Tree = { [key: string]: string | Tree };
export type TextValues = Record<string, string | number>;

const files = new Map<string, Tree>();

function localeFile(lng: Language, ns: string): Tree {
  const shown = `locales/${lng}/${ns}.json`;
  let tree = files.get(shown);
  if (!tree) {
    tree = readJsonFile(join(LOCALES, lng, `${ns}.json`), shown) as Tree;
    files.set(shown, tree);
  }
  return tree;
}

/** The text of `key` in `lng`, as shown on the page, with exactly the given values. */
export function localeText(lng: Language, key: TextKey, values: TextValues = {}): string {
  const colon = key.indexOf(':');
  const ns = key.slice(0, colon);
  let node: string | Tree | undefined = localeFile(lng, ns);
  for (const part of key.slice(colon + 1).split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`${key} is not a text of locales/${lng}/${ns}.json`);
  return node.replace(/<\/?[a-zA-Z][\w-]*>/g, '').replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${key} uses {{${name}}}: pass it, as in t('${key}', { ${name}: … })`);
    return String(value);
  });
}

/** Matches any of `words` anywhere in a name, description or text. */
export function containing(...words: [string, ...string[]]): RegExp {
  return new RegExp(words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}
