/**
 * The tenant contract, written once: what a partner file may hold. The build checks each partner
 * with it (tools/partners/), the editor's tenant.schema.json is made from it (tools/commands/tenant-schema.ts),
 * and the browser parses the file the build wrote with it (src/tenant/load-tenant.ts).
 *
 * It ships to members in step 1, so it names each fault with a short code (Fault) and nothing more:
 * the words for integrators, per field, live in tools/partners/field-words.ts and messages.ts.
 */
import { z } from '../zod.ts';
import { LANGUAGES, NAMESPACES, type Language, type TextKey } from '../i18n/text-keys.ts';
import { EMAIL_PATTERN } from '../eligibility/email-syntax.ts';
import { MAX_TEXT_LENGTH, isPlainText, textOverrideFaults } from './text-override.ts';
import {
  CONTRACT_REF_EXTENSION,
  CONTRACT_REF_PATTERN,
  CONTRACT_REF_TRAILING_DOT,
  GROUP_REF_SEPARATORS,
  HEX_COLOR_PATTERN,
  HOSTNAME_PATTERN,
  IMAGE_PATH_PATTERN,
  BROKEN_UNICODE_PATTERN,
  INVISIBLE_PATTERN,
  CONTACT_EMAIL_PATTERN,
  MARKUP_OR_CONTROL_PATTERN,
  MAX_PLAIN_TEXT_LENGTH,
  NON_ASCII_PATTERN,
  SLUG_PATTERN,
  UNFILLED_PATTERN,
  isBlank,
  isPartnerUrl,
  normalizedUrl,
} from './patterns.ts';

/** Bounds that keep every partner's page, and what the build writes for all of them, small. */
export const LIMITS = { emailDomains: 50, hosts: 20, origins: 20 } as const;

/** What a build accepts beyond the production rules. */
export interface TenantRules {
  /** http:// (and https://) on localhost and 127.0.0.1: the dev server and test builds only. */
  allowLoopback: boolean;
}

/** The rules of a build that is deployed. */
export const PRODUCTION_RULES: TenantRules = { allowLoopback: false };

/**
 * Why a value is refused: the message of each issue the schema raises (zod's own codes name the
 * rest: a missing field, a wrong type, an unknown field). tools/partners/messages.ts words each one.
 */
export type Fault =
  | 'url'
  | 'query'
  | 'image'
  | 'domain'
  | 'uppercase'
  | 'host'
  | 'twice'
  | 'tooFew'
  | 'tooMany'
  | 'empty'
  | 'tooLong'
  | 'markup'
  | 'invisible'
  | 'unicode'
  | 'nesting'
  | 'unfilled'
  | 'braces'
  | 'control'
  | 'placeholders'
  | 'tags'
  | 'strayMarkup'
  | 'pattern'
  | 'normalized'
  | 'punycode'
  | 'separator'
  | 'trailingDot'
  | 'extension'
  | 'plainAddress';

const fault = (error: Fault, abort = false) => ({ error, abort });

/**
 * A value the build stores in one form (an address as the URL parser writes it, a trimmed name):
 * the build writes it so; a file the build wrote (`written`) must hold it so already, so that the
 * app uses exactly what was checked.
 */
const normalize = (written: boolean, form: (value: string) => string) =>
  written ? z.refine<string>((value) => form(value) === value, fault('normalized')) : z.overwrite(form);

/**
 * An address, stored as the URL parser writes it (normalizedUrl). `base`: an address the app adds
 * paths to (the API, the web app), which must have no query: /contact-pre-reg would land after it;
 * or one whose query only the app may write (the coupon's redeem page).
 */
const httpsUrl = (rules: TenantRules, written: boolean, base = false) =>
  z.string().check(
    z.refine((value) => isPartnerUrl(value, rules.allowLoopback), fault('url', true)),
    // A query, even an empty one (…/patient?): the URL parser writes every query after a ?.
    z.refine((value) => !base || !value.includes('?'), fault('query')),
    normalize(written, normalizedUrl),
  );

/**
 * An image: a path on this site such as /images/partners/acme.svg, a file under public/ (the build
 * checks that it is there and small, tools/partners/images.ts). Never another site's address: it
 * would load on every visit and widen the image policy every partner's page shares.
 */
const imageRef = () => z.string().check(z.regex(IMAGE_PATH_PATTERN, fault('image')));

/** A name written outside ASCII (città.it): the words give its punycode form (xn--citt-1ra.it). */
const ascii = () => z.refine<string>((value) => !NON_ASCII_PATTERN.test(value), fault('punycode', true));

