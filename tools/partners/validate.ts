/**
 * The partner gate: one partner, already merged with the defaults, checked with the zod schema of
 * src/shared/tenant/schema.ts, the operator's rules, and every text resolved as the app resolves it
 * (resolved-texts.ts): the partner, or every problem with its file, field and reason. npm run
 * tenant:check, the build and the dev server accept a partner through it alone (load.ts reads the files).
 */
import { z } from 'zod/mini';
import { PRODUCTION_RULES, tenantSchemaFor, type TenantData, type TenantRules } from '../../src/shared/tenant/schema.ts';
import { LOOPBACK_HOSTS, RESERVED_SLUGS, SLUG_PATTERN } from '../../src/shared/tenant/patterns.ts';
import { MIN_GRAPHIC_CONTRAST, backgroundContrast } from '../../src/shared/tenant/contrast.ts';
import { emailDomainProblems } from './email-domains.ts';
import { EMPTY_SITE, type SiteSettings } from './site.ts';
import { describeIssue, describeUnknownField, describeUnknownTextKey, type IssueLike } from './messages.ts';
import type { TenantLoadResult, TenantProblem } from './problems.ts';
import { DEFAULT_TEXTS } from '../../src/shared/i18n/default-texts.ts';
import { REQUIRED_TEXTS } from '../../src/shared/i18n/required-texts.ts';
import { contactInText, requiredTextFaults } from './member-texts.ts';
import { textProblems } from './resolved-texts.ts';
import { LANGUAGES, type Language, type TextKey } from '../../src/shared/i18n/text-keys.ts';

/** Where a merged tenant came from, so each problem names the file that holds the field. */
export interface TenantSources {
  /** The partner's own file, before the merge. */
  own: unknown;
  /** _defaults.json, and how messages name it. */
  defaults: unknown;
  defaultsFile: string;
}

/** The operator's site file (tools/partners/site.ts), and how messages name it. */
export interface SiteSource {
  site: SiteSettings;
  file: string;
}

/** What only the operator sets: a partner file (or _defaults.json) that tries is refused with these words. */
const OPERATOR_FIELDS = ['site', 'allow'] as const;

/**
 * Validates one tenant (already merged with the defaults) and names every problem, against
 * _defaults.json when the field comes from there (see `sources`), else against `file`.
 */
