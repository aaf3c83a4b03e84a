/**
 * The app's texts for tests, read from locales/, so a test finds an element by the words a member
 * reads without keeping a copy of them: changing a text in locales/it changes no test.
 *
 *   screen.getByRole('button', { name: t('common:confirm') })
 *   screen.getByText(t('common:progress', { current: 1, total: 3 }))
 *   screen.getByRole('checkbox', { name: containing(t('eligibility:confirmData.label')) })
 *
 * - `t(key, values)`: the Italian text as the page shows it: {{placeholders}} filled in (the test
 *   partner's name, product name and support e-mail unless `values` says otherwise), <tags> removed.
 * - `tEn(key, values)`: the same in English (?lng=en).
 * - `containing(words)`: a RegExp matching the words inside a longer name or description.
 * A key that does not exist or a {{placeholder}} with no value throws, so a test never looks for
 * "{{page}}"; a locale file that is not valid JSON throws one line with its file, line and column.
 */
import { join } from 'node:path';
import type { Language, TextKey } from '@/tenant/text-keys';
import { readJsonFile } from '../../src/tenant/files/json-file';
import { testTenant } from './test-tenant';

const LOCALES = join(import.meta.dirname, '..', '..', 'locales');

type Tree = { [key: string]: string | Tree };
export type TextValues = Record<string, string | number>;

const tenant = testTenant();
/** The values every text may use, as the app fills them in for the test partner (testTenant()). */
export const TENANT_VALUES: TextValues = {
  partnerName: tenant.partner.name,
  productName: tenant.provider.productName,
  email: tenant.support.email,
};

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

/** The text of `key` in `lng`, as shown on the page. */
export function text(lng: Language, key: TextKey, values: TextValues = {}): string {
  const colon = key.indexOf(':');
  const ns = key.slice(0, colon);
  let node: string | Tree | undefined = localeFile(lng, ns);
  for (const part of key.slice(colon + 1).split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`${key} is not a text of locales/${lng}/${ns}.json`);
  const all = { ...TENANT_VALUES, ...values };
  return node
    .replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
      const value = all[name];
      if (value === undefined) throw new Error(`${key} uses {{${name}}}: pass it, as in t('${key}', { ${name}: … })`);
      return String(value);
    })
    .replace(/<\/?[a-zA-Z][\w-]*>/g, '');
}

/** The Italian text of `key`, as shown on the page. */
export function t(key: TextKey, values?: TextValues): string {
  return text('it', key, values);
}

/** The English text of `key` (?lng=en), as shown on the page. */
export function tEn(key: TextKey, values?: TextValues): string {
  return text('en', key, values);
}

/** Matches `words` anywhere in a name, description or text. */
export function containing(words: string): RegExp {
  return new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
