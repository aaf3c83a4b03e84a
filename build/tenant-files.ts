/**
 * Reads tenants/*.json (merged over tenants/_defaults.json) and validates each one
 * with the same zod schema the app uses. Every problem names the file, the field
 * and the reason, so an integrator can fix it without reading code.
 * Runs in Node only: the build, the dev server and the tenant commands use it.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SLUG_PATTERN, tenantSchema, type TenantData } from '../src/tenant/schema.ts';

export const DEFAULTS_FILE = '_defaults.json';

export interface TenantProblem {
  file: string;
  /** Dotted path of the field, empty for the whole file. */
  field: string;
  message: string;
}

export interface TenantLoadResult {
  tenants: Map<string, TenantData>;
  problems: TenantProblem[];
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
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Json;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.push({ file, field: '', message: `is not valid JSON: ${reason}` });
    return undefined;
  }
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

/** Validates one tenant (already merged with the defaults) and names every problem. */
export function validateTenant(slug: string, data: unknown, file: string): TenantLoadResult {
  const problems: TenantProblem[] = [];
  const tenants = new Map<string, TenantData>();
  if (!SLUG_PATTERN.test(slug)) {
    problems.push({
      file,
      field: '',
      message: `the file name must be the partner's subdomain: lowercase letters, digits and hyphens, such as acme.json or acme-italia.json`,
    });
  }
  const parsed = tenantSchema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({ file, field: issue.path.join('.'), message: describeIssue(issue) });
    }
  } else if (problems.length === 0) {
    const { $schema: _ignored, ...config } = parsed.data;
    tenants.set(slug, config);
  }
  return { tenants, problems };
}

interface IssueLike {
  code: string;
  message: string;
  keys?: string[];
  path: PropertyKey[];
  expected?: string;
  input?: unknown;
}

function describeIssue(issue: IssueLike): string {
  if (issue.code === 'unrecognized_keys' && issue.keys) {
    const names = issue.keys.map((key) => `"${key}"`).join(', ');
    return `unknown field ${names}: check the spelling; only the documented fields are allowed`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return `is missing: add it to the file or to ${DEFAULTS_FILE}`;
  }
  if (issue.code === 'invalid_type') {
    return `must be ${article(issue.expected ?? 'value')} ${issue.expected ?? 'value'}`;
  }
  return issue.message;
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

/** Loads and validates every tenant file in `dir`. */
export function loadTenants(dir: string, cwd = process.cwd()): TenantLoadResult {
  const label = (name: string) => relative(cwd, join(dir, name)) || name;
  const problems: TenantProblem[] = [];
  const tenants = new Map<string, TenantData>();
  const defaults = readDefaults(dir, problems, label);
  for (const name of tenantFileNames(dir)) {
    const file = label(name);
    const own = readJson(join(dir, name), file, problems);
    if (own === undefined) continue;
    if (!isPlainObject(own)) {
      problems.push({ file, field: '', message: 'must be a JSON object { … }' });
      continue;
    }
    const result = validateTenant(name.replace(/\.json$/, ''), deepMerge(defaults, own), file);
    problems.push(...result.problems);
    for (const [slug, config] of result.tenants) tenants.set(slug, config);
  }
  return { tenants, problems };
}

export function formatProblem({ file, field, message }: TenantProblem): string {
  return field ? `${file}: ${field}: ${message}` : `${file}: ${message}`;
}
