/**
 * One partner, already merged with the defaults, checked with the zod schema of src/tenant/schema.ts:
 * the partner, or every problem with its file, field and reason.
 */
import { PRODUCTION_RULES, SLUG_PATTERN, tenantSchemaFor, type TenantData, type TenantRules } from '../schema.ts';
import { describeIssue, describeUnknownField, describeUnknownTextKey, type IssueLike } from './messages.ts';
import type { TenantLoadResult, TenantProblem } from './problems.ts';

/** Where a merged tenant came from, so each problem names the file that holds the field. */
export interface TenantSources {
  /** The partner's own file, before the merge. */
  own: unknown;
  /** _defaults.json, and how messages name it. */
  defaults: unknown;
  defaultsFile: string;
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
          message: describeIssue(issue, valueAt(data, issue.path)),
        });
      }
    }
  } else if (problems.length === 0) {
    const { $schema: _ignored, ...config } = parsed.data;
    tenants.set(slug, config);
    files.set(slug, file);
  }
  return { tenants, problems, files };
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
  type Node = { shape?: Record<string, Node>; unwrap?: () => Node };
  const unwrap = (node: Node | undefined) => {
    let current = node;
    while (current && !current.shape && typeof current.unwrap === 'function') current = current.unwrap();
    return current;
  };
  let node = unwrap(schemaFor(PRODUCTION_RULES) as unknown as Node);
  for (const key of path) node = typeof key === 'string' ? unwrap(node?.shape?.[key]) : unwrap(node);
  return Object.keys(node?.shape ?? {});
}
