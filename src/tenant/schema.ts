import { z } from 'zod';
import { DEFAULT_TEXTS, LANGUAGES, type Language, type TextKey } from '../shared/i18n/text-keys.ts';
import { MAX_TEXT_LENGTH, allowedInText, textOverrideFaults } from './text-override.ts';
import {
  CONTRACT_REF_PATTERN,
  EMAIL_PATTERN,
  HEX_COLOR_PATTERN,
  HOSTNAME_PATTERN,
  IMAGE_PATH_PATTERN,
  INVISIBLE_PATTERN,
  MARKUP_OR_CONTROL_PATTERN,
  MAX_PLAIN_TEXT_LENGTH,
  SLUG_PATTERN,
  isPartnerUrl,
  normalizedUrl,
} from './patterns.ts';

export { HOSTNAME_PATTERN, SLUG_PATTERN };

/** Bounds that keep every partner's page, and what the build writes for all of them, small. */
export const LIMITS = { emailDomains: 50, hosts: 20, apiOrigins: 20 } as const;

/**
 * Every text a partner may override. Built here, for the checks of the build and the tenant
 * commands only: the app reads DEFAULT_TEXTS and never needs the list (nor ships it).
 */
export const TEXT_KEYS = [...DEFAULT_TEXTS.keys()] as [TextKey, ...TextKey[]];

/** What a build accepts beyond the production rules. */
export interface TenantRules {
  /** http:// (and https://) on localhost and 127.0.0.1: the dev server and test builds only. */
  allowLoopback: boolean;
}

/** The rules of a build that is deployed. */
export const PRODUCTION_RULES: TenantRules = { allowLoopback: false };

/** Editor hints only (tenant.schema.json); the zod checks below are the rule. */
const URL_HINT = 'https://[A-Za-z0-9.-]+(:[0-9]+)?([/?][^#\\\\]*)?|http://(localhost|127\\.0\\.0\\.1)(:[0-9]+)?([/?][^#\\\\]*)?';

function urlError(what: string, rules: TenantRules): string {
  return rules.allowLoopback
    ? `must be a valid https:// address (${what}) with a real host name, such as https://www.acme.it/…, with no user name, no # and no backslash; http:// is allowed only for localhost and 127.0.0.1`
    : `must be a valid https:// address (${what}) with a real host name, with no user name, no # and no backslash; http:// on localhost and 127.0.0.1 is allowed only in development and test builds`;
}

/**
 * An address, stored as the URL parser writes it (normalizedUrl). `base`: an address the app adds
 * paths to (the API, the web app), which must have no query: /contact-pre-reg would land after it.
 */
const httpsUrl = (what: string, rules: TenantRules, base = false) =>
  z
    .string({ error: `must be a web address (${what})` })
    .refine((value) => isPartnerUrl(value, rules.allowLoopback), { error: urlError(what, rules), abort: true })
    .refine((value) => !base || (new URL(value).search === '' && !value.includes('?')), {
      error: `must have no query (?…): it is the base address of ${what}, and the app adds paths after it`,
    })
    .transform(normalizedUrl)
    .meta({ pattern: `^(${URL_HINT})$` });

/** An image: an https URL, or a path on this site such as /images/partners/acme.svg. */
const imageRef = (what: string, rules: TenantRules) =>
  z
    .string()
    .superRefine((value, ctx) => {
      if (!value.startsWith('/')) {
        if (!isPartnerUrl(value, rules.allowLoopback)) ctx.addIssue({ code: 'custom', message: urlError(what, rules) });
      } else if (!IMAGE_PATH_PATTERN.test(value)) {
        ctx.addIssue({ code: 'custom', message: `must be a path on this site starting with / or an https:// address (${what})` });
      }
    })
    .transform((value) => (value.startsWith('/') ? value : normalizedUrl(value)))
    .meta({ pattern: `^(/(?!/)[\\w\\-./]+|${URL_HINT})$` });

const domain = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => HOSTNAME_PATTERN.test(value), {
    error: 'must be an e-mail domain such as acme.it, with no @ and no spaces',
  })
  .meta({ pattern: '^\\s*[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+\\s*$' });