export function validateTenant(
  slug: string,
  merged: unknown,
  file: string,
  rules: TenantRules = PRODUCTION_RULES,
  sources?: TenantSources,
  siteSource: SiteSource = { site: EMPTY_SITE, file: 'config/site.json' },
): TenantLoadResult {
  const { site, file: siteFile } = siteSource;
  const problems: TenantProblem[] = [];
  const tenants = new Map<string, TenantData>();
  const files = new Map<string, string>();
  if (!SLUG_PATTERN.test(slug)) {
    problems.push({
      file,
      field: '',
      message: `the file name must be the partner's subdomain: lowercase letters, digits and hyphens, such as acme.json or acme-italia.json`,
    });
  } else if (RESERVED_SLUGS.has(slug)) {
    problems.push({
      file,
      field: '',
      message: `"${slug}" cannot be a partner's subdomain: it is a word nginx reserves in the configuration the build writes, or a subdomain of our own site; rename the file, such as ${slug}-italia.json`,
    });
  }
  const ownDomainLabels = site.domain?.split('.') ?? [];
  if (SLUG_PATTERN.test(slug) && ownDomainLabels.includes(slug)) {
    problems.push({
      file,
      field: '',
      message: `"${slug}" cannot be a partner's subdomain: it is a label of our own domain ${site.domain} (domain in ${siteFile}), so this partner would take the site's own address; rename the file, such as ${slug}-partner.json`,
    });
  }
  // What widens a partner's rights is the operator's: refused wherever in tenants/ it is written, and left out below.
  for (const field of OPERATOR_FIELDS) {
    const words =
      field === 'allow'
        ? `a partner file cannot allow itself anything: the operator admits public mail domains and extra origins for one partner in partners.${slug} of ${siteFile}; remove allow from this file`
        : `is the operator's: our domain and the provider's origins are set in ${siteFile}, outside tenants/; remove site from this file`;
    if (hasPath(sources?.own ?? merged, [field])) problems.push({ file, field, message: words });
    if (sources && hasPath(sources.defaults, [field])) {
      problems.push({
        file: sources.defaultsFile,
        field,
        message: `is the operator's, not shared partner data: what it held (our domain, the provider's API and web origins, a partner's allowances) is set in ${siteFile}, outside tenants/; remove ${field} from ${sources.defaultsFile}`,
      });
    }
  }
  const data = isObject(merged)
    ? Object.fromEntries(Object.entries(merged).filter(([key]) => !(OPERATOR_FIELDS as readonly string[]).includes(key)))
    : merged;
  const fileOf = sourceOf(file, sources);
  const parsed = schemaFor(rules).safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (isUnknownTextKeys(issue)) {
        for (const key of issue.keys) {
          problems.push({
            file: fileOf([...issue.path, key]),
            field: [...issue.path, key].join('.'),
            message: describeUnknownTextKey(key),
          });
        }
      } else if (issue.code === 'unrecognized_keys' && issue.keys) {
        for (const key of issue.keys) {
          problems.push({
            file: fileOf([...issue.path, key]),
            field: issue.path.join('.'),
            message: describeUnknownField(fieldsAt(issue.path), key),
          });
        }
      } else {
        problems.push({
          file: fileOf(issue.path),
          field: issue.path.join('.'),
          message: describeIssue(issue, valueAt(data, issue.path), rules),
        });
      }
    }
  }
  // The addresses' origins and the texts members must read are checked on what the file holds, even
  // when other fields are wrong, so that one run names every problem; a field already refused is not said twice.
  const refused = new Set(problems.map((problem) => problem.field));
  const extra = [...originProblems(slug, data, file, sources, siteSource, rules), ...memberTextProblems(data, fileOf)].filter(
    (problem) => !refused.has(problem.field),
  );
  problems.push(...extra);
  if (parsed.success) {
    const { $schema: _schema, ...config } = parsed.data;
    problems.push(...siteProblems(slug, config, file, sources, siteSource));
    // Last, every text resolved in every language as the app resolves it (resolved-texts.ts): what no rule above foresaw.
    const said = new Set(problems.map((problem) => problem.field));
    for (const { path, message } of textProblems(config)) {
      const field = path.join('.');
      if (!said.has(field)) problems.push({ file: fileOf([...path]), field, message });
    }
    if (problems.length === 0) {
      tenants.set(slug, config);
      files.set(slug, file);
    }
  }
  return { tenants, problems, files };
}

const LINK_WORDS = ["the pages' links", 'members would be sent to a site nobody checked'] as const;

/**
 * The addresses of a partner file that lead somewhere, each on an origin the operator lists: the
 * provider's, which carry a member's data, key or code, and the pages' links, where a tap sends her.
 */
const GUARDED = [
  ['provider', 'apiBaseUrl', 'apiOrigins', "the provider's API", "members' personal data would be posted there"],
  [
    'provider',
    'webappBaseUrl',
    'webOrigins',
    "the provider's web app",
    'new members would be sent there with their reference key',
  ],
  ['provider', 'redeemCouponUrl', 'webOrigins', "the provider's web app", 'members would be sent there with their personal code'],
  ...(['howItWorksUrl', 'videoUrl'] as const).map((field) => ['provider', field, 'linkOrigins', ...LINK_WORDS] as const),
  ...(['chatUrl', 'privacyPolicyUrl'] as const).map((field) => ['support', field, 'linkOrigins', ...LINK_WORDS] as const),
] as const;

/**
 * What needs the whole partner, valid: public mail services among its domains only where the operator's
 * site file allows them (public suffixes and our own or the provider's domains never, email-domains.ts),
 * and a primary colour the page's background does not hide. The addresses' origins: originProblems.
 */
function siteProblems(
  slug: string,
  config: TenantData,
  file: string,
  sources: TenantSources | undefined,
  { site, file: siteFile }: SiteSource,
): TenantProblem[] {
  const problems: TenantProblem[] = [];
  const fileOf = sourceOf(file, sources);
  problems.push(...emailDomainProblems(slug, config, fileOf(['partner', 'emailDomains']), site, siteFile));
  const primary = config.branding.primaryColor.toLowerCase();
  const { ratio, background } = backgroundContrast(primary);
  if (ratio < MIN_GRAPHIC_CONTRAST) {
    problems.push({
      file: fileOf(['branding', 'primaryColor']),
      field: 'branding.primaryColor',
      message: `${primary} gives only ${ratio.toFixed(2)}:1 contrast with the page's background (${background}): buttons and focus rings in it would vanish, and need at least ${MIN_GRAPHIC_CONTRAST}:1 (WCAG 1.4.11); choose a darker shade`,
    });
  }
  return problems;
}

