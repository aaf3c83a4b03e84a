/**
 * Two releases of the suite's site, for the specs that publish one while a member is mid-flow, and the
 * hosts that publish the second over the first as an operator does.
 *
 * Build A is the suite's own (serve-build.ts). Build B is the same partners and code, built from a copy
 * of the project with one text of step 2 and one of step 3 changed (CHANGED_TEXTS): their modules get
 * new hashed names, as with any real release, so a page of A asks for files B does not have.
 *
 * The hosts (startReleaseHost):
 * - nginx: npm run release (tools/deploy/release.ts) publishes A, then B, on a temporary release root;
 *   A's hashed files stay in the shared assets/.
 * - static: a plain static host whose folder is replaced whole by B: A's hashed files are gone, and
 *   only the app's own recovery (a reload that keeps the answers) can carry the member on.
 * - worker: the Cloudflare worker under wrangler dev, B published with deploy/worker/releases.js,
 *   which puts the hashed files of A into the assets B uploads.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../../../tools/site-build/build-site';
import { deployDirOf, MANIFEST } from '../../../tools/deploy/deploy-dir';
import { publishRelease, RELEASE_SITE } from '../../../tools/deploy/release';
import { startStaticServer } from '../../../tools/deploy/static-server';
import { keepReleases } from '../../../deploy/worker/releases.js';
import { getFromNginx, prepareNginx, runNginx } from './nginx';
import { BUILD_DIR, REPO } from './paths';
import { freePort, siteUrl } from './ports';
import { copyProject } from './project-copy';
import { startWorker } from './worker';

/** What build B says instead of A: a text of step 2 and one of step 3 (file, key path, B's text). */
export const CHANGED_TEXTS = [
  { file: 'locales/it/userInfo.json', key: 'birthDate.hint', text: 'Ad esempio 31-12-1970' },
  { file: 'locales/it/description.json', key: 'important.title', text: 'Da sapere' },
] as const;

/** The manifest's entries of step 2's and step 3's code and texts: each must have a new name in B. */
export const LATER_STEP_MODULES = [
  'src/routes/insert-info.tsx?tsr-split=component',
  'locales/it/userInfo.json',
  'src/routes/description.tsx?tsr-split=component',
  'locales/it/description.json',
] as const;

/** The two builds' dist/ folders (each with its -deploy folder beside it). */
export interface Releases {
  a: string;
  b: string;
}