/** A host the partner's site is also served on, written exactly as in the address bar. */
const host = z
  .string()
  .refine((value) => value === value.toLowerCase(), {
    error: 'must be written in lowercase, such as salute.acme.it',
    abort: true,
  })
  .regex(HOSTNAME_PATTERN, {
    error: 'must be a host name such as salute.acme.it: no https://, no path, no port, no spaces',
  })
  .meta({ description: 'A host name such as salute.acme.it, lowercase, with no https:// and no path.' });

/** Plain text shown on the page: no markup, no control or invisible characters. */
const plainText = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `must not be empty (${what})` })
    .max(MAX_PLAIN_TEXT_LENGTH, { error: `is too long: ${MAX_PLAIN_TEXT_LENGTH} characters at most (${what})` })
    .refine((value) => !MARKUP_OR_CONTROL_PATTERN.test(value), {
      error: `must not contain < > { } or control characters (${what})`,
    })
    .refine((value) => !INVISIBLE_PATTERN.test(value), {
      error: `must not contain invisible characters such as bidi controls or zero-width spaces (${what})`,
    });

/**
 * A partner's wording for one text. It may use the {{placeholders}} and <tags> of the
 * default text, plus the partner's and provider's names and the support e-mail.
 */
function overrideText(key: TextKey, lng: Language) {
  const fallback = DEFAULT_TEXTS.get(key) ?? '';
  const description =
    lng === 'it'
      ? `Replaces the Italian text "${fallback}" on this partner's site.`
      : `Replaces the English text of ${key} on this partner's site (in Italian: "${fallback}").`;
  return z
    .string()
    .max(MAX_TEXT_LENGTH, { error: `is too long: ${MAX_TEXT_LENGTH} characters at most` })
    .superRefine((value, ctx) => {
      const faults = textOverrideFaults(key, value);
      const { unknownPlaceholders, unknownTags } = faults;
      const { placeholders, tags } = allowedInText(key);
      if (faults.empty) {
        ctx.addIssue({ code: 'custom', message: 'must not be empty: remove the line to keep the default text' });
      }
      if (faults.control) {
        ctx.addIssue({ code: 'custom', message: 'must not contain line breaks or control characters' });
      }
      if (faults.invisible) {
        ctx.addIssue({
          code: 'custom',
          message: 'must not contain invisible characters such as bidi controls or zero-width spaces',
        });
      }
      if (unknownPlaceholders.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `uses ${unknownPlaceholders.map((name) => `{{${name}}}`).join(', ')}, which this text cannot fill in; it may use ${placeholders.map((name) => `{{${name}}}`).join(', ')}`,
        });
      }
      if (unknownTags.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message:
            tags.length > 0
              ? `uses <${unknownTags.join('>, <')}>, but this text may only use <${tags.join('>, <')}>`
              : `must not contain <${unknownTags.join('>, <')}>: this text is shown as plain text`,
        });
      } else if (faults.strayMarkup) {
        ctx.addIssue({
          code: 'custom',
          message:
            tags.length > 0
              ? `may use only ${tags.map((tag) => `<${tag}> and </${tag}>`).join(', ')} exactly as written, with no attributes, spaces or other < >`
              : 'must not contain < or >: this text is shown as plain text',
        });
      }
    })
    .meta({ description });
}

function textsFor(lng: Language) {
  const shape = Object.fromEntries(TEXT_KEYS.map((key) => [key, overrideText(key, lng).optional()])) as {
    [K in TextKey]: z.ZodOptional<ReturnType<typeof overrideText>>;
  };
  return z.strictObject(shape).meta({
    description:
      lng === 'it'
        ? 'Italian texts that replace the defaults on this partner\'s site. Keys are "<file>:<key>", such as "eligibility:title" for the "title" of locales/it/eligibility.json.'
        : 'English texts (?lng=en) that replace the defaults on this partner\'s site. Keys are "<file>:<key>", such as "eligibility:title" for the "title" of locales/en/eligibility.json.',
  });
}

