/**
 * Reads tenants/*.json (merged over tenants/_defaults.json) and validates each one
 * with the same zod schema the app uses, within what the operator's site file allows
 * (config/site.json, see site.ts). Every problem names the file, the field and the
 * reason, so an integrator can fix it without reading code.
 * Runs in Node only: the build, the dev server and the tenant commands use it.
 */
import { readdirSync, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PRODUCTION_RULES, type TenantData, type TenantRules } from '../../src/shared/tenant/schema.ts';
import { contractProblems, hostProblems } from './hosts.ts';
import { grantProblems } from './grants.ts';
import { identityProblems } from './identity.ts';
import { siteDomains } from './own-domains.ts';
import { describeJsonError, parseJson, readUtf8 } from '../json-file.ts';
import { DEFAULTS_FILE, formatProblem, type TenantLoadResult, type TenantProblem } from './problems.ts';
import { readSiteFile, siteFileFor } from './site.ts';
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

/** Far above any real partner file (a few kB), far below what would make a page heavy. */
export const MAX_TENANT_FILE_BYTES = 128 * 1024;

function readJson(path: string, file: string, problems: TenantProblem[]): Json | undefined {
  const size = statSync(path).size;
  if (size > MAX_TENANT_FILE_BYTES) {
    problems.push({
      file,
      field: '',
      message: `is too large: ${Math.ceil(size / 1024)} kB, ${MAX_TENANT_FILE_BYTES / 1024} kB at most (every byte of it reaches the partner's page)`,
    });
    return undefined;
  }
  const read = readUtf8(path);
  if (!read.ok) {
    problems.push({ file, field: '', message: read.problem });
    return undefined;
  }
  const parsed = parseJson(read.text);
  if (parsed.ok) return parsed.value as Json;
  const { line, column } = parsed.error;
  // file:line:column (formatProblem), as the locale files are named: a terminal or an editor opens the file there.
  problems.push({ file, field: '', message: describeJsonError(parsed.error), line, column });
  return undefined;
}

/** What is in tenants/: the partner files, and a message for everything else that is there. */
export function tenantDirectory(dir: string): { names: string[]; odd: Array<{ name: string; message: string }> } {
  if (!existsSync(dir)) return { names: [], odd: [] };
  const names: string[] = [];
  const odd: Array<{ name: string; message: string }> = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const { name } = entry;
    // Hidden files (.gitkeep, .DS_Store) belong to tools, not to the site.
    if (name.startsWith('.')) continue;
    const isFile = entry.isFile() || (entry.isSymbolicLink() && isRegularFile(join(dir, name)));
    const message = !isFile
      ? 'is not a file: tenants/ holds only partner files (<subdomain>.json) and _defaults.json; move it elsewhere'
      : name === DEFAULTS_FILE
        ? undefined
        : !name.toLowerCase().endsWith('.json')
          ? 'is not a partner file: tenants/ holds only <subdomain>.json files and _defaults.json; move it elsewhere'
          : !name.endsWith('.json')
            ? `is not read: the extension must be .json in lowercase, such as ${name.slice(0, -5).toLowerCase()}.json`
            : name.startsWith('_')
              ? `is not read: only ${DEFAULTS_FILE} may start with _; a partner's file is <subdomain>.json`
              : undefined;
    if (message) odd.push({ name, message });
    else if (name !== DEFAULTS_FILE) names.push(name);
  }
  return { names, odd };
}

export function tenantFileNames(dir: string): string[] {
  return tenantDirectory(dir).names;
}

function isRegularFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function readDefaults(dir: string, problems: TenantProblem[], label: (name: string) => string): Json {
  const path = join(dir, DEFAULTS_FILE);
  if (!isRegularFile(path)) return {};
  const defaults = readJson(path, label(DEFAULTS_FILE), problems);
  if (defaults !== undefined && !isPlainObject(defaults)) {
    problems.push({ file: label(DEFAULTS_FILE), field: '', message: 'must be a JSON object { … }' });
    return {};
  }
  return defaults ?? {};
}

/**
 * Loads and validates every tenant file in `dir` under `rules` (production unless told), within what
 * the site file at `siteFile` allows (config/site.json beside tenants/ unless told, see siteFileFor).
 * A mistake in _defaults.json is reported once, against _defaults.json.
 */
export function loadTenants(
  dir: string,
  cwd = process.cwd(),
  rules: TenantRules = PRODUCTION_RULES,
  siteFile = siteFileFor(dir),
): TenantLoadResult {
  const label = (name: string) => relative(cwd, join(dir, name)) || name;
  const siteLabel = relative(cwd, siteFile) || siteFile;
  const { site, problems: siteProblems } = readSiteFile(siteFile, siteLabel);
  const problems: TenantProblem[] = [...siteProblems];
  const tenants = new Map<string, TenantData>();
  const files = new Map<string, string>();
  const defaults = readDefaults(dir, problems, label);
  const { names, odd } = tenantDirectory(dir);
  const slugs = new Set(names.map((name) => name.replace(/\.json$/, '')));
  problems.push(...grantProblems(site, slugs, siteLabel, relative(cwd, dir) || dir));
  for (const { name, message } of odd) problems.push({ file: label(name), field: '', message });
  const reported = new Set<string>();
  for (const name of names) {
    const file = label(name);
    const own = readJson(join(dir, name), file, problems);
    if (own === undefined) continue;
    if (!isPlainObject(own)) {
      problems.push({ file, field: '', message: 'must be a JSON object { … }' });
      continue;
    }
    const sources = { own, defaults, defaultsFile: label(DEFAULTS_FILE) };
    const result = validateTenant(name.replace(/\.json$/, ''), deepMerge(defaults, own), file, rules, sources, {
      site,
      file: siteLabel,
    });
    for (const problem of result.problems) {
      const key = formatProblem(problem);
      if (problem.file === sources.defaultsFile && reported.has(key)) continue;
      reported.add(key);
      problems.push(problem);
    }
    for (const [slug, config] of result.tenants) tenants.set(slug, config);
    for (const [slug, shown] of result.files) files.set(slug, shown);
  }
  const contracts = contractProblems(tenants, files);
  const domain = site.domain;
  const identity = identityProblems(tenants, files, site, siteLabel);
  const hosts = hostProblems(tenants, files, domain, siteLabel, siteDomains(site, siteLabel));
  const rejected = new Set([...contracts.rejected, ...identity.rejected, ...hosts.rejected]);
  const kept = <T>(map: Map<string, T>) => new Map([...map].filter(([slug]) => !rejected.has(slug)));
  return {
    tenants: kept(tenants),
    problems: [...problems, ...contracts.problems, ...identity.problems, ...hosts.problems],
    files: kept(files),
    ...(domain ? { siteDomain: domain } : {}),
    ...(site.supportEmail ? { siteSupportEmail: site.supportEmail } : {}),
  };
}
