/**
 * The tests that `npm run test:mutation` runs against each mutant (tools/mutation/stryker.config.json): the unit
 * tests beside the code in src/ (vite.config.ts's app project) and those of tests/unit (its node project), taken
 * here with the app project's settings, less those that run
 * npm, tsx, Vite or ESLint (CHILD_PROCESS: a mutant is switched on inside the test's own process, so a
 * child never runs it, and docs-samples reads the folder it runs in, where Stryker runs in a copy).
 *
 * Not run, for time: each file costs a jsdom and msw start per mutant, and on 2 shared cores
 * - with the flow tests (tests/flow) the run was estimated at 12 to 30 hours;
 * - with tools/ and the partner-file suites of tests/unit (hostile-*, tenant-schema, municipalities,
 *   json-file), which check src/shared/tenant through the Node tooling, at 80 minutes or more.
 * See docs/testing.md for what the score therefore measures.
 */
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { siteConfig } from '../../vite.config.ts';
import { siteTenants } from '../site-build/site-tenants.ts';
import { tenantsDir } from '../paths.ts';

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
    'tools/site-build/build-site.test.ts',
  ];
  const PARTNER_FILES = [
    'tests/unit/hostile-*.test.ts',
    'tests/unit/tenant-schema.test.ts',
    'tests/unit/municipalities.test.ts',
    'tests/unit/json-file.test.ts',
  ];
  return {
    ...site,
    test: {
      ...site.test,
      ...test,
      projects: undefined,
      // No test here starts the app: tests/setup.ts would load all of it in each file, for each mutant.
      setupFiles: ['./tests/setup-units.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
      exclude: [...exclude, '.tmp/**', ...CHILD_PROCESS, ...PARTNER_FILES],
    },
  };
});
