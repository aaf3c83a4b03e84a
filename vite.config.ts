/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { sitePlugins } from './vite-plugins/site-plugins.ts';
import { siteTenants } from './vite-plugins/site-tenants.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const SITE_BUILD_TEST = 'vite-plugins/site-build.test.ts';

export default defineConfig(({ command }) => ({
  // One set of partners per command, validated once and shared by every plugin.
  plugins: sitePlugins(siteTenants({ dir: process.env.TENANTS_DIR ?? `${root}tenants`, command })),
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
          exclude: ['tests/e2e/**', 'node_modules/**', SITE_BUILD_TEST],
        },
      },
      // A real build of the site, in Node, with no page and no mocked network.
      { extends: true, test: { name: 'site build', environment: 'node', include: [SITE_BUILD_TEST], testTimeout: 60_000 } },
    ],
  },
}));
