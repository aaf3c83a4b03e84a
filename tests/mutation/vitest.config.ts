/**
 * The tests that `npm run test:mutation` runs against each mutant (stryker.config.json): the app project
 * of vite.config.ts, less
 * - the tests that run npm, tsx, Vite, ESLint or nginx (CHILD_PROCESS, the vite and nginx projects): a
 *   mutant is switched on inside the test's own process, so a child never runs it; they only cost time,
 *   and docs-samples reads the folder it runs in (Stryker runs in a copy);
 * - the flow tests (tests/flow): each renders the whole app, and the run over them did not end in
 *   5 minutes on 2 cores before the first mutant. Their behaviour is the app's; the rules in src/shared
 *   and src/lib have tests of their own, which are what this score measures (docs/testing.md).
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
    test: { ...site.test, ...test, projects: undefined, exclude: [...exclude, '.tmp/**', 'tests/flow/**', ...CHILD_PROCESS] },
  };
});