/** The schema of a partner file under `rules`; tenantSchema below is the production one. */
export function tenantSchemaFor(rules: TenantRules) {
  const url = (what: string) => httpsUrl(what, rules);
  const baseUrl = (what: string) => httpsUrl(what, rules, true);
  const origin = (what: string) =>
    httpsUrl(what, rules).refine((value) => new URL(value).origin === value.replace(/\/$/, ''), {
      error: `must be an origin only, such as https://api.acme.it: no path, no query (${what})`,
    });
  const image = (what: string) => imageRef(what, rules);
  return z
    .strictObject({
      $schema: z.string().optional().meta({ description: 'Tells editors where this schema is. Keep "../tenant.schema.json".' }),
      partner: z
        .strictObject({
          name: plainText('the partner name shown to members').meta({
            description:
              'The partner\'s name as members know it, such as "Acme S.p.A.". Shown on every screen and sent to the provider.',
          }),
          emailDomains: z
            .array(domain)
            .min(1, { error: 'needs at least one work e-mail domain' })
            .max(LIMITS.emailDomains, {
              error: `lists too many domains: ${LIMITS.emailDomains} at most (a domain also admits its subdomains, so list the parent domain)`,
            })
            .meta({
              description:
                'The domains of the partner\'s work e-mail addresses, such as "acme.it". Subdomains count too (hr.acme.it for acme.it). Only members with such an address can activate the service.',
            }),
        })
        .meta({ description: 'The partner company or body whose members activate the service.' }),
      contractRef: z
        .string()
        .regex(CONTRACT_REF_PATTERN, {
          error: 'must be the contract reference: letters, digits, dot, hyphen or underscore, 64 at most',
        })
        .meta({
          description:
            'The reference of the partner\'s contract (convenzione) with the provider, such as "CONV-2026-001". The provider gives it.',
        }),
      hosts: z
        .array(host)
        .min(1, { error: 'must list at least one host, or be left out' })
        .max(LIMITS.hosts, { error: `lists too many hosts: ${LIMITS.hosts} at most` })
        .superRefine((hosts, ctx) => {
          const seen = new Set<string>();
          hosts.forEach((name, index) => {
            if (seen.has(name)) ctx.addIssue({ code: 'custom', path: [index], message: `lists ${name} twice` });
            seen.add(name);
          });
        })
        .optional()
        .meta({
          description:
            'Optional. The partner\'s own domains that also serve its site, besides <slug>.<our domain>, such as ["salute.acme.it"]. Their DNS must point to the site.',
        }),
      provider: z
        .strictObject({
          productName: plainText("the provider's product name").meta({
            description: 'The name of the health service members activate, shown in the texts as {{productName}}.',
          }),
          productDomain: domain.meta({
            description: "The e-mail domain of the provider's own staff; accepted for testing in non-production builds only.",
          }),
          apiBaseUrl: baseUrl("the provider API's base address").meta({
            description: "The base https:// address of the provider's API, which registers members and issues codes.",
          }),
          webappBaseUrl: baseUrl("the provider web app's base address").meta({
            description: "The base https:// address of the provider's web app, where new members sign up.",
          }),
          redeemCouponUrl: url('the page where members redeem their code').meta({
            description: 'The https:// page where members who already have an account redeem their personal code.',
          }),
          howItWorksUrl: url('the "how it works" page').meta({
            description: 'The https:// page that explains how the service works.',
          }),
          videoUrl: url('the presentation video').meta({ description: 'The https:// address of the presentation video.' }),
        })
        .meta({ description: 'The health service provider. Usually set once for everyone in _defaults.json.' }),
      support: z
        .strictObject({
          email: z.email({ pattern: EMAIL_PATTERN, error: 'must be a valid support e-mail address' }).meta({
            description: 'The e-mail address members write to for help, shown on every screen as {{email}}.',
          }),
          chatUrl: url('the support chat link').meta({
            description: 'The https:// link of the support chat (WhatsApp), shown on every screen.',
          }),
          privacyPolicyUrl: url('the privacy policy').meta({
            description: 'The https:// address of the privacy policy, linked on every screen.',
          }),
        })
        .meta({ description: 'Where members get help. Usually set once for everyone in _defaults.json.' }),
      branding: z
        .strictObject({
          primaryColor: z
            .string()
            .regex(HEX_COLOR_PATTERN, { error: 'must be a hex colour written #rrggbb, for example #0b5fff' })
            .meta({
              description:
                "The partner's colour for buttons, links and focus rings, written #rrggbb. npm run tenant:check warns when text on it would be hard to read.",
            }),
          logoUrl: image("the partner's logo").optional().meta({
            description:
              'Optional. The partner\'s logo: a file under public/ written as a path, such as "/images/partners/our-partner.svg", or an https:// address. Without it the partner\'s name is shown.',
          }),
          heroImageUrl: image('the hero image').optional().meta({
            description:
              'Optional. The large picture on the last screen: a path under public/, such as "/images/partners/our-partner-hero.jpg", or an https:// address. Without it a default picture is shown.',
          }),
        })
        .meta({ description: "How the partner's site looks." }),
      site: z
        .strictObject({
          domain: z
            .string()
            .regex(HOSTNAME_PATTERN, { error: 'must be our own domain, such as salute-partner.it: lowercase, no https://' })
            .optional()
            .meta({
              description:
                'Our own domain, under which every partner has <slug>.<domain>. No partner may list a host under it. Needed as soon as a partner lists hosts.',
            }),
          apiOrigins: z
            .array(origin("one of the provider's API origins"))
            .min(1, { error: 'must list at least one origin, or be left out' })
            .max(LIMITS.apiOrigins, { error: `lists too many origins: ${LIMITS.apiOrigins} at most` })
            .optional()
            .meta({
              description:
                "The origins of the provider's API, such as https://api.provider.it. A partner's provider.apiBaseUrl must be on one of them (or be allowed in its allow.apiOrigins). Without this list, the origin of provider.apiBaseUrl in this file is the only one.",
            }),
        })
        .optional()
        .meta({ description: "Settings of the whole site: only in _defaults.json, never in a partner's file." }),
      allow: z
        .strictObject({
          publicEmailDomains: z
            .array(domain)
            .max(LIMITS.emailDomains, { error: `lists too many domains: ${LIMITS.emailDomains} at most` })
            .optional()
            .meta({
              description:
                'Public mail services (gmail.com, libero.it, …) that this partner really admits in partner.emailDomains: anyone can open an address there. Each must be listed here as well.',
            }),
          apiOrigins: z
            .array(origin('an API origin allowed for this partner'))
            .max(LIMITS.apiOrigins, { error: `lists too many origins: ${LIMITS.apiOrigins} at most` })
            .optional()
            .meta({
              description:
                "Origins of provider.apiBaseUrl outside site.apiOrigins of _defaults.json that this partner really uses. Members' personal data is sent there.",
            }),
        })
        .optional()
        .meta({
          description:
            "Optional, only in a partner's own file: what this partner is explicitly allowed beyond the usual rules. Each entry needs a reason a reviewer can check.",
        }),
      texts: z
        .strictObject(
          Object.fromEntries(LANGUAGES.map((lng) => [lng, textsFor(lng).optional()])) as {
            [L in Language]: z.ZodOptional<ReturnType<typeof textsFor>>;
          },
        )
        .optional()
        .meta({
          description:
            'Optional. The partner\'s own wording for any text of the site, by language: { "it": { "eligibility:title": "…" } }. Leave a text out to keep the default.',
        }),
    })
    .meta({
      title: 'Partner (tenant) file',
      description:
        'One partner of the onboarding site: tenants/<subdomain>.json. Fields left out here come from tenants/_defaults.json; npm run tenant:check validates the result.',
    });
}

/** The production rules: what `npm run build` accepts, and the editor schema is made from. */
export const tenantSchema = tenantSchemaFor(PRODUCTION_RULES);

/** What the build checks but never ships: the editor's hint, the site's settings, the partner's explicit allowances. */
export const BUILD_ONLY_FIELDS = ['$schema', 'site', 'allow'] as const;
/** A validated partner, as the build emits it to /tenants/<slug>.json. */
export type TenantData = Omit<z.output<typeof tenantSchema>, (typeof BUILD_ONLY_FIELDS)[number]>;
/** The site's settings (site in _defaults.json). */
export type SiteSettings = NonNullable<z.output<typeof tenantSchema>['site']>;
/** A partner's explicit allowances (allow in its own file). */
export type TenantAllowances = NonNullable<z.output<typeof tenantSchema>['allow']>;
/** A validated partner, as the app uses it. */
export type TenantConfig = TenantData & { slug: string };
/** A partner's own texts, by language. */
export type TenantTexts = NonNullable<TenantData['texts']>;
