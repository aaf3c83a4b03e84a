/**
 * The app's texts as flat keys, "<namespace>:<key.path>" (for example "eligibility:title"),
 * so a tenant file can override any of them under "texts" and the schema can check the keys.
 * The Italian files are the reference: every other language has exactly the same keys
 * (npm run i18n:check).
 */
import common from '../../../locales/it/common.json' with { type: 'json' };
import eligibility from '../../../locales/it/eligibility.json' with { type: 'json' };
import userInfo from '../../../locales/it/userInfo.json' with { type: 'json' };
import description from '../../../locales/it/description.json' with { type: 'json' };
import validation from '../../../locales/it/validation.json' with { type: 'json' };

const italian = { common, eligibility, userInfo, description, validation };

/** The languages of the app; the first is the default. */
export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'it' satisfies Language;

export type Namespace = keyof typeof italian;
export const NAMESPACES = Object.keys(italian) as Namespace[];

type LeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafKeys<T[K]>}`;
}[keyof T & string];

/** Every text of the app, written "<namespace>:<key.path>". */
export type TextKey = { [N in Namespace]: `${N}:${LeafKeys<(typeof italian)[N]>}` }[Namespace];

type Tree = { readonly [key: string]: string | Tree };

/** Flattens a locale file into [key.path, text] pairs. */
export function flattenTexts(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flattenTexts(value, `${prefix}${key}.`),
  );
}

/** The Italian text of every key, in file order. */
export const DEFAULT_TEXTS: ReadonlyMap<TextKey, string> = new Map(
  NAMESPACES.flatMap((ns) => flattenTexts(italian[ns]).map(([key, text]) => [`${ns}:${key}` as TextKey, text] as const)),
);

/** Values every text may use, whatever its default says: see docs/translating.md. */
export const TENANT_PLACEHOLDERS = ['partnerName', 'productName', 'email'] as const;

/** Splits "eligibility:email.label" into its namespace and key path. */
export function splitTextKey(key: TextKey): { ns: Namespace; path: string } {
  const colon = key.indexOf(':');
  return { ns: key.slice(0, colon) as Namespace, path: key.slice(colon + 1) };
}