/** Which file holds the field at a path: the partner's own, or _defaults.json when only it has the field. */
function sourceOf(file: string, sources: TenantSources | undefined): (path: PropertyKey[]) => string {
  return (path) => (sources && !hasPath(sources.own, path) && hasPath(sources.defaults, path) ? sources.defaultsFile : file);
}

/**
 * The origins of the addresses that lead somewhere (GUARDED), each on one the operator lists (loopback
 * ones aside in dev and test builds); an address that is none is the schema's to refuse.
 */
function originProblems(
  slug: string,
  data: unknown,
  file: string,
  sources: TenantSources | undefined,
  { site, file: siteFile }: SiteSource,
  rules: TenantRules,
): TenantProblem[] {
  const problems: TenantProblem[] = [];
  const fileOf = sourceOf(file, sources);
  const own = site.partners[slug];
  for (const [group, field, list, what, carries] of GUARDED) {
    const value = valueAt(data, [group, field]);
    if (typeof value !== 'string' || !URL.canParse(value)) continue;
    const url = new URL(value);
    const allowed = [...site[list], ...(own?.[list] ?? [])];
    if (allowed.includes(url.origin) || (rules.allowLoopback && LOOPBACK_HOSTS.has(url.hostname))) continue;
    const where = fileOf([group, field]);
    // Said once for _defaults.json, whichever partner it is merged under.
    const partner = where === file ? slug : '<slug>';
    problems.push({
      file: where,
      field: `${group}.${field}`,
      message: `${url.origin} is not an origin the operator lists for ${what}: ${carries}. Only the operator adds it, to ${list} in ${siteFile} (or to partners.${partner}.${list} for one partner only)`,
    });
  }
  return problems;
}

/**
 * A partner's texts that members must read keep their required parts and give no contact of their own
 * (src/shared/i18n/required-texts.ts).
 */
function memberTextProblems(data: unknown, fileOf: (path: PropertyKey[]) => string): TenantProblem[] {
  const problems: TenantProblem[] = [];
  const byLanguage = valueAt(data, ['texts']);
  for (const [language, texts] of Object.entries(isObject(byLanguage) ? byLanguage : {}) as Array<[Language, unknown]>) {
    if (!isObject(texts) || !(LANGUAGES as readonly string[]).includes(language)) continue;
    for (const [key, text] of Object.entries(texts) as Array<[TextKey, unknown]>) {
      if (typeof text !== 'string' || !REQUIRED_TEXTS[key]) continue;
      const path = ['texts', language, key];
      const problem = (message: string) => problems.push({ file: fileOf(path), field: path.join('.'), message });
      requiredTextFaults(key, language, text).forEach(problem);
      const contact = contactInText(text);
      if (contact) {
        problem(
          `must not give ${contact}: members reach support only through support.email and the links the operator checked; write the words without it`,
        );
      }
    }
  }
  return problems;
}

const schemas = new Map<boolean, ReturnType<typeof tenantSchemaFor>>();
function schemaFor(rules: TenantRules): ReturnType<typeof tenantSchemaFor> {
  let schema = schemas.get(rules.allowLoopback);
  if (!schema) schemas.set(rules.allowLoopback, (schema = tenantSchemaFor(rules, DEFAULT_TEXTS)));
  return schema;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function hasPath(data: unknown, path: readonly PropertyKey[]): boolean {
  return valueAt(data, path) !== undefined;
}

/** texts.<language> lists a key the app does not have: name each one, not just the language. */
function isUnknownTextKeys(issue: IssueLike): issue is IssueLike & { keys: string[] } {
  return issue.code === 'unrecognized_keys' && issue.path.length === 2 && issue.path[0] === 'texts' && Array.isArray(issue.keys);
}

type JsonSchemaNode = { properties?: Record<string, JsonSchemaNode>; items?: JsonSchemaNode };
let jsonSchema: JsonSchemaNode | undefined;

/** The fields the schema allows in the object at `path` ("branding" -> primaryColor, logoUrl, …), from its JSON Schema. */
function fieldsAt(path: readonly PropertyKey[]): string[] {
  let node: JsonSchemaNode | undefined = (jsonSchema ??= z.toJSONSchema(schemaFor(PRODUCTION_RULES), {
    io: 'input',
  }) as JsonSchemaNode);
  for (const key of path) node = typeof key === 'string' ? node?.properties?.[key] : node?.items;
  return Object.keys(node?.properties ?? {});
}
