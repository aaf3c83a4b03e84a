/**
 * Reads tenants/*.json (merged over tenants/_defaults.json) and validates each one
 * with the same zod schema the app uses. Every problem names the file, the field
 * and the reason, so an integrator can fix it without reading code.
 * Runs in Node only: the build, the dev server and the tenant commands use it.
 */
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PRODUCTION_RULES, SLUG_PATTERN, tenantSchemaFor, type TenantData, type TenantRules } from '../src/tenant/schema.ts';
import { TEXT_KEYS } from '../src/tenant/text-keys.ts';
import { contrastRatio, onColor } from '../src/tenant/apply-theme.ts';
import { parseJson } from './json-file.ts';

export const DEFAULTS_FILE = '_defaults.json';

/**
 * Set to 1 for a production build that only ever runs on this machine (the browser suite,
 * npm run bench): it accepts http:// on localhost and 127.0.0.1 and keeps the demo partner.
 */
export const TEST_BUILD_VARIABLE = 'ONBOARDING_TEST_BUILD';

/** What a build or the dev server accepts and ships. */
export interface BuildRules extends TenantRules {
  /** tenants/demo.json, the partner of http://localhost:5173, is left out of builds that are deployed. */
  includeDemo: boolean;
}

export function buildRules(command: 'build' | 'serve', env: Record<string, string | undefined> = process.env): BuildRules {
  const local = command === 'serve' || env[TEST_BUILD_VARIABLE] === '1';
  return { allowLoopback: local, includeDemo: local };
}

export interface TenantProblem {
  file: string;
  /** Dotted path of the field, empty for the whole file. */
  field: string;
  message: string;
}

export interface TenantLoadResult {
  tenants: Map<string, TenantData>;
  problems: TenantProblem[];
  /** The file each valid tenant came from, as shown in messages (tenants/acme.json). */
  files: Map<string, string>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPlainObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects merge key by key; anything else in the tenant file replaces the default. */
export function deepMerge(base: Json, override: Json): Json {
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const merged: Record<string, Json> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = current === undefined ? value : deepMerge(current, value);
  }
  return merged;
}

function readJson(path: string, file: string, problems: TenantProblem[]): Json | undefined {
  const parsed = parseJson(readFileSync(path, 'utf8'));
  if (parsed.ok) return parsed.value as Json;
  const { line, column, reason } = parsed.error;
  problems.push({ file, field: '', message: `is not valid JSON: ${reason} (line ${line}, column ${column})` });
  return undefined;
}

export function tenantFileNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
    .sort();
}

function readDefaults(dir: string, problems: TenantProblem[], label: (name: string) => string): Json {
  const path = join(dir, DEFAULTS_FILE);
  if (!existsSync(path)) return {};
  const defaults = readJson(path, label(DEFAULTS_FILE), problems);
  if (defaults !== undefined && !isPlainObject(defaults)) {
    problems.push({ file: label(DEFAULTS_FILE), field: '', message: 'must be a JSON object { … }' });
    return {};
  }
  return defaults ?? {};
}

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
          problems.push({ file: fileOf([...issue.path, key]), field: [...issue.path, key].join('.'), message: describeUnknownTextKey(key) });
        }
      } else if (issue.code === 'unrecognized_keys' && issue.keys) {
        for (const key of issue.keys) {
          problems.push({ file: fileOf([...issue.path, key]), field: issue.path.join('.'), message: describeUnknownField(issue.path, key) });
        }
      } else {
        problems.push({ file: fileOf(issue.path), field: issue.path.join('.'), message: describeIssue(issue, valueAt(data, issue.path)) });
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

function describeUnknownTextKey(key: string): string {
  const rule = 'keys are "<file>:<key>", as in locales/it/<file>.json';
  if (!key.includes(':')) {
    const candidates = TEXT_KEYS.filter((known) => known.endsWith(`:${key}`));
    if (candidates.length > 0) {
      const list = candidates.map((known) => `"${known}"`);
      const choice = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
      return `is not a text of the app: put the file name in front, such as ${choice}`;
    }
  }
  const hint = closestTextKey(key);
  return hint ? `is not a text of the app: did you mean "${hint}"? (${rule})` : `is not a text of the app: ${rule}, such as "eligibility:title"`;
}

/** The known key nearest to a misspelt one, when it is near enough to be a typo. */
function closestTextKey(key: string): string | undefined {
  return closest(key, TEXT_KEYS, Math.max(2, Math.floor(key.length / 5)));
}

function closest(name: string, candidates: readonly string[], maxDistance: number): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const known of candidates) {
    const distance = known.toLowerCase() === name.toLowerCase() ? 0 : editDistance(name, known);
    if (!best || distance < best.distance) best = { name: known, distance };
  }
  return best && best.distance <= maxDistance ? best.name : undefined;
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

