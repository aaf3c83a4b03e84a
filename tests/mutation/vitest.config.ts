/**
 * The tests that `npm run test:mutation` runs against each mutant (stryker.config.json): those of the app
 * project of vite.config.ts that test a module directly (beside it in src/, tests/unit, tooling/), less
 * - the tests that run npm, tsx, Vite or ESLint (CHILD_PROCESS): a mutant is switched on inside the
 *   test's own process, so a child never runs it; they only cost time, and docs-samples reads the
 *   folder it runs in (Stryker runs in a copy);
 * - the flow tests (tests/flow) and vite-plugins/: each flow test renders the whole app, and with them
 *   a run over src/shared and src/lib was estimated at 12 to 30 hours on 2 shared cores. The score
 *   measures the modules' own tests; the flows are measured by what they assert (docs/testing.md).
 */
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { siteConfig } from '../../vite.config.ts';
import { siteTenants } from '../../vite-plugins/site-tenants.ts';
import { tenantsDir } from '../../scripts/paths.ts';

export default defineConfig(({ command }) => {
  const site = siteConfig({ tenants: siteTenants({ dir: tenantsDir(), command }) });
  const app = site.test?.projects?.find(
    (project): project is TestProjectInlineConfiguration =>
      typeof project === 'object' && 'test' in project && project.test?.name === 'app',
  );
  if (!app?.test) throw new Error('vite.config.ts has no "app" test project');
  const { name: _name, exclude = [], ...test } = app.test;
  const CHILD_PROCESS = [
    'tests/unit/docs-samples.test.ts',
    'tests/unit/i18n-check.test.ts',
    'tests/unit/tenant-commands.test.ts',
    'tests/unit/lint-boundaries.test.ts',
    'dist-tools/build-site.test.ts',
  ];
  return {
    ...site,
    test: {
      ...site.test,
      ...test,
      projects: undefined,
      include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'tooling/**/*.test.ts'],
      exclude: [...exclude, '.tmp/**', ...CHILD_PROCESS],
    },
  };
});
