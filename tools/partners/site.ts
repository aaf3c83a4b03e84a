/**
 * The operator's site file, config/site.json: everything that widens what a partner may do, kept out of
 * tenants/ so that no partner file can grant it to itself (docs/deploy.md, "Who sets what").
 * - domain: our own domain (<slug>.<domain> for every partner); no partner host under it, no slug equal
 *   to one of its labels.
 * - apiOrigins: where members' personal data may be posted (provider.apiBaseUrl).
 * - webOrigins: where members are sent with their reference key or code (provider.webappBaseUrl,
 *   provider.redeemCouponUrl).
 * - linkOrigins: where the pages' links may lead (provider.howItWorksUrl, provider.videoUrl,
 *   support.chatUrl, support.privacyPolicyUrl).
 * - supportEmail: the provider's support address, given by the pages that know no partner (the
 *   not-found page, a partner that cannot be loaded).
 * - partners.<slug>: what one partner alone is allowed beyond that: apiOrigins, webOrigins, linkOrigins,
 *   publicEmailDomains (public mail services it really admits), publicBodyDomains (the domain of a whole
 *   national public body, when the partner is that body); and what the operator has checked about it:
 *   looksLike (partners whose subdomain or name it resembles, yet another company) and overlapsWith
 *   (partners whose e-mail domains overlap its own, both really admitting those members). Each slug
 *   must name a partner file in tenants/ (tools/partners/grants.ts).
 * Node only: read by tenant:check, the build and the dev server, never shipped to members.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod/mini';
import { EMAIL_PATTERN } from '../../src/shared/eligibility/email-syntax.ts';
import { CONTACT_EMAIL_PATTERN, HOSTNAME_PATTERN, SLUG_PATTERN, isPartnerUrl } from '../../src/shared/tenant/patterns.ts';
import { LIMITS } from '../../src/shared/tenant/schema.ts';
import { describeJsonError, parseJson, readUtf8 } from '../json-file.ts';
import { describeUnknownField } from './messages.ts';
import type { TenantProblem } from './problems.ts';

/** Where the site file is, beside tenants/ (config/site.json), unless SITE_FILE names another. */
export const SITE_FILE_VARIABLE = 'SITE_FILE';

export function siteFileFor(tenantsDir: string, env: Record<string, string | undefined> = process.env): string {
  const named = env[SITE_FILE_VARIABLE];
  return named ? resolve(named) : join(dirname(resolve(tenantsDir)), 'config', 'site.json');
}

/** What one partner alone is allowed, by the operator. */
export interface PartnerAllowances {
  apiOrigins: string[];
  webOrigins: string[];
  linkOrigins: string[];
  publicEmailDomains: string[];
  publicBodyDomains: string[];
  /** Slugs of partners this one looks like, checked by the operator to be another company. */
  looksLike: string[];
  /** Slugs of partners whose e-mail domains overlap this one's, checked by the operator. */
  overlapsWith: string[];
}

/** The fields of partners.<slug>, in the order the editor and the messages list them. */
export const PARTNER_ALLOWANCE_FIELDS = [
  'apiOrigins',
  'webOrigins',
  'linkOrigins',
  'publicEmailDomains',
  'publicBodyDomains',
  'looksLike',
  'overlapsWith',
] as const satisfies ReadonlyArray<keyof PartnerAllowances>;

/** How many partners one partner's looksLike or overlapsWith may name. */
export const MAX_PAIRED_PARTNERS = 20;

export interface SiteSettings {
  domain?: string;
  supportEmail?: string;
  /** Origins as the URL parser writes them: https://api.provider.it (no trailing slash). */
  apiOrigins: string[];
  webOrigins: string[];
  linkOrigins: string[];
  partners: Record<string, PartnerAllowances>;
}

export const EMPTY_SITE: SiteSettings = { apiOrigins: [], webOrigins: [], linkOrigins: [], partners: {} };

const isOrigin = (value: string) => isPartnerUrl(value, false) && new URL(value).origin === value.replace(/\/$/, '');
const origins = () =>
  z.optional(z.array(z.string().check(z.refine(isOrigin, 'origin'))).check(z.maxLength(LIMITS.origins, 'tooMany')));
const domain = z.string().check(z.regex(HOSTNAME_PATTERN, 'domain'));
const domains = () => z.optional(z.array(domain).check(z.maxLength(LIMITS.emailDomains, 'tooMany')));
const slugs = () =>
  z.optional(z.array(z.string().check(z.regex(SLUG_PATTERN, 'slug'))).check(z.maxLength(MAX_PAIRED_PARTNERS, 'tooMany')));

