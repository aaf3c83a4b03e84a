import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../locales/it/common.json';
import eligibility from '../../locales/it/eligibility.json';
import userInfo from '../../locales/it/userInfo.json';
import description from '../../locales/it/description.json';
import validation from '../../locales/it/validation.json';
import { textOverrideFaults } from '../shared/tenant/text-override';
import { DEFAULT_LANGUAGE, DEFAULT_TEXTS, LANGUAGES, splitTextKey, type Language, type TextKey } from '../shared/i18n/text-keys';
import type { TenantConfig, TenantTexts } from '../shared/tenant/schema';

export const defaultNS = 'common';
/** The Italian texts, bundled: they are the default and the reference for the key types. */
export const resources = {
  it: { common, eligibility, userInfo, description, validation },
} as const;

/** The shape every language must have: the Italian keys, any text. */
export type Translation = DeepStrings<(typeof resources)['it']>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

export type ValidationKey = `validation:${LeafKeys<typeof validation>}`;

type LeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafKeys<T[K]>}`;
}[keyof T & string];

/** Values every text may interpolate: the partner's and the provider's names, the support e-mail. */
export interface TenantTextValues {
  partnerName: string;
  productName: string;
  email: string;
}

/** The values for `tenant`'s texts; empty where no partner is known (a status page). */
export function tenantTextValues(tenant: TenantConfig | null): TenantTextValues {
  return {
    partnerName: tenant?.partner.name ?? '',
    productName: tenant?.provider.productName ?? '',
    email: tenant?.support.email ?? '',
  };
}

export interface I18nOptions {
  /** The page's language; Italian unless ?lng=en. */
  lng?: Language;
  /** The partner's own wording ("texts" in its tenant file), shown over the defaults. */
  texts?: TenantTexts;
}

/**
 * Other languages are fetched only when asked for (a separate chunk), so the
 * Italian page, the usual one, does not download them.
 */
const LOADERS: Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, () => Promise<Translation>> = {
  en: () => import('./locale-en').then((module) => module.en),
};

/** ?lng=en -> 'en'; anything else, or nothing, is the default language. */
export function languageFromSearch(search: string): Language {
  const asked = new URLSearchParams(search).get('lng');
  return LANGUAGES.find((lng) => lng === asked) ?? DEFAULT_LANGUAGE;
}

/** A fresh i18next instance, so tests and the app never share state. */
export async function createI18n(defaults: TenantTextValues, options: I18nOptions = {}): Promise<i18n> {
  const lng = options.lng ?? DEFAULT_LANGUAGE;
  // Copies: i18next adds a partner's texts into these objects, and the next instance
  // (another test, another partner) must start from the files again.
  const all: Partial<Record<Language, Translation>> = { it: structuredClone(resources.it) };
  if (lng !== DEFAULT_LANGUAGE) all[lng] = structuredClone(await LOADERS[lng]());
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS,
    ns: Object.keys(resources.it),
    resources: all,
    interpolation: { escapeValue: false, defaultVariables: { ...defaults } },
    returnNull: false,
  });
  applyTexts(instance, options.texts ?? {});
  return instance;
}

/**
 * A partner's "texts": each "<file>:<key>" replaces the default in that language.
 * The build refuses markup the default text does not have, $t() nesting and braces that are no
 * placeholder; should such a text arrive anyway, the default is kept, so <email href=… download>,
 * style=… or a $t() cycle never reach the page.
 */
export function applyTexts(instance: i18n, texts: TenantTexts): void {
  for (const [lng, overrides] of Object.entries(texts)) {
    if (!instance.hasResourceBundle(lng, defaultNS)) continue;
    for (const [key, value] of Object.entries(overrides ?? {})) {
      if (typeof value !== 'string' || !DEFAULT_TEXTS.has(key as TextKey)) continue;
      const faults = textOverrideFaults(key as TextKey, value);
      if (faults.nesting || faults.strayBraces || faults.unknownTags.length > 0 || faults.strayMarkup) continue;
      const { ns, path } = splitTextKey(key as TextKey);
      instance.addResource(lng, ns, path, value, { silent: true });
    }
  }
}
