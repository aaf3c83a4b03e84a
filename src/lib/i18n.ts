import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../locales/it/common.json';
import eligibility from '../../locales/it/eligibility.json';
import validation from '../../locales/it/validation.json';
import { shownOverDefault } from '../shared/tenant/text-override';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  LANGUAGES,
  NAMESPACES,
  splitTextKey,
  type Language,
  type Namespace,
  type TenantTextValues,
  type TextKey,
  type Translation,
} from '../shared/i18n/text-keys';
import type { TenantConfig, TenantTexts } from '../shared/tenant/schema';

/**
 * The Italian texts step 1 needs, bundled with it: what every screen shows (common), step 1's own,
 * and the messages of both forms. The other screens' texts arrive with their screen (loadTexts).
 */
const BUNDLED = { common, eligibility, validation };
type LaterNamespace = Exclude<Namespace, keyof typeof BUNDLED>;
const LATER: Record<LaterNamespace, () => Promise<{ default: unknown }>> = {
  userInfo: () => import('../../locales/it/userInfo.json'),
  description: () => import('../../locales/it/description.json'),
};

/** The messages of the forms' rules: the keys of locales/<language>/validation.json. */
export type ValidationKey = Extract<TextKey, `validation:${string}`>;

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
  /** Texts of later screens to have from the start (the build's checks, tests); each route loads its own. */
  namespaces?: readonly Namespace[];
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
  const all: Partial<Record<Language, Partial<Translation>>> = { it: structuredClone(BUNDLED) };
  if (lng !== DEFAULT_LANGUAGE) all[lng] = structuredClone(await LOADERS[lng]());
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: DEFAULT_NAMESPACE,
    ns: [...NAMESPACES],
    resources: all,
    interpolation: { escapeValue: false, defaultVariables: { ...defaults } },
    returnNull: false,
  });
  partnerTexts.set(instance, options.texts ?? {});
  for (const ns of Object.keys(BUNDLED) as Namespace[]) applyTexts(instance, ns);
  await loadTexts(instance, options.namespaces ?? []);
  return instance;
}

/** Each instance's partner texts, applied to a namespace once its default texts are there. */
const partnerTexts = new WeakMap<i18n, TenantTexts>();

const isLater = (ns: Namespace): ns is LaterNamespace => Object.hasOwn(LATER, ns);

/**
 * Makes sure the texts of `namespaces` are there: a screen's route calls it before the screen
 * shows, so each screen's Italian texts are fetched with it (a small chunk each) and step 1
 * carries only its own. Other languages come whole with the language (LOADERS).
 */
export async function loadTexts(instance: i18n, namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter(isLater).filter((ns) => !instance.hasResourceBundle(DEFAULT_LANGUAGE, ns));
  const files = await Promise.all(missing.map((ns) => LATER[ns]()));
  missing.forEach((ns, index) => {
    // A copy: the partner's texts are added into it, and another instance starts from the file again.
    instance.addResourceBundle(DEFAULT_LANGUAGE, ns, structuredClone(files[index]!.default), true, false);
    applyTexts(instance, ns);
  });
}

/**
 * A partner's "texts": each "<file>:<key>" replaces the default in that language.
 * The build refuses markup the default text does not have, $t() nesting, braces that are no
 * placeholder and a text members must read without its required parts; should such a text arrive
 * anyway, the default is kept, so <email href=… download>, style=…, a $t() cycle, a blank privacy
 * notice or a support text without the address never reach the page.
 */
function applyTexts(instance: i18n, namespace: Namespace): void {
  for (const [lng, overrides] of Object.entries(partnerTexts.get(instance) ?? {})) {
    if (!instance.hasResourceBundle(lng, DEFAULT_NAMESPACE)) continue;
    for (const [key, value] of Object.entries(overrides ?? {})) {
      const { ns, path } = splitTextKey(key as TextKey);
      if (ns !== namespace) continue;
      // The Italian default, as loaded: a key the app does not have gets none, and is left out.
      const fallback: unknown = instance.getResource(DEFAULT_LANGUAGE, ns, path);
      if (typeof value !== 'string' || typeof fallback !== 'string') continue;
      if (!shownOverDefault(key as TextKey, lng as Language, fallback, value)) continue;
      instance.addResource(lng, ns, path, value, { silent: true });
    }
  }
}

/**
 * Puts `texts`, a partner's own, over every namespace `instance` has loaded: after the dev server
 * replaced the files' texts, or the partner's file changed (src/lib/i18n-hmr.ts).
 */
export function applyPartnerTexts(instance: i18n, texts: TenantTexts): void {
  partnerTexts.set(instance, texts);
  for (const ns of NAMESPACES) if (instance.hasResourceBundle(DEFAULT_LANGUAGE, ns)) applyTexts(instance, ns);
}
