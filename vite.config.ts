/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { sitePlugins } from './vite-plugins/site-plugins.ts';
import { siteTenants } from './vite-plugins/site-tenants.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// Tests that run Vite itself (a build, a dev server): in Node, with no page and no mocked network.
const NODE_TESTS = [
  'vite-plugins/site-build.test.ts',
  'vite-plugins/i18n-check-plugin.test.ts',
  'vite-plugins/tenant-hosts.test.ts',
];

export default defineConfig(({ command }) => ({
  // One set of partners per command, validated once and shared by every plugin.
  plugins: sitePlugins(siteTenants({ dir: process.env.TENANTS_DIR ?? `${root}tenants`, command }), root),
  resolve: {
    alias: { '@': `${root}src` },
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
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          // A flow test types a whole step with user-event: 2–5 s on a busy 2-core machine, so 5 s was too tight.
          testTimeout: 15_000,
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/**/*.test.{ts,tsx}',
            'tooling/**/*.test.ts',
            'vite-plugins/**/*.test.ts',
            'dist-tools/**/*.test.ts',
          ],
          exclude: ['tests/e2e/**', 'node_modules/**', ...NODE_TESTS],
        },
      },
      { extends: true, test: { name: 'vite', environment: 'node', include: NODE_TESTS, testTimeout: 60_000 } },
    ],
  },
}));
