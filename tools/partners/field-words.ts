/**
 * The words for integrators about each field of the tenant schema (src/shared/tenant/schema.ts),
 * by the field's dotted path (`*` for the items of a list): what the messages of the build call it,
 * the reason of a refused value where the field's rule needs one, and the editor's hover and pattern
 * for tenant.schema.json. The schema ships to members; these words stay in Node.
 */
import type { z } from 'zod/mini';
import { HOSTNAME_SOURCE, IMAGE_PATH_SOURCE, LOOPBACK_HOSTS } from '../../src/shared/tenant/patterns.ts';
import { LIMITS, type tenantSchemaFor } from '../../src/shared/tenant/schema.ts';

/** A partner file as integrators write it. */
type TenantInput = z.input<ReturnType<typeof tenantSchemaFor>>;
type PathsOf<T> = T extends readonly (infer Item)[]
  ? '*' | `*.${PathsOf<Item>}`
  : T extends object
    ? { [K in keyof T & string]-?: K | `${K}.${PathsOf<NonNullable<T[K]>>}` }[keyof T & string]
    : never;
/** Every field of a partner file by its dotted path, `*` for the items of a list, '' for the file: a field the schema drops fails `tsc` here. */
export type FieldPath = '' | PathsOf<TenantInput>;

export interface FieldWords {
  /** What the field is, in the messages about an address or a name: "(the support chat link)". */
  what?: string;
  /** Why a value that does not match the field's rule is refused (the schema's 'pattern' fault). */
  mismatch?: string;
  tooFew?: string;
  tooMany?: string;
  /** The hover of the editor. */
  description?: string;
  /** The editor's pattern, where the schema's rule is code rather than a regular expression. */
  pattern?: string;
}

/**
 * Editor hints only (tenant.schema.json), from the shared patterns of src/shared/tenant/patterns.ts;
 * the schema's checks are the rule. JSON Schema patterns take no flags: a host is written in any case
 * (the URL parser and the schema lower-case it), and a domain may have spaces around it (trimmed).
 */
const ANY_CASE_HOST = HOSTNAME_SOURCE.replace(/a-z/g, 'A-Za-z');
const LOOPBACK = `(${[...LOOPBACK_HOSTS].map((host) => host.replace(/\./g, '\\.')).join('|')})`;
const PORT_AND_PATH = '(:[0-9]+)?([/?][^#\\\\]*)?';
const URL_HINT = `https://(${ANY_CASE_HOST}|${LOOPBACK})${PORT_AND_PATH}|http://${LOOPBACK}${PORT_AND_PATH}`;
const URL_PATTERN = `^(${URL_HINT})$`;
const IMAGE_PATTERN = `^${IMAGE_PATH_SOURCE}$`;
const NO_QUERY_URL_PATTERN = `^(${URL_HINT.replace(/\[\/\?\]/g, '/').replace(/\[\^#/g, '[^?#')})$`;
const LINK_ORIGINS = 'Its origin must be one the operator lists in linkOrigins of config/site.json.';
const DOMAIN_PATTERN = `^\\s*${ANY_CASE_HOST}\\s*$`;

const tooManyDomains = (limit: number) => `lists too many domains: ${limit} at most`;

