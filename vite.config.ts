/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { mockServiceWorkerPlugin, tenantsPlugin } from './build/vite-plugin-tenants.ts';
import { partnerPagesPlugin } from './build/vite-plugin-partner-pages.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const tenants = tenantsPlugin({ dir: process.env.TENANTS_DIR ?? `${root}tenants` });

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tenants,
    partnerPagesPlugin({ tenants: () => tenants.api!.tenants() }),
    mockServiceWorkerPlugin(),
  ],
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
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
  },
});
