/**
 * One partner, already merged with the defaults, checked with the zod schema of src/shared/tenant/schema.ts:
 * the partner, or every problem with its file, field and reason.
 */
import { PRODUCTION_RULES, tenantSchemaFor, type TenantData, type TenantRules } from '../../src/shared/tenant/schema.ts';
import { RESERVED_SLUGS, SLUG_PATTERN } from '../../src/shared/tenant/patterns.ts';
import { publicMailService } from './public-mail.ts';
import { describeIssue, describeUnknownField, describeUnknownTextKey, type IssueLike } from './messages.ts';
import type { TenantLoadResult, TenantProblem } from './problems.ts';

/** Where a merged tenant came from, so each problem names the file that holds the field. */
export interface TenantSources {
  /** The partner's own file, before the merge. */
  own: unknown;
  /** _defaults.json, and how messages name it. */
  defaults: unknown;
  defaultsFile: string;
  /**
   * The provider's API origins (site.apiOrigins of _defaults.json, else the origin of its
   * provider.apiBaseUrl); undefined when _defaults.json names none.
   */
  apiOrigins?: readonly string[];
}

/**
 * Validates one tenant (already merged with the defaults) and names every problem, against
 * _defaults.json when the field comes from there (see `sources`), else against `file`.
 */
export function validateTenant(
  slug: string,
  data: unknown,
  file: string,
  rules: TenantRules = PRODUCTION_RULES,
  sources?: TenantSources,
): TenantLoadResult {
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
  if (sources && hasPath(sources.own, ['site'])) {
    problems.push({
      file,
      field: 'site',
      message: `is a setting of the whole site: it belongs in ${sources.defaultsFile} only, remove it from this file`,
    });
  }
  if (sources && hasPath(sources.defaults, ['allow'])) {
    problems.push({
      file: sources.defaultsFile,
      field: 'allow',
      message: "is what one partner is explicitly allowed: it belongs in that partner's own file only, remove it from here",
    });
  }
  const fileOf = (path: PropertyKey[]) =>
    sources && !hasPath(sources.own, path) && hasPath(sources.defaults, path) ? sources.defaultsFile : file;
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
  } else {
    const { $schema: _schema, site: _site, allow = {}, ...config } = parsed.data;
    problems.push(...allowanceProblems(config, allow, file, sources));
    if (problems.length === 0) {
      tenants.set(slug, config);
      files.set(slug, file);
    }
  }
  return { tenants, problems, files };
}

/**
 * What a partner may do only when its own file says so in "allow": admit a public mail service,
 * send members' data to an API origin the provider's list does not name.
 */
function allowanceProblems(
  config: TenantData,
  allow: { publicEmailDomains?: string[]; apiOrigins?: string[] },
  file: string,
  sources: TenantSources | undefined,
): TenantProblem[] {
  const problems: TenantProblem[] = [];
  const domainsFile = sources && !hasPath(sources.own, ['partner', 'emailDomains']) ? sources.defaultsFile : file;
  config.partner.emailDomains.forEach((domain, index) => {
    const service = publicMailService(domain);
    if (service && !(allow.publicEmailDomains ?? []).includes(domain)) {
      problems.push({
        file: domainsFile,
        field: `partner.emailDomains.${index}`,
        message: `${domain} ${service === domain ? 'is' : `includes ${service},`} a public mail service: anyone can open an address there and activate the service as a member of this partner. If this partner really admits such addresses, also list ${domain} in allow.publicEmailDomains`,
      });
    }
  });
  const known = sources?.apiOrigins;
  const origin = new URL(config.provider.apiBaseUrl).origin;
  if (known && !known.includes(origin) && !(allow.apiOrigins ?? []).some((allowed) => new URL(allowed).origin === origin)) {
    problems.push({
      file: sources && !hasPath(sources.own, ['provider', 'apiBaseUrl']) ? sources.defaultsFile : file,
      field: 'provider.apiBaseUrl',
      message: `${origin} is not one of the provider's API origins (${known.join(', ')}, from site.apiOrigins or provider.apiBaseUrl of ${sources?.defaultsFile ?? '_defaults.json'}): members' personal data would be sent there. If this partner really uses that API of the provider, list ${origin} in allow.apiOrigins`,
    });
  }
  return problems;
}

const schemas = new Map<boolean, ReturnType<typeof tenantSchemaFor>>();
function schemaFor(rules: TenantRules): ReturnType<typeof tenantSchemaFor> {
  let schema = schemas.get(rules.allowLoopback);
  if (!schema) schemas.set(rules.allowLoopback, (schema = tenantSchemaFor(rules)));
  return schema;
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

/** The fields the schema allows in the object at `path` ("branding" -> primaryColor, logoUrl, …). */
function fieldsAt(path: readonly PropertyKey[]): string[] {
  type Node = { _zod: { def: { shape?: Record<string, Node>; innerType?: Node; element?: Node } } };
  const unwrap = (node: Node | undefined) => {
    let current = node;
    while (current && !current._zod.def.shape && current._zod.def.innerType) current = current._zod.def.innerType;
    return current;
  };
  let node = unwrap(schemaFor(PRODUCTION_RULES) as unknown as Node);
  for (const key of path) node = unwrap(typeof key === 'string' ? node?._zod.def.shape?.[key] : node?._zod.def.element);
  return Object.keys(node?._zod.def.shape ?? {});
}
