/**
 * Tenants as static files: each validated partner becomes /tenants/<slug>.json,
 * fetched by the app at start, so the JavaScript bundle never lists partners.
 * A partner with its own domains ("hosts") also becomes /tenants/hosts/<hostname>.json,
 * the same data plus its slug, which the app fetches when the host's first label is no partner.
 * - build: validates every file first and stops with file, field and reason;
 * - dev: serves the files live (edits show on reload) and reports problems in the terminal.
 */
import type { Plugin, ViteDevServer } from 'vite';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatProblem, loadTenants, type TenantLoadResult } from './tenant-files.ts';
import type { TenantData } from '../src/tenant/schema.ts';

export const TENANT_PATH = /^\/tenants\/([^/?#]+)\.json(?:\?.*)?$/;
export const HOST_PATH = /^\/tenants\/hosts\/([^/?#]+)\.json(?:\?.*)?$/;

/** Every custom host of the valid tenants, with the content of /tenants/hosts/<host>.json. */
export function hostFiles(tenants: Map<string, TenantData>): Map<string, { slug: string } & TenantData> {
  const files = new Map<string, { slug: string } & TenantData>();
  for (const [slug, tenant] of tenants) {
    for (const host of tenant.hosts ?? []) files.set(host, { slug, ...tenant });
  }
  return files;
}

/** What other build plugins may read: the partners this build validated. */
export interface TenantsPluginApi {
  tenants(): Map<string, TenantData>;
}

export function tenantsPlugin(options: { dir: string }): Plugin<TenantsPluginApi> {
  const { dir } = options;
  // Read once per build, in buildStart; the dev server reads the files on every request instead.
  let built: TenantLoadResult | null = null;
  return {
    name: 'onboarding:tenants',
    // The server render (ssr environment) needs no partner files.
    applyToEnvironment: (environment) => environment.name === 'client',
    api: { tenants: () => (built ?? loadTenants(dir)).tenants },
    /** Lets the dev and preview servers answer on the partners' own hosts (for a hosts-file entry). */
    config() {
      const hosts = [...hostFiles(loadTenants(dir).tenants).keys()];
      return hosts.length > 0 ? { server: { allowedHosts: hosts }, preview: { allowedHosts: hosts } } : undefined;
    },
    buildStart() {
      built = loadTenants(dir);
      const { problems } = built;
      if (problems.length > 0) {
        const list = problems.map((problem) => `  - ${formatProblem(problem)}`).join('\n');
        this.error(`Tenant files have ${problems.length} problem(s):\n${list}`);
      }
    },
    generateBundle() {
      const { tenants } = built ?? loadTenants(dir);
      for (const [slug, tenant] of tenants) {
        this.emitFile({
          type: 'asset',
          fileName: `tenants/${slug}.json`,
          source: JSON.stringify(tenant),
        });
      }
      for (const [host, content] of hostFiles(tenants)) {
        this.emitFile({
          type: 'asset',
          fileName: `tenants/hosts/${host}.json`,
          source: JSON.stringify(content),
        });
      }
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use((req, res, next) => {
        const hostMatch = HOST_PATH.exec(req.url ?? '');
        if (hostMatch) {
          const { tenants, problems } = loadTenants(dir);
          for (const problem of problems) server.config.logger.error(`[tenants] ${formatProblem(problem)}`);
          const content = hostFiles(tenants).get((hostMatch[1] ?? '').toLowerCase());
          res.setHeader('Cache-Control', 'no-cache');
          if (!content) {
            res.statusCode = 404;
            res.setHeader('Content-Type', 'text/plain; charset=utf-8');
            res.end('Not found');
            return;
          }
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify(content));
          return;
        }
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
