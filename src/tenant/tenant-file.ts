import type { TenantConfig, TenantData } from './schema';
import { HEX_COLOR_PATTERN, HOSTNAME_PATTERN, SLUG_PATTERN, isPartnerUrl } from './patterns';

/*
 * The build validated every partner with the full zod schema (build/tenant-files.ts) before
 * writing /tenants/*.json. In the browser the app only makes sure that the file it received is
 * one of those, in the shape it reads, without shipping the schema and its messages to members.
 */

type Shape = Record<string, unknown>;

const isObject = (value: unknown): value is Shape => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
// Loopback http:// too: the build decided whether this build may have it (test builds).
const isUrl = (value: unknown): value is string => typeof value === 'string' && isPartnerUrl(value, true);
const isImage = (value: unknown) => value === undefined || isUrl(value) || (typeof value === 'string' && /^\/(?!\/)/.test(value));
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.length > 0 && value.every(isText);

const PROVIDER_URLS = ['apiBaseUrl', 'webappBaseUrl', 'redeemCouponUrl', 'howItWorksUrl', 'videoUrl'];
const SUPPORT_URLS = ['chatUrl', 'privacyPolicyUrl'];

function isTexts(value: unknown): boolean {
  return isObject(value) && Object.values(value).every((texts) => isObject(texts) && Object.values(texts).every((text) => typeof text === 'string'));
}

/** The partner in a /tenants/<slug>.json file, or null when the file is not one the build wrote. */
export function readTenantFile(body: unknown): TenantData | null {
  if (!isObject(body)) return null;
  const { partner, provider, support, branding, hosts, texts } = body;
  const valid =
    isObject(partner) &&
    isText(partner.name) &&
    isTextList(partner.emailDomains) &&
    isText(body.contractRef) &&
    isObject(provider) &&
    isText(provider.productName) &&
    isText(provider.productDomain) &&
    PROVIDER_URLS.every((key) => isUrl(provider[key])) &&
    isObject(support) &&
    isText(support.email) &&
    SUPPORT_URLS.every((key) => isUrl(support[key])) &&
    isObject(branding) &&
    typeof branding.primaryColor === 'string' &&
    HEX_COLOR_PATTERN.test(branding.primaryColor) &&
    isImage(branding.logoUrl) &&
    isImage(branding.heroImageUrl) &&
    (hosts === undefined || (isTextList(hosts) && hosts.every((host) => HOSTNAME_PATTERN.test(host)))) &&
    (texts === undefined || isTexts(texts));
  if (!valid) return null;
  const { $schema: _schema, slug: _slug, ...tenant } = body;
  return tenant as unknown as TenantData;
}

/**
 * The partner in a /tenants/hosts/<hostname>.json file: the tenant plus its slug.
 * Null unless the file names a valid slug and lists `hostname` among the partner's hosts.
 */
export function readHostFile(body: unknown, hostname: string): TenantConfig | null {
  const tenant = readEmbeddedTenant(body);
  return tenant?.hosts?.includes(hostname) ? tenant : null;
}

/**
 * The partner written into its own page by the build: the tenant plus its slug. Null when the
 * element holds anything else; the app then falls back to fetching the partner's file.
 */
export function readEmbeddedTenant(body: unknown): TenantConfig | null {
  if (!isObject(body) || typeof body.slug !== 'string' || !SLUG_PATTERN.test(body.slug)) return null;
  const tenant = readTenantFile(body);
  return tenant ? { ...tenant, slug: body.slug } : null;
}