/** The words of every field. */
export const FIELD_WORDS: { readonly [P in FieldPath]?: FieldWords } = {
  '': {
    description:
      'One partner of the onboarding site: tenants/<subdomain>.json. Fields left out here come from tenants/_defaults.json; npm run tenant:check validates the result.',
  },
  $schema: { description: 'Tells editors where this schema is. Keep "../tenant.schema.json".' },
  partner: { description: 'The partner company or body whose members activate the service.' },
  'partner.name': {
    what: 'the partner name shown to members',
    description:
      'The partner\'s name as members know it, such as "Acme S.p.A.", its own (no other partner\'s, even in other capitals or accents) and without _ or @: the provider\'s groupRef is "<name>_<e-mail>". Shown on every screen and sent to the provider.',
  },
  'partner.emailDomains': {
    tooFew: 'needs at least one work e-mail domain',
    tooMany: `${tooManyDomains(LIMITS.emailDomains)} (a domain also admits its subdomains, so list the parent domain)`,
    description:
      "The domains of the partner's work e-mail addresses, such as \"acme.it\", in punycode if internationalised. Subdomains count too (hr.acme.it for acme.it). Only members with such an address can activate the service, so never public mail (free, certified PEC, alias or relay services), another partner's domain, or ours or the provider's.",
  },
  'partner.emailDomains.*': { pattern: DOMAIN_PATTERN },
  contractRef: {
    mismatch: 'must be the contract reference: letters, digits, dot, hyphen or underscore, 64 at most',
    description:
      'The reference of the partner\'s contract (convenzione) with the provider, such as "CONV-2026-001", exactly as the provider gives it: no other partner\'s, and no trailing dot or file extension.',
  },
  hosts: {
    tooFew: 'must list at least one host, or be left out',
    tooMany: `lists too many hosts: ${LIMITS.hosts} at most`,
    description:
      'Optional. The partner\'s own domains that also serve its site, besides <slug>.<our domain>, such as ["salute.acme.it"]. Their DNS must point to the site.',
  },
  'hosts.*': { description: 'A host name such as salute.acme.it, lowercase, with no https:// and no path.' },
  provider: { description: 'The health service provider. Usually set once for everyone in _defaults.json.' },
  'provider.productName': {
    what: "the provider's product name",
    description: 'The name of the health service members activate, shown in the texts as {{productName}}.',
  },
  'provider.productDomain': {
    description: "The e-mail domain of the provider's own staff; accepted for testing in non-production builds only.",
    pattern: DOMAIN_PATTERN,
  },
  'provider.apiBaseUrl': {
    what: "the provider API's base address",
    description:
      "The base https:// address of the provider's API, which registers members and issues codes. Its origin must be one the operator lists in config/site.json.",
    pattern: URL_PATTERN,
  },
  'provider.webappBaseUrl': {
    what: "the provider web app's base address",
    description:
      "The base https:// address of the provider's web app, where new members sign up with their reference key. Its origin must be one the operator lists in config/site.json.",
    pattern: URL_PATTERN,
  },
  'provider.redeemCouponUrl': {
    what: 'the page where members redeem their code',
    description:
      'The https:// page where members who already have an account redeem their personal code: an origin and a path, no query (only the app may add one). Its origin must be one the operator lists in webOrigins of config/site.json.',
    pattern: NO_QUERY_URL_PATTERN,
  },
  'provider.howItWorksUrl': {
    what: 'the "how it works" page',
    description: `The https:// page that explains how the service works. ${LINK_ORIGINS}`,
    pattern: URL_PATTERN,
  },
  'provider.videoUrl': {
    what: 'the presentation video',
    description: `The https:// address of the presentation video. ${LINK_ORIGINS}`,
    pattern: URL_PATTERN,
  },
  support: { description: 'Where members get help. Usually set once for everyone in _defaults.json.' },
  'support.email': {
    mismatch: 'must be a valid support e-mail address, such as supporto@acme.it',
    description:
      'The e-mail address members write to for help, shown on every screen as {{email}} and as written: a plain address such as supporto@acme.it (letters, digits and . _ + - before the @).',
  },
  'support.chatUrl': {
    what: 'the support chat link',
    description: `The https:// link of the support chat (WhatsApp), shown on every screen. ${LINK_ORIGINS}`,
    pattern: URL_PATTERN,
  },
  'support.privacyPolicyUrl': {
    what: 'the privacy policy',
    description: `The https:// address of the privacy policy, linked on every screen. ${LINK_ORIGINS}`,
    pattern: URL_PATTERN,
  },
  branding: { description: "How the partner's site looks." },
  'branding.primaryColor': {
    mismatch: 'must be a hex colour written #rrggbb, for example #0b5fff',
    description:
      "The partner's colour for buttons, links and focus rings, written #rrggbb. It needs 3:1 contrast with the page's background; npm run tenant:check warns when text on it would be hard to read.",
  },
  'branding.logoUrl': {
    what: "the partner's logo",
    description:
      "Optional. The partner's logo: a file under public/ written as a path, such as \"/images/partners/our-partner.svg\", 100 KB at most; never another site's address. Without it the partner's name is shown.",
    pattern: IMAGE_PATTERN,
  },
  'branding.heroImageUrl': {
    what: 'the hero image',
    description:
      'Optional. The large picture on the last screen: a file under public/ written as a path, such as "/images/partners/our-partner-hero.jpg", 100 KB at most; never another site\'s address. Without it a default picture is shown.',
    pattern: IMAGE_PATTERN,
  },
  texts: {
    description:
      'Optional. The partner\'s own wording for any text of the site, by language: { "it": { "eligibility:title": "…" } }. Leave a text out to keep the default.',
  },
  'texts.it': {
    description:
      'Italian texts that replace the defaults on this partner\'s site. Keys are "<file>:<key>", such as "eligibility:title" for the "title" of locales/it/eligibility.json.',
  },
  'texts.en': {
    description:
      'English texts (?lng=en) that replace the defaults on this partner\'s site. Keys are "<file>:<key>", such as "eligibility:title" for the "title" of locales/en/eligibility.json.',
  },
};

/** The key of `path` in FIELD_WORDS: "partner.emailDomains.*" for ["partner", "emailDomains", 0]. */
export function fieldKey(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'number' ? '*' : String(key))).join('.');
}

/** The words of the field at `key` (a fieldKey), if it has any. */
export function fieldWords(key: string): FieldWords | undefined {
  return Object.hasOwn(FIELD_WORDS, key) ? FIELD_WORDS[key as FieldPath] : undefined;
}
