/**
 * The partners of one run of Vite, read and validated once and handed to every plugin that needs
 * them (the tenant files, the partner pages, the dev server), so no plugin reaches into another.
 * Validated by the partner gate, as npm run tenant:check validates them (loadTenants, then validateTenant
 * of tools/partners/validate.ts: the schema, the operator's rules and every text resolved): the build
 * stops on its problems and renders only the partners it accepted, the dev server shows them.
 * vite.config.ts makes one each time it is loaded. npm run build (tools/site-build/build.ts) and buildSite
 * (tools/site-build/build-site.ts) load it once, so their build validates the files exactly once; `vite build`
 * from the command line loads the file again for each of the build's environments, and validates them each time.
 */
import { loadTenants } from '../partners/load.ts';
import type { TenantLoadResult } from '../partners/problems.ts';
import { buildRules, shippedPartners, type BuildRules } from '../partners/rules.ts';
import { siteFileFor } from '../partners/site.ts';

export interface SiteTenants {
  command: 'build' | 'serve';
  /** The folder of the partner files. */
  dir: string;
  /** The operator's site file (config/site.json), read with the partner files every time. */
  siteFile: string;
  /** What this command accepts and ships (see buildRules). */
  rules: BuildRules;
  /** The partners of this build: read and validated on first use, then the same for every plugin. */
  current(): TenantLoadResult;
  /** Read again from disk: the dev server answers each request with the files as they are now. */
  reread(): TenantLoadResult;
}

export interface SiteTenantsOptions {
  /** The folder of the partner files (tenants/). */
  dir: string;
  command: 'build' | 'serve';
  /** Where ONBOARDING_TEST_BUILD and SITE_FILE are read; process.env unless given. */
  env?: Record<string, string | undefined>;
  /** The site file; config/site.json beside `dir` (or SITE_FILE) unless given. */
  siteFile?: string;
  /** How problems name files; the current directory unless given. */
  cwd?: string;
  /** The loader; a test may count its calls. */
  load?: typeof loadTenants;
}

export function siteTenants({
  dir,
  command,
  env,
  siteFile = siteFileFor(dir, env ?? process.env),
  cwd = process.cwd(),
  load = loadTenants,
}: SiteTenantsOptions): SiteTenants {
  const rules = buildRules(command, env);
  // A deployed build leaves the demo partner out.
  const read = (): TenantLoadResult => shippedPartners(load(dir, cwd, rules, siteFile), rules);
  let loaded: TenantLoadResult | undefined;
  return {
    command,
    dir,
    siteFile,
    rules,
    current: () => (loaded ??= read()),
    reread: read,
  };
}
