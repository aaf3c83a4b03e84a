/**
 * After the client build, renders one page per partner and the site's own pages, with Vite's
 * environment API as documented: `vite build` (builder mode, see vite.config.ts) builds the
 * `client` environment (the app) and the `ssr` environment (src/entry-prerender.tsx), then this
 * plugin's buildApp hook imports the server bundle and writes (partner-pages.ts):
 *   partners/<slug>.html, index.html (the generic page), not-found.html and _headers into dist/;
 *   security-headers.conf and partners.conf (host -> partner for nginx) into dist-deploy/, beside
 *   it (deploy-dir.ts), where Vite's manifest goes too once the pages are written: a static host
 *   or `vite preview` publishes everything in dist/, and these files are the server's only.
 * The build empties dist-deploy/ first, so a build that stops leaves no older server file there.
 * Anything unexpected (no manifest, no entry, a render that fails) stops the build.
 */
import type { Plugin, ViteBuilder } from 'vite';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TenantConfig, TenantData } from '../../src/shared/tenant/schema.ts';
import { EMBEDDED_TENANT_ID, START_NOTICE_ID, STEP1_PAGE_ID } from '../../src/early/page-markers.ts';
import {
  CLIENT_ENTRY,
  entryStylesheets,
  inlineHash,
  pageDocument,
  step1Scripts,
  step2Scripts,
  type Manifest,
} from './partner-pages.ts';
import { beforeAppScript, earlyMovesScript, step2GuardScript } from './before-app-script.ts';
import { nginxFromRoutes, routesDescription } from '../deploy/host-routing.ts';
import { cdnHeaders, contentSecurityPolicy, securityHeaders } from '../deploy/security-headers.ts';
import type { SiteTenants } from './site-tenants.ts';
import { checkNginxConfig, findNginx } from '../deploy/nginx-check.ts';
import { deployDirOf, MANIFEST, PARTNERS_CONF, ROUTES_JSON, SECURITY_HEADERS_CONF } from '../deploy/deploy-dir.ts';
import { printable } from '../partners/problems.ts';
import { UNFILLED_PATTERN, isBlank } from '../../src/shared/tenant/patterns.ts';
import { STEP2_PATH, partnerPage, partnerStep2Page } from '../../src/shared/site-layout.ts';
import { step1CodeSplitting } from './step1-chunks.ts';

const SERVER_ENTRY = 'src/entry-prerender.tsx';

type ServerEntry = typeof import('../../src/entry-prerender.tsx');

/** `tenants`: the partners the tenant files plugin validated for this same build. */
/**
 * Rolldown's warning that plugins took a large share of the build measures the machine's load (a
 * busy CI runner prints it, an idle laptop does not), not the code: off, so that a build's warnings
 * are about the build (tools/site-build/site-build.test.ts fails on any).
 */
const QUIET_CHECKS = { bundlerTimings: false };

