/**
 * Reads tenants/*.json (merged over tenants/_defaults.json) and validates each one
 * with the same zod schema the app uses. Every problem names the file, the field and the
 * reason, so an integrator can fix it without reading code.
 * Runs in Node only: the build, the dev server and the tenant commands use it.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PRODUCTION_RULES, type TenantData, type TenantRules } from '../schema.ts';
import { hostProblems } from './hosts.ts';
import { parseJson } from './json-file.ts';
import { DEFAULTS_FILE, formatProblem, type TenantLoadResult, type TenantProblem } from './problems.ts';
import { validateTenant } from './validate.ts';

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
  const hosts = hostProblems(tenants, files);
  const kept = <T>(map: Map<string, T>) => new Map([...map].filter(([slug]) => !hosts.rejected.has(slug)));
  return { tenants: kept(tenants), problems: [...problems, ...hosts.problems], files: kept(files) };
}