/** An e-mail domain such as acme.it, stored trimmed and in lowercase. */
const domain = (written: boolean) =>
  z.string().check(
    normalize(written, (value) => value.trim().toLowerCase()),
    ascii(),
    z.regex(HOSTNAME_PATTERN, fault('domain')),
  );

/** A host the partner's site is also served on, written exactly as in the address bar. */
const host = () =>
  z.string().check(
    z.refine((value) => value === value.toLowerCase(), fault('uppercase', true)),
    ascii(),
    z.regex(HOSTNAME_PATTERN, fault('host')),
  );

/** The contract's reference, as the provider wrote it: nothing a server could take off its end. */
const contractRef = () =>
  z.string().check(
    z.regex(CONTRACT_REF_PATTERN, fault('pattern', true)),
    z.refine((value) => !CONTRACT_REF_TRAILING_DOT.test(value), fault('trailingDot')),
    z.refine((value) => !CONTRACT_REF_EXTENSION.test(value), fault('extension')),
  );

/**
 * Plain text shown on the page: something visible, no markup, no control or invisible characters,
 * nothing that reads as a text left unfilled; stored trimmed.
 */
const plainText = (written: boolean) =>
  z.string().check(
    normalize(written, (value) => value.trim()),
    // minLength for the editor's schema; isBlank for what shows nothing (U+2800 and the like).
    z.minLength(1, fault('empty', true)),
    z.refine((value) => !isBlank(value), fault('empty', true)),
    z.maxLength(MAX_PLAIN_TEXT_LENGTH, fault('tooLong')),
    z.refine((value) => !MARKUP_OR_CONTROL_PATTERN.test(value), fault('markup')),
    z.refine((value) => !INVISIBLE_PATTERN.test(value), fault('invisible')),
    z.refine((value) => !BROKEN_UNICODE_PATTERN.test(value), fault('unicode')),
    z.refine((value) => !UNFILLED_PATTERN.test(value), fault('unfilled')),
  );

/** The partner's name: plain text, with neither of groupRef's separators (GROUP_REF_SEPARATORS). */
const partnerName = (written: boolean) =>
  plainText(written).check(z.refine((value) => !GROUP_REF_SEPARATORS.test(value), fault('separator')));

/** A list of one to `max` items. */
const list = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.array(item).check(z.minLength(1, fault('tooFew')), z.maxLength(max, fault('tooMany')));

/**
 * A partner's wording for one text. It may use the {{placeholders}} and <tags> of the
 * default text, plus the partner's and provider's names and the support e-mail.
 */
const overrideText = (key: TextKey, fallback: string) =>
  z.string().check(
    z.maxLength(MAX_TEXT_LENGTH, fault('tooLong')),
    z.superRefine((value, ctx) => {
      const faults = textOverrideFaults(fallback, value, key);
      const found: Array<[Fault, boolean]> = [
        ['empty', faults.empty],
        ['control', faults.control],
        ['invisible', faults.invisible],
        ['unicode', faults.brokenUnicode],
        ['nesting', faults.nesting],
        ['unfilled', faults.unfilled],
        ['braces', faults.strayBraces],
        ['placeholders', faults.unknownPlaceholders.length > 0],
        ['tags', faults.unknownTags.length > 0],
        ['strayMarkup', faults.strayMarkup],
      ];
      for (const [name, present] of found) if (present) ctx.addIssue({ code: 'custom', message: name, input: value });
    }),
  );

/** Every Italian text by its key (src/shared/i18n/default-texts.ts), which partner texts are checked against. */
export type DefaultTexts = ReadonlyMap<TextKey, string>;

/** A partner's own texts in one language: any of the app's texts, by key, each checked against its default. */
const texts = (defaults: DefaultTexts) =>
  z.strictObject(
    Object.fromEntries([...defaults].map(([key, fallback]) => [key, z.optional(overrideText(key, fallback))])) as {
      [K in TextKey]: z.ZodMiniOptional<ReturnType<typeof overrideText>>;
    },
  );
type PartnerTexts = z.output<ReturnType<typeof texts>>;

const TEXT_KEY_PATTERN = new RegExp(`^(${NAMESPACES.join('|')}):[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$`);
/**
 * The texts of a file the build wrote, in the browser: the build checked each against its default
 * already, and the browser has only the texts of the screens it has shown, so here each must be
 * plain text under a well-formed key, and the app keeps the default over any text whose
 * placeholders or tags its own default would not allow (src/lib/i18n.ts).
 */
