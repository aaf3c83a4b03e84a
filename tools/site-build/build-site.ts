/**
 * `vite build` from a script: the whole app (client, server render, partner pages), as the
 * command line builds it. Vite's `build()` alone would build only the client environment.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBuilder, mergeConfig, type UserConfigExport } from 'vite';

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
  // The project's own vite.config.ts, made once: given as a file, Vite would load it again for each of the
  // build's environments, and each load would read and validate every partner file again (three times in
  // all: over half of the build's time with a thousand partners). Made once, its partners are read once, as
  // npm run build reads them (tools/site-build/build.ts).
  const { default: config } = (await import(pathToFileURL(join(root, 'vite.config.ts')).href)) as {
    default: UserConfigExport;
  };
  const site = await (typeof config === 'function' ? config({ command: 'build', mode: 'production' }) : config);
  const builder = await createBuilder({
    ...mergeConfig(site, {
      root,
      logLevel: quiet ? 'silent' : 'warn',
      environments: { client: { build: { outDir, emptyOutDir: true } } },
    }),
    configFile: false,
  });
  await builder.buildApp();
}