/** The site file's schema: each message is a short code, worded by describeSiteIssue. */
export const siteSchema = z.strictObject({
  $schema: z.optional(z.string()),
  domain: z.optional(domain),
  supportEmail: z.optional(z.string().check(z.regex(EMAIL_PATTERN, 'email'), z.regex(CONTACT_EMAIL_PATTERN, 'email'))),
  apiOrigins: origins(),
  webOrigins: origins(),
  linkOrigins: origins(),
  partners: z.optional(
    z.record(
      z.string().check(z.regex(SLUG_PATTERN, 'slug')),
      z.strictObject({
        apiOrigins: origins(),
        webOrigins: origins(),
        linkOrigins: origins(),
        publicEmailDomains: domains(),
        publicBodyDomains: domains(),
        looksLike: slugs(),
        overlapsWith: slugs(),
      }),
    ),
  ),
});

/** The words of each field, for the editor (site.schema.json) and the messages. */
export const SITE_FIELD_WORDS: Readonly<Record<string, string>> = {
  '': "The operator's site file (config/site.json): what widens what partners may do. Partner files in tenants/ cannot set any of it.",
  $schema: 'Tells editors where this schema is. Keep "../site.schema.json".',
  domain:
    'Our own domain, such as onboarding-salute.it: every partner is <slug>.<domain>. No partner may list a host under it, nor have a slug equal to one of its labels. Needed as soon as a partner lists hosts.',
  supportEmail:
    "The provider's support address, such as supporto@provider.it: the pages that know no partner (the not-found page of an unknown address, a partner whose file cannot be loaded) give it, so no member is left without a contact.",
  apiOrigins:
    "The origins of the provider's API, such as https://api.provider.it: every partner's provider.apiBaseUrl must be on one of them. Members' personal data is posted there.",
  webOrigins:
    "The origins of the provider's web app, such as https://app.provider.it: every partner's provider.webappBaseUrl and provider.redeemCouponUrl must be on one of them. Members are sent there with their reference key or code.",
  linkOrigins:
    "The origins the pages' links may lead to, such as https://www.provider.it and https://wa.me: every partner's provider.howItWorksUrl, provider.videoUrl, support.chatUrl and support.privacyPolicyUrl must be on one of them, so that no partner file sends members to a site nobody checked.",
  partners:
    'What one partner alone is allowed beyond the rules, by its slug (acme for tenants/acme.json). Each entry needs a reason a reviewer can check.',
  'partners.*.apiOrigins': 'API origins this partner alone may use for provider.apiBaseUrl, such as https://eu.api.provider.it.',
  'partners.*.webOrigins': 'Web app origins this partner alone may use for provider.webappBaseUrl and provider.redeemCouponUrl.',
  'partners.*.linkOrigins':
    "Link origins this partner alone may use (its own privacy policy's site, such as https://www.acme.it), for provider.howItWorksUrl, provider.videoUrl, support.chatUrl and support.privacyPolicyUrl.",
  'partners.*.publicEmailDomains':
    'Public mail services (gmail.com, libero.it, certified mail such as pec.it, alias services such as mozmail.com, …) that this partner really admits in partner.emailDomains: anyone can open an address there.',
  'partners.*.publicBodyDomains':
    "Domains of a whole national public body (istruzione.it, a domain under gov.it, …) that this partner admits in partner.emailDomains: every member of that body's staff across Italy can then activate the service. Only when the partner is that body.",
  'partners.*.looksLike':
    "Partners, by slug, whose subdomain or name this partner's looks like (letters of other scripts, punycode, rn for m), checked by the operator to be another company: tenant:check refuses such a pair otherwise. Either partner's entry may say it.",
  'partners.*.overlapsWith':
    "Partners, by slug, whose e-mail domains overlap this partner's (the same domain, or one inside the other), checked by the operator: both really admit those members. tenant:check refuses such a pair otherwise. Either partner's entry may say it.",
};

function describeSiteIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.map((key) => (typeof key === 'number' ? '*' : String(key))).join('.');
  switch (issue.code) {
    case 'unrecognized_keys': {
      const fields =
        where === ''
          ? ['$schema', 'domain', 'supportEmail', 'apiOrigins', 'webOrigins', 'linkOrigins', 'partners']
          : [...PARTNER_ALLOWANCE_FIELDS];
      return issue.keys.map((key) => describeUnknownField(fields, key)).join('; ');
    }
    case 'invalid_type':
      return `has the wrong type: expected ${issue.expected === 'array' ? 'a list [ … ]' : issue.expected === 'object' ? 'an object { … }' : issue.expected === 'string' ? 'text in quotes' : issue.expected}`;
    case 'invalid_key':
      return "is not a partner's slug: write the file name in tenants/ without .json, such as acme for tenants/acme.json";
    default:
      break;
  }
  switch (issue.message) {
    case 'origin':
      return 'must be an origin only, such as https://api.provider.it: https://, a host name, no path, no query';
    case 'domain':
      return 'must be a domain such as onboarding-salute.it: lowercase, no https://, no @';
    case 'email':
      return 'must be a plain e-mail address such as supporto@provider.it: letters, digits and . _ + - before the @, no ? & % = # /';
    case 'slug':
      return "is not a partner's slug: write the file name in tenants/ without .json, such as acme for tenants/acme.json";
    case 'tooMany':
      return `lists too many entries: ${where.endsWith('Domains') ? LIMITS.emailDomains : where.endsWith('Origins') ? LIMITS.origins : MAX_PAIRED_PARTNERS} at most`;
    default:
      return issue.message;
  }
}

