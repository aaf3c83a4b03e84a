/**
 * The i18n model, in one place for the app (src/lib/i18n.ts, src/i18next.d.ts), the tenant schema
 * and the tooling (tools/texts/, i18next.config.ts): the languages and the default one, the
 * namespaces (one file each in locales/<language>/) and the default one, the texts' keys and the
 * {{placeholders}} every text may use.
 *
 * The app's texts as flat keys, "<namespace>:<key.path>" (for example "eligibility:title"),
 * so a tenant file can override any of them under "texts" and the schema can check the keys.
 * The Italian files are the reference: every other language has exactly the same keys
 * (npm run i18n:check).
 */
import type common from '../../../locales/it/common.json';
import type eligibility from '../../../locales/it/eligibility.json';
import type userInfo from '../../../locales/it/userInfo.json';
import type description from '../../../locales/it/description.json';
import type validation from '../../../locales/it/validation.json';

/**
 * The Italian files' shapes. Types only: the texts themselves ship with the screen that shows
 * them (src/lib/i18n.ts), and the tooling reads them whole (default-texts.ts).
 */
export interface ItalianTexts {
  common: typeof common;
  eligibility: typeof eligibility;
  userInfo: typeof userInfo;
  description: typeof description;
  validation: typeof validation;
}

/** The languages of the app; the first is the default. */
export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'it' satisfies Language;

export type Namespace = keyof ItalianTexts;
/** One file each in locales/<language>/. */
export const NAMESPACES = [
  'common',
  'eligibility',
  'userInfo',
  'description',
  'validation',
] as const satisfies readonly Namespace[];
// Every file is a namespace: a new file in ItalianTexts and not here fails `tsc`.
const _everyNamespace: Namespace extends (typeof NAMESPACES)[number] ? true : never = true;
void _everyNamespace;

/** The namespace of a key written without one: t('confirm') is 'common:confirm'. */
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** The shape every language must have: the Italian keys, any text. */
export type Translation = DeepStrings<ItalianTexts>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

type LeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafKeys<T[K]>}`;
}[keyof T & string];

/** Every text of the app, written "<namespace>:<key.path>". */
export type TextKey = { [N in Namespace]: `${N}:${LeafKeys<ItalianTexts[N]>}` }[Namespace];

type Tree = { readonly [key: string]: string | Tree };

/** Flattens a locale file into [key.path, text] pairs. */
export function flattenTexts(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flattenTexts(value, `${prefix}${key}.`),
  );
}

/** Values every text may use, whatever its default says: see docs/translating.md. */
export const TENANT_PLACEHOLDERS = ['partnerName', 'productName', 'email'] as const;

/** The values of TENANT_PLACEHOLDERS: the partner's and the provider's names, the support e-mail. */
export type TenantTextValues = Record<(typeof TENANT_PLACEHOLDERS)[number], string>;

/** Splits "eligibility:email.label" into its namespace and key path. */
export function splitTextKey(key: TextKey): { ns: Namespace; path: string } {
  const colon = key.indexOf(':');
  return { ns: key.slice(0, colon) as Namespace, path: key.slice(colon + 1) };
}