const writtenTexts = z.custom<PartnerTexts>(
  (value) =>
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.entries(value).every(([key, text]) => TEXT_KEY_PATTERN.test(key) && typeof text === 'string' && isPlainText(text)),
);

/**
 * What the build writes to /tenants/<slug>.json for a partner: everything but BUILD_ONLY_FIELDS.
 * `defaults`: the texts a partner's are checked against; a file the build wrote has been (writtenTexts).
 */
function tenantFields(rules: TenantRules, written: boolean, defaults?: DefaultTexts) {
  const languageTexts = () => (defaults ? texts(defaults) : writtenTexts);
  const url = () => httpsUrl(rules, written);
  const baseUrl = () => httpsUrl(rules, written, true);
  const image = () => z.optional(imageRef());
  return {
    partner: z.strictObject({
      name: partnerName(written),
      emailDomains: list(domain(written), LIMITS.emailDomains),
    }),
    contractRef: contractRef(),
    hosts: z.optional(
      list(host(), LIMITS.hosts).check(
        z.superRefine((hosts, ctx) => {
          hosts.forEach((name, index) => {
            if (hosts.indexOf(name) < index) ctx.addIssue({ code: 'custom', path: [index], message: 'twice', input: name });
          });
        }),
      ),
    ),
    provider: z.strictObject({
      productName: plainText(written),
      productDomain: domain(written),
      apiBaseUrl: baseUrl(),
      webappBaseUrl: baseUrl(),
      redeemCouponUrl: baseUrl(),
      howItWorksUrl: url(),
      videoUrl: url(),
    }),
    support: z.strictObject({
      email: z
        .string()
        .check(z.regex(EMAIL_PATTERN, fault('pattern', true)), z.regex(CONTACT_EMAIL_PATTERN, fault('plainAddress'))),
      chatUrl: url(),
      privacyPolicyUrl: url(),
    }),
    branding: z.strictObject({
      primaryColor: z.string().check(z.regex(HEX_COLOR_PATTERN, fault('pattern'))),
      logoUrl: image(),
      heroImageUrl: image(),
    }),
    texts: z.optional(
      z.strictObject(
        Object.fromEntries(LANGUAGES.map((lng) => [lng, z.optional(languageTexts())])) as unknown as {
          [L in Language]: z.ZodMiniOptional<z.ZodMiniType<PartnerTexts>>;
        },
      ),
    ),
  };
}

/**
 * The schema of a partner file under `rules`, as integrators write it (merged with _defaults.json).
 * What widens a partner's rights (our domain, the provider's origins, public mail admitted) is the
 * operator's, in the site file (config/site.json, tools/partners/site.ts): never in a partner file.
 */
export function tenantSchemaFor(rules: TenantRules, defaults: DefaultTexts) {
  const { texts, ...fields } = tenantFields(rules, false, defaults);
  return z.strictObject({
    $schema: z.optional(z.string()),
    ...fields,
    texts,
  });
}

/** What the build checks but never ships: the editor's hint. */
export const BUILD_ONLY_FIELDS = ['$schema'] as const;

/**
 * A partner as the build wrote it (/tenants/<slug>.json): valid, without BUILD_ONLY_FIELDS, every
 * value already in its stored form. Loopback addresses too: the build decided whether this build
 * may have them (test builds). Built on first use.
 */
let writtenTenant: ReturnType<typeof writtenTenantSchema> | undefined;
function writtenTenantSchema() {
  return z.strictObject(tenantFields({ allowLoopback: true }, true));
}
export function tenantFileSchema(): ReturnType<typeof writtenTenantSchema> {
  return (writtenTenant ??= writtenTenantSchema());
}

/** /tenants/hosts.json as the build writes it: each of the partners' own hosts, to the partner's slug. */
// z.custom, not z.record: the record schema would add a kilobyte of zod to step 1 for this one map.
export const hostMapSchema = z.custom<Record<string, string>>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(
      ([host, slug]) => HOSTNAME_PATTERN.test(host) && typeof slug === 'string' && SLUG_PATTERN.test(slug),
    ),
);

/** A validated partner, as the build emits it to /tenants/<slug>.json. */
export type TenantData = Omit<z.output<ReturnType<typeof tenantSchemaFor>>, (typeof BUILD_ONLY_FIELDS)[number]>;
/** A validated partner, as the app uses it. */
export type TenantConfig = TenantData & { slug: string };
/** A partner's own texts, by language. */
export type TenantTexts = NonNullable<TenantData['texts']>;
