/**
 * `vite build` from a script: the whole app (client, server render, partner pages), as the
 * command line builds it. Vite's `build()` alone would build only the client environment.
 */
import { createBuilder } from 'vite';

export async function buildSite({ root, outDir, tenantsDir }: { root: string; outDir: string; tenantsDir: string }): Promise<void> {
  process.env.TENANTS_DIR = tenantsDir;
  const builder = await createBuilder({
    root,
    logLevel: 'warn',
    environments: { client: { build: { outDir, emptyOutDir: true } } },
  });
  await builder.buildApp();
}