function describeUnknownField(path: readonly PropertyKey[], key: string): string {
  const fields = fieldsAt(path);
  const hint = closest(key, fields, Math.max(1, Math.floor(key.length / 4)));
  if (hint) return `unknown field "${key}": did you mean "${hint}"?`;
  return `unknown field "${key}": check the spelling; the fields here are ${fields.join(', ')}`;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

interface IssueLike {
  code: string;
  message: string;
  keys?: string[];
  path: PropertyKey[];
  expected?: string;
}

function describeIssue(issue: IssueLike, value: unknown): string {
  if (issue.code === 'invalid_type' && value === undefined) {
    return `is missing: add it to the file or to ${DEFAULTS_FILE}`;
  }
  if (issue.code === 'invalid_type') {
    return `has the wrong type: expected ${describeType(issue.expected)}, found ${describeValue(value)}`;
  }
  return issue.message;
}

function describeType(expected: string | undefined): string {
  switch (expected) {
    case 'string':
      return 'text in quotes';
    case 'array':
      return 'a list [ … ]';
    case 'object':
      return 'an object { … }';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    default:
      return expected ?? 'another value';
  }
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  return Array.isArray(value) ? 'a list [ … ]' : 'an object { … }';
}

/**
 * Loads and validates every tenant file in `dir` under `rules` (production unless told).
 * A mistake in _defaults.json is reported once, against _defaults.json.
 */
export function loadTenants(dir: string, cwd = process.cwd(), rules: TenantRules = PRODUCTION_RULES): TenantLoadResult {
  const label = (name: string) => relative(cwd, join(dir, name)) || name;
  const problems: TenantProblem[] = [];
  const tenants = new Map<string, TenantData>();
  const files = new Map<string, string>();
  const defaults = readDefaults(dir, problems, label);
  const reported = new Set<string>();
  for (const name of tenantFileNames(dir)) {
    const file = label(name);
    const own = readJson(join(dir, name), file, problems);
    if (own === undefined) continue;
    if (!isPlainObject(own)) {
      problems.push({ file, field: '', message: 'must be a JSON object { … }' });
      continue;
    }
    const sources = { own, defaults, defaultsFile: label(DEFAULTS_FILE) };
    const result = validateTenant(name.replace(/\.json$/, ''), deepMerge(defaults, own), file, rules, sources);
    for (const problem of result.problems) {
      const key = formatProblem(problem);
      if (problem.file === sources.defaultsFile && reported.has(key)) continue;
      reported.add(key);
      problems.push(problem);
    }
    for (const [slug, config] of result.tenants) tenants.set(slug, config);
    for (const [slug, shown] of result.files) files.set(slug, shown);
  }
  const loaded = { tenants, problems, files };
  checkHosts(loaded);
  return loaded;
}

/**
 * A host serves exactly one partner. Two files claiming one host, or a host whose first
 * label is another partner's subdomain (the app tries /tenants/<first label>.json first),
 * would show the wrong partner: both are errors, and the later file is left out.
 */
function checkHosts({ tenants, problems, files }: TenantLoadResult): void {
  const owners = new Map<string, string>();
  const shown = new Map(files);
  const fileOf = (slug: string) => shown.get(slug) ?? `${slug}.json`;
  for (const [slug, tenant] of [...tenants]) {
    const file = fileOf(slug);
    let failed = false;
    (tenant.hosts ?? []).forEach((host, index) => {
      const field = `hosts.${index}`;
      const owner = owners.get(host);
      const firstLabel = host.split('.')[0] ?? '';
      if (owner !== undefined && owner !== slug) {
        problems.push({
          file,
          field,
          message: `${host} is also claimed by ${fileOf(owner)}: a host can serve only one partner, so remove it from one of the two files`,
        });
        failed = true;
      } else if (firstLabel !== slug && tenants.has(firstLabel)) {
        problems.push({
          file,
          field,
          message: `${host} begins with "${firstLabel}", the subdomain of ${fileOf(firstLabel)}, so that partner would be shown on it: use another host name`,
        });
        failed = true;
      } else {
        owners.set(host, slug);
      }
    });
    if (failed) {
      tenants.delete(slug);
      files.delete(slug);
    }
  }
}

export interface WarningOptions {
  /** The site's public/ folder, where logo and hero image paths point. */
  publicDir: string;
  /** How to show paths under publicDir in messages; defaults to the current directory. */
  cwd?: string;
}

/** The minimum contrast of normal text (WCAG 2.2, 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Mistakes that do not break the site but that an integrator should look at:
 * text hard to read on the primary colour, a logo or picture with no file under public/,
 * two partners accepting the same e-mail domain.
 */
export function tenantWarnings({ tenants, files }: TenantLoadResult, options: WarningOptions): TenantProblem[] {
  const warnings: TenantProblem[] = [];
  const cwd = options.cwd ?? process.cwd();
  const claimed: Array<{ domain: string; slug: string }> = [];
  for (const [slug, tenant] of tenants) {
    const file = files.get(slug) ?? `${slug}.json`;
    const primary = tenant.branding.primaryColor.toLowerCase();
    const ink = onColor(primary);
    const ratio = contrastRatio(primary, ink);
    if (ratio < MIN_TEXT_CONTRAST) {
      warnings.push({
        file,
        field: 'branding.primaryColor',
        message: `${primary} gives only ${ratio.toFixed(2)}:1 contrast with the text drawn on it (${ink}); buttons need at least ${MIN_TEXT_CONTRAST}:1 to be readable, so choose a ${ink === '#ffffff' ? 'darker' : 'lighter'} shade`,
      });
    }
    for (const field of ['logoUrl', 'heroImageUrl'] as const) {
      const path = tenant.branding[field];
      if (!path?.startsWith('/')) continue;
      const onDisk = join(options.publicDir, ...path.split('/').filter(Boolean));
      if (!isFile(onDisk)) {
        warnings.push({
          file,
          field: `branding.${field}`,
          message: `${path} has no file: add ${relative(cwd, onDisk) || onDisk}, or the page shows a broken image`,
        });
      }
    }
    tenant.partner.emailDomains.forEach((domain, index) => {
      for (const other of claimed) {
        if (other.slug === slug) continue;
        const otherFile = files.get(other.slug) ?? other.slug;
        let overlap: string | undefined;
        if (other.domain === domain) overlap = `${domain} is also claimed by ${otherFile}`;
        else if (domain.endsWith(`.${other.domain}`)) overlap = `${domain} is inside ${other.domain}, claimed by ${otherFile}`;
        else if (other.domain.endsWith(`.${domain}`)) overlap = `${domain} includes ${other.domain}, claimed by ${otherFile}`;
        if (overlap) {
          warnings.push({
            file,
            field: `partner.emailDomains.${index}`,
            message: `${overlap}: the same members could activate the service through both partners`,
          });
        }
      }
    });
    for (const domain of tenant.partner.emailDomains) claimed.push({ domain, slug });
  }
  return warnings;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export function formatProblem({ file, field, message }: TenantProblem): string {
  return field ? `${file}: ${field}: ${message}` : `${file}: ${message}`;
}