/** Far above any real site file, far below what could slow a build. */
const MAX_SITE_FILE_BYTES = 64 * 1024;

/**
 * Reads the site file at `path` (shown as `file`). A missing file is no error: nothing is widened, so
 * every partner's provider addresses are refused (loopback ones aside in dev and test builds), each
 * naming this file.
 */
export function readSiteFile(path: string, file: string): { site: SiteSettings; problems: TenantProblem[] } {
  if (!existsSync(path)) return { site: EMPTY_SITE, problems: [] };
  const problem = (message: string, field = '') => ({ site: EMPTY_SITE, problems: [{ file, field, message }] });
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return problem('is not a file: the site file is one JSON file');
    size = stat.size;
  } catch {
    return problem('cannot be read');
  }
  if (size > MAX_SITE_FILE_BYTES) return problem(`is too large: ${MAX_SITE_FILE_BYTES / 1024} kB at most`);
  const read = readUtf8(path);
  if (!read.ok) return problem(read.problem);
  const parsed = parseJson(read.text);
  if (!parsed.ok) {
    const { line, column } = parsed.error;
    return problem(`${describeJsonError(parsed.error)} (line ${line}, column ${column})`);
  }
  const checked = siteSchema.safeParse(parsed.value);
  if (!checked.success) {
    // One problem per field: a text where a list belongs is not also "too many entries".
    const issues = checked.error.issues.filter(
      (issue, index, all) => all.findIndex((other) => other.path.join('.') === issue.path.join('.')) === index,
    );
    return {
      site: EMPTY_SITE,
      problems: issues.map((issue) => ({
        file,
        field: issue.path.map(String).join('.'),
        message: describeSiteIssue(issue),
      })),
    };
  }
  const origin = (value: string) => new URL(value).origin;
  const { domain: ownDomain, supportEmail, apiOrigins = [], webOrigins = [], linkOrigins = [], partners = {} } = checked.data;
  return {
    site: {
      ...(ownDomain ? { domain: ownDomain } : {}),
      ...(supportEmail ? { supportEmail } : {}),
      apiOrigins: apiOrigins.map(origin),
      webOrigins: webOrigins.map(origin),
      linkOrigins: linkOrigins.map(origin),
      partners: Object.fromEntries(
        Object.entries(partners).map(([slug, allowed]) => [
          slug,
          {
            apiOrigins: (allowed.apiOrigins ?? []).map(origin),
            webOrigins: (allowed.webOrigins ?? []).map(origin),
            linkOrigins: (allowed.linkOrigins ?? []).map(origin),
            publicEmailDomains: allowed.publicEmailDomains ?? [],
            publicBodyDomains: allowed.publicBodyDomains ?? [],
            looksLike: allowed.looksLike ?? [],
            overlapsWith: allowed.overlapsWith ?? [],
          },
        ]),
      ),
    },
    problems: [],
  };
}

/** site.schema.json: the site file's schema for editors, with the words of each field. */
export function siteJsonSchema(): Record<string, unknown> {
  type Node = {
    properties?: Record<string, Node>;
    additionalProperties?: Node | boolean;
    items?: Node;
    description?: string;
    [key: string]: unknown;
  };
  const schema = z.toJSONSchema(siteSchema, { target: 'draft-07', io: 'input' }) as Node;
  schema.title = 'Site file (config/site.json)';
  const describe = (node: Node | undefined, key: string) => {
    if (!node || typeof node !== 'object') return;
    const words = SITE_FIELD_WORDS[key];
    if (words) node.description = words;
    // An editor's hint only: readSiteFile's checks are the rule.
    if (key.endsWith('Origins') && node.items) node.items.pattern = '^https://[a-z0-9.-]+(:[0-9]{1,5})?/?$';
    for (const [name, child] of Object.entries(node.properties ?? {})) describe(child, key ? `${key}.${name}` : name);
    if (typeof node.additionalProperties === 'object') describe(node.additionalProperties, `${key}.*`);
  };
  describe(schema, '');
  return schema;
}
