import type { TenantConfig, TenantData } from './schema';
import { DEFAULT_TEXTS, LANGUAGES, type TextKey } from '../shared/i18n/text-keys';
import { isTextOverride } from './text-override';
import {
  CONTRACT_REF_PATTERN,
  EMAIL_PATTERN,
  HEX_COLOR_PATTERN,
  HOSTNAME_PATTERN,
  IMAGE_PATH_PATTERN,
  SLUG_PATTERN,
  isPartnerUrl,
  isPlainText,
  normalizedUrl,
} from './patterns';

/*
 * The build validated every partner with the full zod schema (src/tenant/files/) before writing
 * /tenants/*.json. In the browser the app accepts exactly the files the build can have written,
 * with the same rules (patterns.ts, text-override.ts) but without shipping zod's schema and its
 * messages to members. tenant-file.test.ts holds the two to the same answers.
 */

type Guard<T> = (value: unknown) => value is T;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const matching =
  (pattern: RegExp): Guard<string> =>
  (value): value is string =>
    typeof value === 'string' && pattern.test(value);
const plainText: Guard<string> = (value): value is string => typeof value === 'string' && isPlainText(value);
// Loopback http:// too: the build decided whether this build may have it (test builds).
// Only as the build writes addresses, normalized: what the app uses is what was checked.
const isUrl = (value: string) => isPartnerUrl(value, true) && normalizedUrl(value) === value;
const url: Guard<string> = (value): value is string => typeof value === 'string' && isUrl(value);
const image: Guard<string> = (value): value is string =>
  typeof value === 'string' && (value.startsWith('/') ? IMAGE_PATH_PATTERN.test(value) : isUrl(value));
const optional =
  <T>(guard: Guard<T>): Guard<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || guard(value);
/** A list of one or more items. */
const list =
  <T>(item: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.length > 0 && value.every(item);
/** An object with these fields and no others, as the schema's strictObject. */
const strictObject =
  <T extends Record<string, unknown>>(fields: { [K in keyof T]: Guard<T[K]> }): Guard<T> =>
  (value): value is T =>
    isObject(value) &&
    Object.keys(value).every((key) => Object.hasOwn(fields, key)) &&
    Object.entries(fields).every(([key, guard]) => (guard as Guard<unknown>)(value[key]));

const hosts: Guard<string[]> = (value): value is string[] =>
  list(matching(HOSTNAME_PATTERN))(value) && new Set(value).size === value.length;
const texts: Guard<Partial<Record<TextKey, string>>> = (value): value is Partial<Record<TextKey, string>> =>
  isObject(value) &&
  Object.entries(value).every(
    ([key, text]) => DEFAULT_TEXTS.has(key as TextKey) && typeof text === 'string' && isTextOverride(key as TextKey, text),
  );

const isTenantFile = strictObject({
  partner: strictObject({ name: plainText, emailDomains: list(matching(HOSTNAME_PATTERN)) }),
  contractRef: matching(CONTRACT_REF_PATTERN),
  hosts: optional(hosts),
  provider: strictObject({
    productName: plainText,
    productDomain: matching(HOSTNAME_PATTERN),
    apiBaseUrl: url,
    webappBaseUrl: url,
    redeemCouponUrl: url,
    howItWorksUrl: url,
    videoUrl: url,
  }),
  support: strictObject({ email: matching(EMAIL_PATTERN), chatUrl: url, privacyPolicyUrl: url }),
  branding: strictObject({ primaryColor: matching(HEX_COLOR_PATTERN), logoUrl: optional(image), heroImageUrl: optional(image) }),
  texts: optional(strictObject(Object.fromEntries(LANGUAGES.map((lng) => [lng, optional(texts)])))),
});

/** The partner in a /tenants/<slug>.json file, or null when the file is not one the build wrote. */
export function readTenantFile(body: unknown): TenantData | null {
  return isTenantFile(body) ? body : null;
}

/** A partner with its slug, as the build writes it: null unless the partner is valid; `slug` as found. */
function splitSlug(body: unknown): { tenant: TenantData; slug: unknown } | null {
  if (!isObject(body)) return null;
  const { slug, ...rest } = body;
  const tenant = readTenantFile(rest);
  return tenant && { tenant, slug };
}

/** The partner with its slug, as the build writes it into the partner's own page; null for anything else. */
export function readEmbeddedTenant(body: unknown): TenantConfig | null {
  const found = splitSlug(body);
  return found && matching(SLUG_PATTERN)(found.slug) ? { ...found.tenant, slug: found.slug } : null;
}

/**
 * What /tenants/hosts.json (host -> slug, written by the build) says of `hostname`: its slug;
 * { elsewhere: true } when the map does not list the host; null for a file the build did not write.
 */
export function readHostMap(body: unknown, hostname: string): { slug: string } | { elsewhere: true } | null {
  if (
    !isObject(body) ||
    !Object.entries(body).every(([host, slug]) => HOSTNAME_PATTERN.test(host) && matching(SLUG_PATTERN)(slug))
  ) {
    return null;
  }
  return Object.hasOwn(body, hostname) ? { slug: body[hostname] as string } : { elsewhere: true };
}
