/**
 * `vite build` from a script: the whole app (client, server render, partner pages), as the
 * command line builds it. Vite's `build()` alone would build only the client environment.
 */
import { createBuilder } from 'vite';

interface SiteBuild {
  root: string;
  outDir: string;
  tenantsDir: string;
  /** The operator's site file; config/site.json beside tenantsDir unless given (SITE_FILE). */
  siteFile?: string;
  /**
   * A production build that only runs on this machine (the browser suite, the bench): partners may
   * use http:// on loopback, and the demo partner is kept (ONBOARDING_TEST_BUILD, docs/adding-a-partner.md).
   */
  testBuild?: boolean;
  /** Print nothing, not even Vite's "Build failed": for tests that expect the build to stop. */
  quiet?: boolean;
}

export async function buildSite({
  root,
  outDir,
  tenantsDir,
  siteFile,
  testBuild = false,
  quiet = false,
}: SiteBuild): Promise<void> {
  process.env.TENANTS_DIR = tenantsDir;
  if (siteFile) process.env.SITE_FILE = siteFile;
  else delete process.env.SITE_FILE;
  if (testBuild) process.env.ONBOARDING_TEST_BUILD = '1';
  else delete process.env.ONBOARDING_TEST_BUILD;
  const builder = await createBuilder({
    root,
    logLevel: quiet ? 'silent' : 'warn',
    environments: { client: { build: { outDir, emptyOutDir: true } } },
  });
  await builder.buildApp();
}