/** Builds B from a copy of the project with CHANGED_TEXTS (about a minute); `remove` deletes the copy and the build. */
export async function buildReleaseB(): Promise<{ dist: string; remove: () => void }> {
  const copy = copyProject('onboarding-release-b-');
  try {
    for (const { file, key, text } of CHANGED_TEXTS) {
      const texts = JSON.parse(readFileSync(join(copy, file), 'utf8')) as Record<string, unknown>;
      const path = key.split('.');
      const parent = path.slice(0, -1).reduce((node, part) => node[part] as Record<string, unknown>, texts);
      parent[path.at(-1)!] = text;
      writeFileSync(join(copy, file), JSON.stringify(texts, null, 2));
    }
    const dist = join(copy, 'dist');
    await buildSite({ root: copy, outDir: dist, tenantsDir: `${REPO}tests/e2e/tenants`, testBuild: true });
    return { dist, remove: () => rmSync(copy, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}

/** The build's manifest (dist-deploy/manifest.json): each source's hashed file, and which is the entry. */
export function manifestOf(dist: string): Record<string, { file: string; isEntry?: boolean }> {
  return JSON.parse(readFileSync(join(deployDirOf(dist), MANIFEST), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
}

/** The app's entry script in the build of `dist`: what its pages load first. */
const entryScript = (dist: string) => Object.values(manifestOf(dist)).find((chunk) => chunk.isEntry)!.file;

export type ReleaseHostName = 'nginx' | 'static' | 'worker';

/** A host serving release A, until publishB() makes B live. */
export interface ReleaseHost {
  /** A partner's page on this host, reached by its subdomain. */
  url(slug: string, path?: string): string;
  /** Publishes B as the operator would, and returns once the host serves it. */
  publishB(): Promise<void>;
  stop(): Promise<void>;
}

/** Copies a build (dist/ and its -deploy folder) to `to`/dist. */
function copyBuild(dist: string, to: string): string {
  cpSync(dist, join(to, 'dist'), { recursive: true });
  cpSync(deployDirOf(dist), deployDirOf(join(to, 'dist')), { recursive: true });
  return join(to, 'dist');
}

/** npm run release on a temporary root, with this machine's nginx on free loopback ports. */
async function nginxHost({ a, b }: Releases, work: string): Promise<ReleaseHost> {
  const root = join(work, 'srv');
  mkdirSync(root);
  const port = await freePort();
  const nginx = prepareNginx({ port, httpPort: await freePort(), repo: REPO, siteFile: join(root, RELEASE_SITE) });
  const template = join(work, 'nginx.conf');
  writeFileSync(template, nginx.site);
  const publish = (dist: string, reload?: string[]) => {
    const lines: string[] = [];
    const say = (line: string) => void lines.push(line);
    const code = publishRelease(
      { root, dist, template, nginx: nginx.command, ...(reload && { reload }) },
      { out: say, err: say },
    );
    if (code !== 0) throw new Error(`npm run release failed:\n${lines.join('\n')}`);
  };
  // nginx is not running yet: it reads release A when it starts.
  publish(a, ['true']);
  const running = await runNginx(nginx);
  return {
    url: (slug, path = '/') => siteUrl(slug, path, port, 'https'),
    async publishB() {
      publish(b);
      // A reload starts new workers while the old ones finish: wait until B's page is what nginx answers.
      const script = entryScript(b);
      const deadline = Date.now() + 10_000;
      const served = () =>
        getFromNginx(port, '/', 'alfa.localhost').then(
          ({ body }) => body.includes(script),
          () => false,
        );
      while (!(await served())) {
        if (Date.now() > deadline) throw new Error('nginx still serves release A 10 s after the reload');
        await new Promise((done) => setTimeout(done, 50));
      }
    },
    stop: () => running.stop(),
  };
}

/** A static host (the generic page for every path) whose folder B replaces whole. */
async function staticHost({ a, b }: Releases, work: string): Promise<ReleaseHost> {
  const site = join(work, 'site');
  cpSync(a, site, { recursive: true });
  const port = await freePort();
  const server = await startStaticServer(site, port);
  return {
    url: (slug, path = '/') => siteUrl(slug, path, port, 'http'),
    async publishB() {
      rmSync(site, { recursive: true });
      cpSync(b, site, { recursive: true });
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

/** The worker under wrangler dev, serving A, then B with the files deploy/worker/releases.js keeps. */
async function workerHost({ a, b }: Releases, work: string): Promise<ReleaseHost> {
  const releasesDir = join(work, '.releases');
  const distA = copyBuild(a, join(work, 'a'));
  const distB = copyBuild(b, join(work, 'b'));
  keepReleases({ dist: distA, releasesDir, first: true });
  const port = await freePort();
  let worker = await startWorker({ root: distA, port, repo: REPO });
  return {
    url: (slug, path = '/') => siteUrl(slug, path, port, 'http'),
    async publishB() {
      keepReleases({ dist: distB, releasesDir });
      // wrangler deploy switches at once; wrangler dev serves one folder, so B's takes A's place on the same port.
      await worker.stop();
      worker = await startWorker({ root: distB, port, repo: REPO });
    },
    stop: () => worker.stop(),
  };
}

const HOSTS = { nginx: nginxHost, static: staticHost, worker: workerHost };

/** Starts `name` serving release A; stopping it removes everything it wrote. */
export async function startReleaseHost(name: ReleaseHostName, releases: Releases): Promise<ReleaseHost> {
  const work = mkdtempSync(join(tmpdir(), `onboarding-${name}-releases-`));
  const remove = () => rmSync(work, { recursive: true, force: true });
  try {
    const host = await HOSTS[name](releases, work);
    return { ...host, stop: () => host.stop().finally(remove) };
  } catch (error) {
    remove();
    throw error;
  }
}

/** Release A: the suite's own build. */
export const RELEASE_A = BUILD_DIR;
