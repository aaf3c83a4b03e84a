/**
 * npm run dev serves the partner files live, read again on every request,
 * with the operator's site file (config/site.json), watched and read again the same way,
 * and reports problems in the terminal and, for the partner being previewed, on the page (422).
 * A save of either is said in the terminal (the file, and its problems or none) and sent to the open
 * pages (TENANTS_EVENT), which read their partner again in place (src/lib/i18n-hmr.ts).
 * The addresses it prints, and notes for npm run tenant:new, are the ones it really listens on: after
 * Vite's banner (its printUrls, wrapped as Vite's docs show), each partner's page, an e-mail the demo
 * partner accepts (from its file) and the link that shows the coupon screen (?existingUser=true).
 * Vite fixes the hosts it answers (server.allowedHosts) when it starts: when a partner file adds a
 * host, the dev server restarts by itself so that the new host is not refused with a 403.
 * Each problem is said once in the terminal (a save, and the requests of the pages that follow it, would
 * say it again), by file:line:column, and again only if it comes back after a fix. An open page whose
 * partner file has mistakes keeps its form and asks for them (TENANT_PROBLEMS_REQUEST): Vite's overlay
 * shows that page alone, clickable like the locale files' problems.
 */
import type { HotPayload, Plugin, ViteDevServer } from 'vite';
import type { TenantData } from '../../src/shared/tenant/schema.ts';
import { DEMO_SLUG } from '../../src/shared/tenant/patterns.ts';
import { readFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { previewAddress, removeDevAddress, writeDevAddress } from '../partners/dev-address.ts';
import { hostMap, hostNames } from '../partners/hosts.ts';
import { DEFAULTS_FILE, formatProblem, printable, type TenantProblem } from '../partners/problems.ts';
import { jsonValuePosition } from '../texts/locate.ts';
import {
  TENANTS_EVENT,
  TENANT_PROBLEMS_REQUEST,
  type TenantProblemsRequest,
  type TenantsPayload,
} from '../../src/shared/dev/live-edits.ts';
import type { SiteTenants } from './site-tenants.ts';
import { DEMO_LANDING_PATH, demoLandingPage, withDemoLanding } from './demo-landing.ts';

export const TENANT_PATH = /^\/tenants\/([^/?#]+)\.json(?:\?.*)?$/;
export const HOST_PATH = /^\/tenants\/hosts\.json(?:\?.*)?$/;

/**
 * What npm run dev prints after Vite's banner (`server`: the address it listens on, http://localhost:5173/):
 * each partner's page with an e-mail it accepts, the demo partner first, and the coupon screen's link.
 */
export function partnerGuide(partners: ReadonlyMap<string, TenantData>, server: URL): string[] {
  const slugs = [...partners.keys()].sort((a, b) => Number(b === DEMO_SLUG) - Number(a === DEMO_SLUG) || a.localeCompare(b));
  const width = Math.max(0, ...slugs.map((slug) => slug.length));
  const lines = slugs.map((slug) => {
    const domain = partners.get(slug)?.partner.emailDomains[0];
    const email = domain ? `, e-mail such as mario.rossi@${domain}` : '';
    return `  ➜  ${`${slug}:`.padEnd(width + 1)} ${previewAddress(slug, server)}/${email}`;
  });
  const first = slugs[0];
  if (first !== undefined)
    lines.push(`  ➜  member who already has an account (coupon screen): ${previewAddress(first, server)}/?existingUser=true`);
  return lines.length > 0 ? ['  Partners:', ...lines] : ['  No partner to preview: add one with npm run tenant:new'];
}

/** The problem with where its field (or its JSON mistake) is in the file, when found: file:line:column. */
export function locatedProblem(problem: TenantProblem): TenantProblem {
  if (problem.line !== undefined || !problem.field) return problem;
  try {
    const at = jsonValuePosition(readFileSync(resolve(problem.file), 'utf8'), problem.field.split('.'));
    return at ? { ...problem, ...at } : problem;
  } catch {
    return problem;
  }
}

/** The problems a partner's page depends on: its own file's, the shared defaults' and the site file's, never bigacme.json's for acme. */
function problemsOf(slug: string, problems: readonly TenantProblem[], siteFile: string): TenantProblem[] {
  const files = [`${slug}.json`, DEFAULTS_FILE, basename(siteFile)];
  return problems.filter((problem) => files.includes(basename(problem.file)));
}

const PLUGIN = 'onboarding:tenant-dev-server';

export function tenantDevServerPlugin(tenants: SiteTenants): Plugin {
  return {
    name: PLUGIN,
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const log = (line: string) => server.config.logger.error(`[tenants] ${line}`);
      // What the terminal has said, by problem: at start every one (tenant-files-plugin.ts warns them all).
      const said = new Set(tenants.current().problems.map(formatProblem));
      /** Each of `problems` not said yet, said once, by file:line:column. */
      const sayNew = (problems: readonly TenantProblem[]) => {
        for (const problem of problems) {
          if (said.has(formatProblem(problem))) continue;
          said.add(formatProblem(problem));
          log(formatProblem(locatedProblem(problem)));
        }
      };
      // The hosts Vite's allowedHosts was fixed with (tenant-files-plugin.ts, from the same first read).
      const known = new Set(hostNames(tenants.current().tenants));
      const local = () => server.resolvedUrls?.local[0];
      server.httpServer?.on('listening', () => {
        const url = local();
        if (url) writeDevAddress(server.config.cacheDir, url);
      });
      server.httpServer?.on('close', () => removeDevAddress(server.config.cacheDir));
      // Optional: a stand-in server (tenant-plugins.test.ts) has neither printUrls nor ws.
      const { printUrls, ws } = server as Partial<Pick<ViteDevServer, 'printUrls' | 'ws'>>;
      if (printUrls)
        server.printUrls = () => {
          printUrls.call(server);
          const url = local();
          if (url) for (const line of partnerGuide(tenants.reread().tenants, new URL(url))) server.config.logger.info(line);
        };
      const onFile = (path: string) => {
        const site = resolve(path) === resolve(tenants.siteFile);
        if (!site && (dirname(resolve(path)) !== resolve(tenants.dir) || !path.endsWith('.json'))) return;
        const loaded = tenants.reread();
        // A problem fixed is forgotten: if it comes back, it is said again.
        const now = new Set(loaded.problems.map(formatProblem));
        for (const line of said) if (!now.has(line)) said.delete(line);
        const shown = printable(relative(process.cwd(), path) || path);
        // A partner's file: its own problems; the shared defaults or the site file: every partner's.
        const shared = site || basename(path) === DEFAULTS_FILE;
        const found = loaded.problems.filter((problem) => shared || resolve(problem.file) === resolve(path));
        if (found.length > 0) {
          for (const problem of found) said.add(formatProblem(problem));
          const list = found.map((problem) => `\n  - ${formatProblem(locatedProblem(problem))}`).join('');
          log(`${shown} changed: ${found.length} problem(s), shown over the open page, which keeps its form:${list}`);
        } else {
          const slug = [...loaded.files].find(([, file]) => resolve(file) === resolve(path))?.[0];
          const url = local();
          const where =
            slug && url ? `, the open pages of ${previewAddress(slug, new URL(url))} show it` : ', the open pages show it';
          server.config.logger.info(`[tenants] ${shown} changed: no problems${where}`, { timestamp: true });
        }
        const added = hostNames(loaded.tenants).filter((host) => !known.has(host));
        if (added.length === 0) {
          server.ws.send(TENANTS_EVENT, { file: shown } satisfies TenantsPayload);
          return;
        }
        server.config.logger.info(`[tenants] new host ${added.join(', ')}: restarting the dev server to answer there`);
        void server.restart();
      };
      // The page of a partner whose file has mistakes keeps its form: Vite's overlay over it lists them.
      ws?.on(TENANT_PROBLEMS_REQUEST, (data: TenantProblemsRequest, client: { send: (payload: HotPayload) => void }) => {
        const found = problemsOf(String(data?.slug), tenants.reread().problems, tenants.siteFile).map(locatedProblem);
        if (found.length === 0) return;
        const list = found.map((problem) => `  - ${formatProblem(problem)}`).join('\n');
        const first = found.find((problem) => problem.line !== undefined);
        const loc = first && { file: resolve(first.file), line: first.line ?? 1, column: first.column ?? 1 };
        const message = `The partner's files have ${found.length} problem(s); the page keeps its form until a save fixes them:\n${list}`;
        client.send({ type: 'error', err: { message, stack: '', plugin: PLUGIN, id: loc?.file, loc } });
      });
      server.watcher.add([tenants.dir, tenants.siteFile]);
      for (const event of ['add', 'change'] as const) server.watcher.on(event, onFile);
      // Where the demo's members land (tenants/demo.json): a page that says so, not a browser error.
      server.middlewares.use(DEMO_LANDING_PATH, (req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(demoLandingPage(`${DEMO_LANDING_PATH}${req.url ?? ''}`, tenants.dir));
      });
      server.middlewares.use((req, res, next) => {
        const hostMatch = HOST_PATH.exec(req.url ?? '');
        const match = hostMatch ? null : TENANT_PATH.exec(req.url ?? '');
        if (!hostMatch && !match) return next();
        const { tenants: valid, problems } = tenants.reread();
        res.setHeader('Cache-Control', 'no-cache');
        let body: unknown;
        let own: string[] = [];
        if (hostMatch) {
          sayNew(problems);
          body = hostMap(valid);
        } else {
          const slug = decodeURIComponent(match?.[1] ?? '');
          const mine = problemsOf(slug, problems, tenants.siteFile);
          sayNew(mine);
          own = mine.map(formatProblem);
          const tenant = valid.get(slug);
          const url = local();
          body = tenant && slug === DEMO_SLUG && url ? withDemoLanding(tenant, new URL(url).origin) : tenant;
        }
        if (body !== undefined) {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify(body));
        } else if (own.length > 0) {
          // 422 with the problems: the page shows them (development only, see load-tenant.ts).
          res.statusCode = 422;
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify({ problems: own }));
        } else {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Not found');
        }
      });
    },
  };
}
