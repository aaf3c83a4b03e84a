/// <reference types="vitest/config" />
import { defineConfig, type UserConfig } from 'vite';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sitePlugins } from './tools/site-build/site-plugins.ts';
import { siteTenants, type SiteTenants } from './tools/site-build/site-tenants.ts';
import { tenantsDir } from './tools/paths.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// Tests that run Vite itself (whole builds of the site, dev servers): in Node, with no page and no mocked network,
// run by npm run test:vite (and CI), not npm test: each takes seconds to tens of seconds of both cores.
const NODE_TESTS = [
  'tools/site-build/build-site.test.ts',
  'tools/site-build/site-build.test.ts',
  'tools/site-build/i18n-check-plugin.test.ts',
  'tools/site-build/tenant-hosts.test.ts',
  'tools/site-build/test-servers.test.ts',
];
// Tests that run nginx itself (nginx -t on what the build writes, npm run deploy:check).
const NGINX_TESTS = '**/*.nginx.test.ts';

/**
 * The tags a test may carry (Vitest refuses any other). Here, not in tests/: the build and the dev
 * server read this file, in temporary copies of the project too. tests/engines/vitest.config.ts takes them from here.
 */
export const TEST_TAGS = [
  {
    name: 'engines',
    description: 'a shared scenario (tests/scenarios/) that npm run test:engines also runs in Chromium, Firefox ESR and WebKit',
  },
];

export interface SiteConfigOptions {
  /** One set of partners per command, validated once and shared by every plugin. */
  tenants: SiteTenants;
  /** npm run build has checked the texts already (tools/commands/build.ts): the build does not check them again. */
  textsChecked?: boolean;
}

/** The site's configuration: `vite` and `vite build` read it from here, npm run build passes it itself. */
export function siteConfig({ tenants, textsChecked = false }: SiteConfigOptions): UserConfig {
  return {
    root,
    // A Vite server started by a test (Vitest sets VITEST) keeps its cache, and its note of its address
    // (tools/partners/dev-address.ts), out of node_modules/.vite: those are a running `npm run dev`'s.
    cacheDir: process.env.VITEST ? `${root}node_modules/.vite-tests` : undefined,
    plugins: sitePlugins(tenants, root, { textsChecked }),
    resolve: {
      alias: {
        '@': `${root}src`,
        // No devtools in the app: TanStack Form's reports to them go nowhere (see the file).
        '@tanstack/devtools-event-client': `${root}src/lib/no-form-devtools.ts`,
        // React 19 has useSyncExternalStore: TanStack Store's selector hook needs no shim of it for React 17 (0.6 KB gzip of step 1).
        'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      },
    },
    server: {
      // Partner previews live at http://<slug>.localhost:5173
      allowedHosts: ['.localhost'],
    },
    preview: {
      allowedHosts: ['.localhost'],
    },
    test: {
      globals: true,
      tags: TEST_TAGS,
      // Vitest's default is one worker less than the cores: a single one on a 2-core machine, the other core
      // idle but for the child processes some tests start. Two at least (docs/testing.md has the times).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            // Each file in a worker thread of its own (isolated: the app's modules hold state), which starts
            // faster than the default child process: on 2 cores, 30 s less CPU for this project's 45 files.
            pool: 'threads',
            setupFiles: ['./tests/setup.ts'],
            // A flow test types a whole step with user-event: 2–5 s on a busy 2-core machine, so 5 s was too tight.
            testTimeout: 15_000,
            include: ['src/**/*.test.{ts,tsx}', 'tests/flow/**/*.test.{ts,tsx}'],
            exclude: ['tests/e2e/**', '**/node_modules/**', ...NODE_TESTS, NGINX_TESTS],
          },
        },
        // The Node side's tests (the tooling, the commands, the partner-file suites): in Node, without a page,
        // so that none pays for a jsdom and for loading the app, as tests/setup.ts does in each file of the app project.
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            pool: 'threads',
            include: ['tools/**/*.test.ts', 'tests/unit/**/*.test.ts'],
            exclude: ['**/node_modules/**', ...NODE_TESTS, NGINX_TESTS],
            testTimeout: 15_000,
          },
        },
        { extends: true, test: { name: 'vite', environment: 'node', include: NODE_TESTS, testTimeout: 60_000 } },
        // Run by npm run test:nginx (and CI), not npm test: they need Debian's nginx on the machine.
        { extends: true, test: { name: 'nginx', environment: 'node', include: [NGINX_TESTS], testTimeout: 60_000 } },
      ],
    },
  };
}

export default defineConfig(({ command }) => siteConfig({ tenants: siteTenants({ dir: tenantsDir(), command }) }));
