/** Serves msw's service worker in development only, so it never ships in dist/. */
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export function mockServiceWorkerPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'onboarding:msw-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8'));
      });
    },
  };
}
