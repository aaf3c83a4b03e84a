/**
 * Tenants as static files: each validated partner becomes /tenants/<slug>.json,
 * fetched by the app at start, so the JavaScript bundle never lists partners.
 * A partner with its own domains ("hosts") also becomes /tenants/hosts/<hostname>.json,
 * the same data plus its slug, which the app fetches when the host's first label is no partner.
 * - build: validates every file first and stops with file, field and reason;
 * - dev: serves the files live (edits show on reload) and reports problems in the terminal and,
 *   for the partner being previewed, on the page.
 * Production builds leave out tenants/demo.json and refuse http:// addresses (see buildRules).
 */
import type { Plugin, ViteDevServer } from 'vite';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { DEFAULTS_FILE, buildRules, formatProblem, loadTenants, type BuildRules, type TenantLoadResult } from './tenant-files.ts';
import { DEMO_SLUG } from '../src/tenant/patterns.ts';
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

/**
 * `env` (process.env unless given) may hold ONBOARDING_TEST_BUILD=1: see buildRules.
 * A production build leaves out the demo partner and refuses http:// addresses.
 */
export function tenantsPlugin(options: { dir: string; env?: Record<string, string | undefined> }): Plugin<TenantsPluginApi> {
  const { dir } = options;
  let command: 'build' | 'serve' = 'build';
  let rules: BuildRules = buildRules(command, options.env);
  const load = (): TenantLoadResult => {
    const loaded = loadTenants(dir, process.cwd(), rules);
    if (!rules.includeDemo) loaded.tenants.delete(DEMO_SLUG);
    return loaded;
  };
  // Read once per build, in buildStart; the dev server reads the files on every request instead.
  let built: TenantLoadResult | null = null;
  return {
    name: 'onboarding:tenants',
    // The server render (ssr environment) needs no partner files.
    applyToEnvironment: (environment) => environment.name === 'client',
    api: { tenants: () => (built ?? load()).tenants },
    /** Lets the dev and preview servers answer on the partners' own hosts (for a hosts-file entry). */
    config() {
      const hosts = [...hostFiles(loadTenants(dir, process.cwd(), buildRules('serve')).tenants).keys()];
      return hosts.length > 0 ? { server: { allowedHosts: hosts }, preview: { allowedHosts: hosts } } : undefined;
    },
    configResolved(config) {
      command = config.command;
      rules = buildRules(command, options.env);
    },
    buildStart() {
      built = load();
      const { problems } = built;
      if (problems.length > 0) {
        const list = problems.map((problem) => `  - ${formatProblem(problem)}`).join('\n');
        const message = `Tenant files have ${problems.length} problem(s):\n${list}`;
        // The dev server starts anyway: each partner's page lists its own problems.
        if (command === 'serve') this.warn(message);
        else this.error(message);
      }
    },
    generateBundle() {
      const { tenants } = built ?? load();
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
      const serveRules = buildRules('serve');
      server.middlewares.use((req, res, next) => {
        const hostMatch = HOST_PATH.exec(req.url ?? '');
        if (hostMatch) {
          const { tenants, problems } = loadTenants(dir, process.cwd(), serveRules);
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
        const { tenants, problems } = loadTenants(dir, process.cwd(), serveRules);
        // This partner's file and the shared defaults, never bigacme.json for acme.
        const own = problems.filter((problem) => [`${slug}.json`, DEFAULTS_FILE].includes(basename(problem.file)));
        for (const problem of own) server.config.logger.error(`[tenants] ${formatProblem(problem)}`);
        const tenant = tenants.get(slug);
        res.setHeader('Cache-Control', 'no-cache');
        if (!tenant) {
          // 422 with the problems: the page shows them (development only, see load-tenant.ts).
          res.statusCode = own.length > 0 ? 422 : 404;
          res.setHeader('Content-Type', own.length > 0 ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
          res.end(own.length > 0 ? JSON.stringify({ problems: own.map(formatProblem) }) : 'Not found');
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
