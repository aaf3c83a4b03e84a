/// <reference types="vitest/config" />
import { defineConfig, type UserConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { sitePlugins } from './tools/site-build/site-plugins.ts';
import { siteTenants, type SiteTenants } from './tools/site-build/site-tenants.ts';
import { tenantsDir } from './tools/paths.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// Tests that run Vite itself (a build, a dev server): in Node, with no page and no mocked network.
const NODE_TESTS = [
  'tools/site-build/site-build.test.ts',
  'tools/site-build/i18n-check-plugin.test.ts',
  'tools/site-build/tenant-hosts.test.ts',
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
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts'],
            // A flow test types a whole step with user-event: 2–5 s on a busy 2-core machine, so 5 s was too tight.
            testTimeout: 15_000,
            include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
            exclude: ['tests/e2e/**', '**/node_modules/**', ...NODE_TESTS, NGINX_TESTS],
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
