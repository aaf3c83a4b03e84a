/**
 * The last part of the partner gate (validate.ts): every text of a partner, in every language, resolved
 * as the app resolves it, must be words for members. The schema refuses each wrong wording by its own
 * rule; this finds what no rule foresaw: a text that, once i18next has filled it in over the locale
 * files, is empty, is not a string, names its own key or still reads "$t(", "{{" or "[object ".
 *
 * The app's i18n (src/lib/i18n.ts, createI18n) is browser code that loads each screen's texts with
 * Vite's lazy imports; here i18next gets the same options over every file of locales/, read at once,
 * and the partner's texts over them as the app puts them there (applyTexts), so that tenant:check,
 * the build and the dev server, which all call validateTenant, find what a member's page would show.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n as I18n, type ResourceKey, type ResourceLanguage } from 'i18next';
import type { TenantData } from '../../src/shared/tenant/schema.ts';
import { UNFILLED_PATTERN, isBlank } from '../../src/shared/tenant/patterns.ts';
import { namesItsKey, shownOverDefault } from '../../src/shared/tenant/text-override.ts';
import { placeholdersOf } from '../../src/shared/i18n/markup.ts';
import { DEFAULT_TEXTS } from '../../src/shared/i18n/default-texts.ts';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, LANGUAGES, NAMESPACES, splitTextKey } from '../../src/shared/i18n/text-keys.ts';
import type { Language, TenantTextValues, TextKey } from '../../src/shared/i18n/text-keys.ts';
import { ROOT } from '../paths.ts';

/** A text that does not resolve to words, by where it is in a partner file (texts, <language>, <key>) and why. */
export interface TextProblem {
  readonly path: readonly string[];
  readonly message: string;
}

type Resources = Record<Language, ResourceLanguage>;
let locales: Resources | undefined;

/** locales/<language>/<namespace>.json, the texts the app bundles, read once (as DEFAULT_TEXTS is imported once). */
function localeFiles(): Resources {
  const read = (lng: Language) =>
    Object.fromEntries(
      NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(join(ROOT, 'locales', lng, `${ns}.json`), 'utf8')) as ResourceKey]),
    );
  return (locales ??= Object.fromEntries(LANGUAGES.map((lng) => [lng, read(lng)])) as Resources);
}

/** An i18next instance as createI18n makes one for `lng`, with every namespace loaded and the partner's texts over them. */
function appI18n(tenant: TenantData, lng: Language): I18n {
  const files = localeFiles();
  const values: TenantTextValues = {
    partnerName: tenant.partner.name,
    productName: tenant.provider.productName,
    email: tenant.support.email,
  };
  const resources: Partial<Resources> = { [DEFAULT_LANGUAGE]: structuredClone(files[DEFAULT_LANGUAGE]) };
  if (lng !== DEFAULT_LANGUAGE) resources[lng] = structuredClone(files[lng]);
  const instance = i18next.createInstance();
  // Resources given inline and initAsync off: ready when init returns, as tenant:check and the loader are synchronous.
  void instance.init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: DEFAULT_NAMESPACE,
    ns: [...NAMESPACES],
    resources,
    interpolation: { escapeValue: false, defaultVariables: { ...values } },
    returnNull: false,
    initAsync: false,
  });
  for (const [language, overrides] of Object.entries(tenant.texts ?? {}) as Array<[Language, Record<string, unknown>]>) {
    if (!resources[language]) continue;
    for (const [key, value] of Object.entries(overrides ?? {}) as Array<[TextKey, unknown]>) {
      const fallback = DEFAULT_TEXTS.get(key);
      if (typeof value !== 'string' || fallback === undefined || !shownOverDefault(key, language, fallback, value)) continue;
      const { ns, path } = splitTextKey(key);
      instance.addResource(language, ns, path, value, { silent: true });
    }
  }
  return instance;
}

/** The answers for the partners' texts last checked: the dev server checks every partner again on each request. */
const checked = new Map<string, readonly TextProblem[]>();
const REMEMBERED = 64;

/**
 * Every text of `tenant` (a partner merged with _defaults.json and accepted by the schema) in every language,
 * resolved as the app will resolve it, not only what step 1 shows: one problem per text that does not
 * resolve to words for members. Never throws.
 */
export function textProblems(tenant: TenantData): TextProblem[] {
  const { partner, provider, support, texts } = tenant;
  const key = JSON.stringify([partner.name, provider.productName, support.email, texts ?? {}]);
  let found = checked.get(key);
  if (!found) {
    found = resolve(tenant);
    if (checked.size >= REMEMBERED) checked.delete(checked.keys().next().value!);
    checked.set(key, found);
  }
  return [...found];
}

function resolve(tenant: TenantData): TextProblem[] {
  const problems: TextProblem[] = [];
  const problem = (path: string[], message: string) => problems.push({ path, message });
  for (const lng of LANGUAGES) {
    let i18n: I18n;
    try {
      i18n = appI18n(tenant, lng);
    } catch (error) {
      problem(['texts', lng], `the texts cannot be loaded: ${reason(error)}`);
      continue;
    }
    for (const [key, fallback] of DEFAULT_TEXTS) {
      const field = ['texts', lng, key];
      let text: unknown;
      // The values the app fills in at run time ({{page}}, {{firstName}}, …), as a member's would be.
      const values = Object.fromEntries(placeholdersOf(fallback).map((name) => [name, 'x']));
      try {
        // Any key, with any values: the typed t() knows the app's own calls only.
        text = (i18n.t as (key: string, options: Record<string, string>) => unknown)(key, values);
      } catch (error) {
        problem(field, `does not resolve: ${reason(error)}`);
        continue;
      }
      if (typeof text !== 'string') problem(field, `resolves to ${typeof text}, not to text`);
      else if (isBlank(text) && !isBlank(fallback)) problem(field, 'resolves to an empty text');
      else if (namesItsKey(text, key) || UNFILLED_PATTERN.test(text)) {
        problem(field, `resolves to ${JSON.stringify(text.slice(0, 80))}, not to a text for members`);
      }
    }
  }
  return problems;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];