export function partnerPagesPlugin(tenants: SiteTenants): Plugin {
  return {
    name: 'onboarding:partner-pages',
    apply: 'build',
    config(config) {
      const root = config.root ?? process.cwd();
      return {
        builder: {},
        environments: {
          client: {
            build: {
              manifest: true,
              // Step 1's libraries are one file by design (./step1-chunks.ts): 433 KB minified in production,
              // 667 KB in a build with React's development code. Their budget is npm run size's, in gzip.
              chunkSizeWarningLimit: 700,
              rolldownOptions: {
                input: resolve(root, CLIENT_ENTRY),
                checks: QUIET_CHECKS,
                // Every page's inline script names step 1's and step 2's modules (a dozen): 6 characters of
                // hash instead of 8 tell builds apart as well and keep that script within its 3 KB gzip.
                output: {
                  codeSplitting: step1CodeSplitting(root),
                  chunkFileNames: 'assets/[name]-[hash:6].js',
                  entryFileNames: 'assets/[name]-[hash:6].js',
                },
              },
            },
          },
          ssr: {
            build: {
              outDir: resolve(root, 'node_modules/.vite/partner-pages'),
              emptyOutDir: true,
              copyPublicDir: false,
              rolldownOptions: { input: resolve(root, SERVER_ENTRY), checks: QUIET_CHECKS },
            },
          },
        },
      };
    },
    buildApp: {
      order: 'post',
      async handler(builder: ViteBuilder) {
        const { client, ssr } = builder.environments;
        if (!client || !ssr) throw new Error('partner pages: the build has no client or no ssr environment');
        const outDir = resolve(builder.config.root, client.config.build.outDir);
        const deployDir = deployDirOf(outDir);
        // First of all, before the partner files are even checked: no server file of an older build remains.
        rmSync(deployDir, { recursive: true, force: true });
        if (!client.isBuilt) await builder.build(client);
        if (!ssr.isBuilt) await builder.build(ssr);
        const serverDir = resolve(builder.config.root, ssr.config.build.outDir);
        try {
          const server = (await import(pathToFileURL(join(serverDir, 'entry-prerender.js')).href)) as ServerEntry;
          const current = tenants.current();
          await writePages({
            root: builder.config.root,
            outDir,
            deployDir,
            server,
            tenants: current.tenants,
            files: current.files,
            siteDomain: current.siteDomain,
          });
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
        moveManifest(outDir, deployDir);
        // What the build made, said at the end: the partners whose pages it wrote (never the demo partner a
        // deployed build leaves out), and whether nginx -t proved the server's configuration.
        const { logger } = builder.config;
        const built = [...tenants.current().tenants.keys()].sort();
        logger.info(
          printable(built.length > 0 ? `Built the pages of ${built.join(', ')}.` : 'Built no partner page: no partner files.'),
        );
        if (proveNginxLoads(builder.config.root, outDir, tenants))
          logger.info(`nginx -t: deploy/nginx.conf loads with this build's ${PARTNERS_CONF} and ${SECURITY_HEADERS_CONF}.`);
      },
    },
  };
}

/**
 * nginx -t on deploy/nginx.conf with what this build wrote (nginx-check.ts): true once it passed. Where
 * nginx is not installed the build says so and goes on (false); in CI a missing nginx stops it.
 */
function proveNginxLoads(root: string, outDir: string, tenants: SiteTenants): boolean {
  const nginx = findNginx();
  if (!nginx) {
    if (process.env.CI) throw new Error('nginx -t: nginx is not installed, and CI must prove that the configuration loads');
    console.warn(`nginx is not installed: the build could not prove with nginx -t that ${PARTNERS_CONF} loads.`);
    return false;
  }
  const { tenants: partners, files } = tenants.current();
  checkNginxConfig({
    outDir,
    siteConfig: join(root, 'deploy/nginx.conf'),
    nginx,
    partners: new Map(
      [...partners].map(([slug, tenant]) => [slug, { file: files.get(slug) ?? `${slug}.json`, hosts: tenant.hosts ?? [] }]),
    ),
  });
  return true;
}

/** Vite writes its manifest to dist/.vite/; the pages have read it, and only the server side needs it now. */
function moveManifest(outDir: string, deployDir: string): void {
  const viteDir = join(outDir, '.vite');
  copyFileSync(join(viteDir, 'manifest.json'), join(deployDir, MANIFEST));
  rmSync(viteDir, { recursive: true, force: true });
}

function write(outDir: string, file: string, content: string): void {
  const path = join(outDir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

type PartnerPages = {
  step1: Awaited<ReturnType<ServerEntry['renderPartnerPage']>>;
  step2: Awaited<ReturnType<ServerEntry['renderStep2Page']>>;
};

/**
 * Each partner's step 1 and step 2, rendered, and proven: each page holds its form and a real title.
 * Anything else stops the build with the partner's file and the reason, one line each, and never a
 * stack trace. Whether a partner is accepted, its texts resolved in every language included, is the
 * partner gate's (tools/partners/validate.ts, through `tenants`): only the partners it accepted reach this point.
 */
async function provenPages(
  server: ServerEntry,
  tenants: Map<string, TenantData>,
  files: Map<string, string>,
): Promise<Map<string, PartnerPages>> {
  const pages = new Map<string, PartnerPages>();
  const problems: string[] = [];
  for (const [slug, data] of tenants) {
    const file = files.get(slug) ?? `${slug}.json`;
    const tenant: TenantConfig = { ...data, slug };
    const rendered: Partial<PartnerPages> = {};
    for (const [step, render] of [
      ['step1', () => server.renderPartnerPage(tenant, START_NOTICE_ID)],
      ['step2', () => server.renderStep2Page(tenant)],
    ] as const) {
      const name = step === 'step1' ? 'step 1' : 'step 2';
      try {
        const page = await render();
        const fault = pageFault(page.html, page.title);
        if (fault) problems.push(`${file}: ${name} ${fault}`);
        else (rendered as Record<string, unknown>)[step] = page;
      } catch (error) {
        problems.push(
          `${file}: ${name} cannot be rendered: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
        );
      }
    }
    if (rendered.step1 && rendered.step2) pages.set(slug, { step1: rendered.step1, step2: rendered.step2 });
  }
  if (problems.length > 0) {
    throw new Error(
      `partner pages: ${problems.length} problem(s):\n${problems.map((line) => `  - ${printable(line)}`).join('\n')}`,
    );
  }
  return pages;
}

/** Why a rendered step is no page for members: no form, or no real title; undefined if it is one. */
export function pageFault(html: string, title: string): string | undefined {
  if (!/<form[\s>]/.test(html)) return 'has no form: members could not answer it';
  const shown = title.trim();
  if (isBlank(shown) || UNFILLED_PATTERN.test(shown) || /^\w+:[\w.]+$/.test(shown)) {
    return `has no real title: ${JSON.stringify(shown.slice(0, 80))}`;
  }
  return undefined;
}

/** How long a partner's page waits for the app to start before it says it cannot (src/early/before-app.ts). */
export const START_TIMEOUT_MS = 10_000;

async function writePages({
  root,
  outDir,
  deployDir,
  server,
  tenants,
  files,
  siteDomain,
}: {
  root: string;
  outDir: string;
  deployDir: string;
  server: ServerEntry;
  tenants: Map<string, TenantData>;
  files: Map<string, string>;
  siteDomain?: string;
}) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const scripts = step1Scripts(manifest);
  const css = entryStylesheets(manifest)
    .map((file) => readFileSync(join(outDir, file), 'utf8'))
    .join('\n');
  if (!css) throw new Error('partner pages: the entry has no stylesheet to inline');
  const appStyle = inlineHash(css);
  // The modules of step 1 are fetched only once the page has painted: fetched with the HTML, they
  // take the phone's bandwidth from it and cost the first paint (LCP 1.3 to 2x the plain page's,
  // measured; CHANGELOG, performance before issue 28).
  const script = await beforeAppScript(root, {
    entry: `/${scripts.entry}`,
    preloads: scripts.preloads.map((file) => `/${file}`),
    next: step2Scripts(manifest, scripts).map((file) => `/${file}`),
    failAfterMs: START_TIMEOUT_MS,
  });
  const starter = inlineHash(script);
  const guard = await step2GuardScript(root);
  const moves = await earlyMovesScript(root);
  const inlineScripts = [starter, inlineHash(guard), inlineHash(moves)];

  const notFound = await server.renderNotFoundPage();
  write(outDir, 'not-found.html', pageDocument({ title: notFound.title, styles: [css], root: { html: notFound.html } }));
  const generic = await server.renderGenericPage();
  write(outDir, 'index.html', pageDocument({ title: generic.title, styles: [css], scripts, noscript: generic.noscript }));

  const policies = new Map<string, string>();
  const pages = await provenPages(server, tenants, files);
  for (const [slug, data] of tenants) {
    const tenant: TenantConfig = { ...data, slug };
    const { step1: page, step2 } = pages.get(slug)!;
    const theme = server.themeCss(tenant);
    // Step 1 and step 2: the same script, the partner's configuration and notices; step 1's data and templates for the script's answers.
    const shared = {
      styles: [css, theme],
      beforeApp: script,
      noscript: page.noscript,
      startNotice: page.startNotice,
      config: { id: EMBEDDED_TENANT_ID, value: tenant },
      headScripts: [moves],
    };
    write(
      outDir,
      partnerPage(slug).slice(1),
      pageDocument({
        ...shared,
        title: page.title,
        root: { html: page.html, partner: slug },
        templates: page.templates,
        step1: { id: STEP1_PAGE_ID, value: page.step1 },
      }),
    );
    write(
      outDir,
      partnerStep2Page(slug).slice(1),
      pageDocument({
        ...shared,
        title: step2.title,
        // The guard first: a member it sends to step 1 has done nothing here.
        headScripts: [guard, moves],
        root: { html: step2.html, partner: slug, step: STEP2_PATH },
      }),
    );
    policies.set(slug, contentSecurityPolicy([data], { styles: [appStyle, inlineHash(theme)], scripts: inlineScripts }));
  }

  const headers = securityHeaders(tenants.values(), { styles: [appStyle], scripts: inlineScripts });
  write(outDir, '_headers', cdnHeaders(headers));
  // One description of hosts, headers and caching: nginx's files are made from it, and the worker reads it.
  const routes = routesDescription(tenants, policies, headers, siteDomain);
  write(deployDir, ROUTES_JSON, `${JSON.stringify(routes, null, 2)}\n`);
  const nginx = nginxFromRoutes(routes);
  write(deployDir, SECURITY_HEADERS_CONF, nginx.securityHeaders);
  write(deployDir, PARTNERS_CONF, nginx.partners);
}
