/**
 * Tenants as static files: each validated partner becomes /tenants/<slug>.json,
 * fetched by the app at start, so the JavaScript bundle never lists partners.
 * - build: validates every file first and stops with file, field and reason;
 * - dev: serves the files live (edits show on reload) and reports problems in the terminal.
 */
import type { Plugin, ViteDevServer } from 'vite';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatProblem, loadTenants } from './tenant-files.ts';

export const TENANT_PATH = /^\/tenants\/([^/?#]+)\.json(?:\?.*)?$/;

export function tenantsPlugin(options: { dir: string }): Plugin {
  const { dir } = options;
  return {
    name: 'onboarding:tenants',
    buildStart() {
      const { problems } = loadTenants(dir);
      if (problems.length > 0) {
        const list = problems.map((problem) => `  - ${formatProblem(problem)}`).join('\n');
        this.error(`Tenant files have ${problems.length} problem(s):\n${list}`);
      }
    },
    generateBundle() {
      for (const [slug, tenant] of loadTenants(dir).tenants) {
        this.emitFile({
          type: 'asset',
          fileName: `tenants/${slug}.json`,
          source: JSON.stringify(tenant),
        });
      }
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use((req, res, next) => {
        const match = TENANT_PATH.exec(req.url ?? '');
        if (!match) return next();
        const slug = decodeURIComponent(match[1] ?? '');
        const { tenants, problems } = loadTenants(dir);
        const own = problems.filter((problem) => problem.file.endsWith(`${slug}.json`) || problem.file.includes('_defaults'));
        for (const problem of own) server.config.logger.error(`[tenants] ${formatProblem(problem)}`);
        const tenant = tenants.get(slug);
        res.setHeader('Cache-Control', 'no-cache');
        if (!tenant) {
          res.statusCode = own.length > 0 ? 500 : 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end(own.length > 0 ? own.map(formatProblem).join('\n') : 'Not found');
          return;
        }
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(tenant));
      });
    },
  };
}

/** Serves msw's service worker in development only, so it never ships in dist/. */
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
