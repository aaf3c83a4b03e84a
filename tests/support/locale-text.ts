/**
 * The app's texts read from locales/, shared by every test suite: the Vitest tests (through
 * tests/support/locale.ts, which fills in the test partner), the shared scenarios (tests/scenarios/ui.ts)
 * and the Playwright suite (tests/e2e/support/fixtures.ts). Plain Node: no test runner, no partner.
 *
 * - `localeText(lng, key, values)`: the text of `key` as the page shows it, given by i18next itself
 *   (getFixedT over locales/): <tags> removed, {{placeholders}} filled in from `values` (a value is
 *   kept as given, markup included).
 *   A key that does not exist or a {{placeholder}} with no value throws, so a test never looks
 *   for "{{page}}"; a locale file that is not valid JSON throws one line with its file, line and column.
 * - `containing(...words)`: a RegExp matching any of the words inside a longer name or text.
 */
import { join } from 'node:path';
import { createInstance } from 'i18next';
import type { Language, TextKey } from '@/shared/i18n/text-keys';
import { withoutTags } from '../../src/shared/i18n/markup';
import { readJsonFile } from '../../tools/json-file';

const LOCALES = join(import.meta.dirname, '..', '..', 'locales');

type Tree = { [key: string]: string | Tree };
export type TextValues = Record<string, string | number>;

/** A locale file with its <tags> removed, as the page shows its texts; read when first asked for. */
function localeFile(lng: Language, ns: string): Tree {
  const strip = (tree: Tree): Tree =>
    Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? withoutTags(value) : strip(value)]),
    );
  return strip(readJsonFile(join(LOCALES, lng, `${ns}.json`), `locales/${lng}/${ns}.json`) as Tree);
}

/** i18next itself, over locales/: a value is kept as given, a {{placeholder}} with no value throws. */
const i18n = createInstance();
void i18n.init({
  initAsync: false,
  fallbackLng: false,
  ns: [],
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  missingInterpolationHandler: (_text, [, name]) => {
    throw new Error(String(name).trim());
  },
});
/** getFixedT untyped: the keys it gets are checked by `TextKey`. */
type Translate = (key: string, values: TextValues) => string;

/** The text of `key` in `lng`, as shown on the page, with exactly the given values. */
export function localeText(lng: Language, key: TextKey, values: TextValues = {}): string {
  const colon = key.indexOf(':');
  const [ns, path] = [key.slice(0, colon), key.slice(colon + 1)];
  if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, localeFile(lng, ns));
  if (typeof i18n.getResource(lng, ns, path) !== 'string') throw new Error(`${key} is not a text of locales/${lng}/${ns}.json`);
  try {
    return (i18n.getFixedT(lng, ns as never) as unknown as Translate)(path, values);
  } catch (error) {
    const name = error instanceof Error ? error.message : String(error);
    throw new Error(`${key} uses {{${name}}}: pass it, as in t('${key}', { ${name}: … })`, { cause: error });
  }
}

/** Matches any of `words` anywhere in a name, description or text. */
export function containing(...words: [string, ...string[]]): RegExp {
  return new RegExp(words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}
