/**
 * npm run build: the partner files and the texts, each checked once and reported as npm run tenant:check
 * and npm run i18n:check report them, then `vite build` with the partners already read (vite.config.ts):
 * one process, no second reading. A problem in either stops the build before Vite starts.
 */
import type { TenantLoadResult } from '../partners/problems.ts';
import { runI18nCheck } from '../texts/i18n-check.ts';
import { tenantsDir, terminal, type Output } from '../paths.ts';
import { reportTenants, type CheckOptions } from '../partners/check.ts';

/** The checks before Vite, as the terminal shows them: the partner files first, then the texts. */
export async function runBuildChecks(
  options: CheckOptions & { localesDir?: string; srcDir?: string } = {},
  io: Output = terminal,
): Promise<{ code: number; loaded: TenantLoadResult }> {
  const tenants = reportTenants(options, io);
  if (tenants.code !== 0) return tenants;
  io.out('');
  const { localesDir, srcDir, cwd } = options;
  const texts = await runI18nCheck([], { ...(localesDir && { localesDir }), ...(srcDir && { srcDir }), ...(cwd && { cwd }) }, io);
  return { code: texts, loaded: tenants.loaded };
}

/** npm run build: the checks, then Vite's build of the site with the partners already read. */
export async function build(): Promise<void> {
  const dir = tenantsDir();
  const { code, loaded } = await runBuildChecks({ dir });
  if (code !== 0) process.exitCode = code;
  else {
    terminal.out('');
    const [{ createBuilder }, { siteTenants }, { siteConfig }] = await Promise.all([
      import('vite'),
      import('./site-tenants.ts'),
      import('../../vite.config.ts'),
    ]);
    const tenants = siteTenants({ dir, command: 'build', load: () => loaded });
    try {
      const builder = await createBuilder({ configFile: false, ...siteConfig({ tenants, textsChecked: true }) });
      await builder.buildApp();
    } catch (error) {
      // The reason, in the words of whoever stopped the build; a partner file's mistake never shows a stack trace.
      terminal.err(`The build stopped: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  }
}
