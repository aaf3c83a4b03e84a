/**
 * npm run tenant:check: validates every partner file in tenants/ merged with _defaults.json, within
 * what the operator's site file allows (config/site.json), the same check, with the same rules, as
 * npm run build (ONBOARDING_TEST_BUILD=1: a test build's).
 * Errors (exit code 1) stop the build; warnings never fail a command.
 * TENANTS_DIR, SITE_FILE and PUBLIC_DIR point it at other folders and files.
 */
import { relative } from 'node:path';
import { loadTenants, tenantFileNames } from './load.ts';
import { DEFAULTS_FILE, formatProblem, printable, type TenantLoadResult, type TenantProblem } from './problems.ts';
import { buildRules, shippedFileNames, shippedPartners } from './rules.ts';
import { siteFileFor } from './site.ts';
import { tenantWarnings } from './warnings.ts';
import { imageWarnings, withImagesChecked } from './images.ts';
import { publicDir, tenantsDir, terminal, type Output } from '../paths.ts';

export interface CheckOptions {
  dir?: string;
  publicDir?: string;
  cwd?: string;
  /** Where ONBOARDING_TEST_BUILD and SITE_FILE are read; process.env unless given. */
  env?: Record<string, string | undefined>;
  /** The operator's site file; config/site.json beside the partner files' folder (or SITE_FILE) unless given. */
  siteFile?: string;
}

export interface CheckResult {
  errors: TenantProblem[];
  warnings: TenantProblem[];
  checked: string[];
  /** What was read, as the build uses it. */
  loaded: TenantLoadResult;
}

export function checkTenants(options: CheckOptions = {}): CheckResult {
  const dir = options.dir ?? tenantsDir();
  const cwd = options.cwd ?? process.cwd();
  const rules = buildRules('build', options.env);
  // What the build ships: a deployed build leaves tenants/demo.json out, unchecked and unlisted (rules.ts).
  const read = shippedPartners(loadTenants(dir, cwd, rules, siteFileOf({ ...options, dir })), rules);
  const images = options.publicDir ?? publicDir();
  const loaded = withImagesChecked(read, images, cwd);
  const warnings = [...tenantWarnings(loaded), ...imageWarnings(loaded, images)];
  return { errors: loaded.problems, warnings, checked: shippedFileNames(tenantFileNames(dir), rules), loaded };
}

export function siteFileOf(options: CheckOptions & { dir: string }): string {
  return options.siteFile ?? siteFileFor(options.dir, options.env ?? process.env);
}

export function runTenantCheck(options: CheckOptions = {}, io: Output = terminal): number {
  return reportTenants(options, io).code;
}

/** The report of npm run tenant:check, and what it read: npm run build goes on with it, without reading again. */
export function reportTenants(options: CheckOptions = {}, io: Output = terminal): { code: number; loaded: TenantLoadResult } {
  const dir = options.dir ?? tenantsDir();
  const cwd = options.cwd ?? process.cwd();
  const { errors, warnings, checked, loaded } = checkTenants({ ...options, dir, cwd });
  const shownDir = relative(cwd, dir) || '.';
  const shownSite = relative(cwd, siteFileOf({ ...options, dir })) || '.';
  io.out(
    printable(
      `Checking ${checked.length} partner file(s) in ${shownDir}/, each merged with ${DEFAULTS_FILE}, within what ${shownSite} allows.`,
    ),
  );
  if (warnings.length > 0) {
    io.out('');
    io.out(`${warnings.length} warning(s): the site builds, but look at these:`);
    for (const warning of warnings) io.out(`  - ${formatProblem(warning)}`);
  }
  if (errors.length > 0) {
    io.err('');
    io.err(`Tenant files have ${errors.length} problem(s):`);
    for (const error of errors) io.err(`  - ${formatProblem(error)}`);
    io.err('');
    io.err('Fix them and run npm run tenant:check again: npm run build stops until then.');
    return { code: 1, loaded };
  }
  io.out('');
  const slugs = checked.map((name) => name.replace(/\.json$/, ''));
  io.out(
    printable(
      slugs.length > 0 ? `OK: ${slugs.join(', ')} ${slugs.length === 1 ? 'is' : 'are'} valid.` : 'OK: no partner files yet.',
    ),
  );
  return { code: 0, loaded };
}
