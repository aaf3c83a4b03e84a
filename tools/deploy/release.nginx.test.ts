/**
 * npm run release on a temporary root, with this machine's nginx: small builds of a few files each (a
 * partner page, the not-found page, hashed files, and the server files the build writes), published one
 * after another and served by deploy/nginx.conf on loopback ports. Pruning is tested with a clock given
 * to the command, never with the files' modification times.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tenantFile } from '../../tests/support/test-tenant';
import { writeNginxFiles } from '../../tests/support/nginx-files';
import { getFromNginx, prepareNginx, runNginx, type RunningNginx, type TestNginx } from '../../tests/e2e/support/nginx';
import { freePort } from '../../tests/e2e/support/ports';
import { deployDirOf, MANIFEST, SECURITY_HEADERS_CONF } from './deploy-dir';
import { runDeployCheck } from './deploy-check';
import { findNginx } from './nginx-check';
import { publishRelease, RELEASE_SITE, runRelease, type ReleaseOptions } from './release';

const REPO = join(import.meta.dirname, '..', '..');
const DAY = 24 * 60 * 60 * 1000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let work: string;
let root: string;
let nginx: TestNginx;
let running: RunningNginx | undefined;
let port: number;

beforeEach(async () => {
  work = mkdtempSync(join(tmpdir(), 'release-'));
  root = join(work, 'srv');
  mkdirSync(root);
  port = await freePort();
  nginx = prepareNginx({ port, httpPort: await freePort(), repo: REPO, siteFile: join(root, RELEASE_SITE) });
  writeFileSync(join(work, 'template.conf'), nginx.site);
});
afterEach(async () => {
  if (running) await running.stop();
  else rmSync(nginx.prefix, { recursive: true, force: true });
  running = undefined;
  rmSync(work, { recursive: true, force: true });
});

/** A build of partner acme in <work>/builds/<name>: its page says `name`, its policy names `name`'s API. */
function build(name: string, assets: Record<string, string>): string {
  const dist = join(work, 'builds', name, 'dist');
  for (const dir of ['partners', 'assets', 'tenants']) mkdirSync(join(dist, dir), { recursive: true });
  writeFileSync(join(dist, 'partners', 'acme.html'), `<!doctype html><title>Acme</title><p>build ${name}</p>`);
  writeFileSync(join(dist, 'not-found.html'), '<!doctype html><title>Azienda non trovata</title>');
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Onboarding</title>');
  writeFileSync(join(dist, 'tenants', 'acme.json'), JSON.stringify(tenantFile()));
  for (const [file, text] of Object.entries(assets)) writeFileSync(join(dist, 'assets', file), text);
  const deploy = deployDirOf(dist);
  mkdirSync(deploy);
  writeNginxFiles(deploy, new Map([['acme', tenantFile()]]), { policy: policyOf(name) });
  const main = Object.keys(assets)[0]!;
  writeFileSync(join(deploy, MANIFEST), JSON.stringify({ 'src/main.tsx': { file: `assets/${main}`, isEntry: true } }));
  return dist;
}

const policyOf = (name: string) => `default-src 'self'; connect-src 'self' https://api-${name}.example`;

/** Publishes `dist` as release `id` at `now`; a reload of the test's nginx once it runs. */
function publish(dist: string, id: string, now = new Date()) {
  const lines: string[] = [];
  const say = (line: string) => void lines.push(line);
  const options: ReleaseOptions = { root, dist, id, now, template: join(work, 'template.conf'), nginx: nginx.command };
  // Before nginx runs there is nothing to reload: it reads the release when it starts.
  const code = publishRelease(running ? options : { ...options, reload: ['true'] }, { out: say, err: say });
  return { code, lines };
}

/** An HTTPS request to the test's nginx as the partner's host. */
const get = (path: string) => getFromNginx(port, path, 'acme.localhost');

/** The page, once nginx serves `name`'s: a reload starts new workers while the old ones finish their requests. */
async function pageOf(name: string) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const page = await get('/');
    if (page.body.includes(`build ${name}`) || Date.now() > deadline) return page;
    await new Promise((done) => setTimeout(done, 50));
  }
}

const assetsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

describe('npm run release with this machine’s nginx', () => {
  it('is possible: nginx is installed', () => {
    expect(findNginx()).toBeTruthy();
  });

  it("switches pages and headers to the new release, and still serves the old release's hashed files, immutable", async () => {
    const a = publish(
      build('a', { 'main-Aaaa1111.js': 'a main', 'step2-Aaaa2222.js': 'a step 2', 'shared-Cccc3333.js': 'both' }),
      'a',
      new Date('2026-03-02T09:00:00Z'),
    );
    expect(a.code).toBe(0);
    running = await runNginx(nginx);
    const before = await pageOf('a');
    expect(before.headers['content-security-policy']).toBe(policyOf('a'));

    const b = publish(
      build('b', { 'main-Bbbb1111.js': 'b main', 'step2-Bbbb2222.js': 'b step 2', 'shared-Cccc3333.js': 'both' }),
      'b',
      new Date('2026-03-02T10:00:00Z'),
    );
    expect(b.code, b.lines.join('\n')).toBe(0);
    expect(b.lines).toContain(
      'Release b is live: its pages, partner files and Content-Security-Policy. ' +
        `/assets/ serves ${join(root, 'assets')}, which keeps the hashed files of every release of the last 7 days for the pages opened before it.`,
    );

    const page = await pageOf('b');
    expect(page.status).toBe(200);
    expect(page.body).toContain('build b');
    expect(page.headers['content-security-policy']).toBe(policyOf('b'));
    expect(page.headers['cache-control']).toBe('no-cache');
    const partnerFile = await get('/tenants/acme.json');
    expect([partnerFile.status, partnerFile.headers['cache-control']]).toEqual([200, 'no-cache']);
    for (const [file, text] of [
      ['step2-Aaaa2222.js', 'a step 2'],
      ['step2-Bbbb2222.js', 'b step 2'],
      ['shared-Cccc3333.js', 'both'],
    ]) {
      const asset = await get(`/assets/${file}`);
      expect([asset.status, asset.body, asset.headers['cache-control']], file).toEqual([200, text, IMMUTABLE]);
    }
    const missing = await get('/assets/step2-Dddd4444.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).not.toBe(IMMUTABLE);

    expect(readFileSync(join(root, RELEASE_SITE), 'utf8')).toContain(`root ${join(root, 'releases', 'b', 'dist')};`);
    expect(assetsIn(join(root, 'assets'))).toEqual([
      'main-Aaaa1111.js',
      'main-Bbbb1111.js',
      'shared-Cccc3333.js',
      'step2-Aaaa2222.js',
      'step2-Bbbb2222.js',
    ]);
    expect(JSON.parse(readFileSync(join(root, 'releases', 'b', 'release.json'), 'utf8'))).toEqual({
      id: 'b',
      published: '2026-03-02T10:00:00.000Z',
      files: ['main-Bbbb1111.js', 'shared-Cccc3333.js', 'step2-Bbbb2222.js'],
    });

    // npm run deploy:check on the same nginx: the release's pages, and its scripts in the shared assets/.
    const report: string[] = [];
    const [nginxPath, , , , config] = nginx.command;
    runDeployCheck({ NGINX_PATH: nginxPath, NGINX_CONF: config }, { out: (line) => report.push(line) });
    expect(report).toContain(`ok      The web root ${join(root, 'releases', 'b', 'dist')} holds a build.`);
    expect(report).toContain(
      `ok      ${join(root, 'releases', 'b', 'dist')} and ${join(root, 'releases', 'b', 'dist-deploy')} come from the same build.`,
    );
  });

  it('leaves the old release live when nginx -t refuses the new one', async () => {
    expect(publish(build('a', { 'main-Aaaa1111.js': 'a main' }), 'a').code).toBe(0);
    running = await runNginx(nginx);
    const site = readFileSync(join(root, RELEASE_SITE), 'utf8');

    const broken = build('broken', { 'main-Eeee1111.js': 'broken main' });
    writeFileSync(join(deployDirOf(broken), SECURITY_HEADERS_CONF), 'add_header X-Broken;\n');
    const { code, lines } = publish(broken, 'broken');
    expect(code).toBe(1);
    expect(lines[1]).toMatch(
      /^nginx -t refuses the configuration of release broken \(.* -T\): invalid number of arguments in "add_header" directive/,
    );
    expect(lines[2]).toBe(
      `The previous configuration is back in ${join(root, RELEASE_SITE)} and nothing was reloaded: nginx still serves release a. Release broken was removed; fix the above and run npm run release again.`,
    );
    expect(readFileSync(join(root, RELEASE_SITE), 'utf8')).toBe(site);
    expect(readdirSync(join(root, 'releases'))).toEqual(['a']);
    expect(assetsIn(join(root, 'assets'))).toEqual(['main-Aaaa1111.js']);
    const page = await get('/');
    expect([page.status, page.headers['content-security-policy']]).toEqual([200, policyOf('a')]);
    expect(page.body).toContain('build a');
  });

  it('publishes nothing when a hashed name of the build has other content in the shared assets/', () => {
    expect(publish(build('a', { 'main-Aaaa1111.js': 'a main' }), 'a').code).toBe(0);
    const site = readFileSync(join(root, RELEASE_SITE), 'utf8');
    const { code, lines } = publish(build('b', { 'main-Aaaa1111.js': 'other bytes' }), 'b');
    expect(code).toBe(1);
    expect(lines).toEqual([
      `${join(root, 'assets', 'main-Aaaa1111.js')}: already there with other content, from an earlier release. A hashed file's name changes with its content, so this build and that release cannot both be right: nothing was published.`,
    ]);
    expect(readFileSync(join(root, 'assets', 'main-Aaaa1111.js'), 'utf8')).toBe('a main');
    expect(readFileSync(join(root, RELEASE_SITE), 'utf8')).toBe(site);
    expect(readdirSync(join(root, 'releases'))).toEqual(['a']);
  });

  it('keeps what a release live in the last 7 days lists, by the releases’ records, never by modification time', () => {
    const start = Date.parse('2026-03-02T09:00:00Z');
    const at = (days: number) => new Date(start + days * DAY);
    expect(publish(build('r1', { 'only1-Aaaa.js': '1', 'common-Cccc.js': 'c' }), 'r1', at(0)).code).toBe(0);
    expect(publish(build('r2', { 'only2-Bbbb.js': '2', 'common-Cccc.js': 'c' }), 'r2', at(1)).code).toBe(0);
    expect(publish(build('r3', { 'only3-Dddd.js': '3' }), 'r3', at(3)).code).toBe(0);
    // Modification times that would say the opposite: r1's file new, r2's a month old.
    utimesSync(join(root, 'assets', 'only1-Aaaa.js'), at(9), at(9));
    utimesSync(join(root, 'assets', 'only2-Bbbb.js'), at(-30), at(-30));

    const r4 = publish(build('r4', { 'only4-Eeee.js': '4', 'common-Cccc.js': 'c' }), 'r4', at(9));
    expect(r4.code, r4.lines.join('\n')).toBe(0);
    // r1 stopped being live when r2 was published, 8 days before r4; r2 when r3 was, 6 days before.
    expect(r4.lines).toContain('Removed release r1: it stopped being live on 2026-03-03T09:00:00.000Z, 8 days ago.');
    expect(r4.lines).toContain(`Removed 1 hashed file(s) from ${join(root, 'assets')} that no release of the last 7 days lists.`);
    expect(r4.lines).toContain('Kept: r2, r3, r4 (live now, or live less than 7 days ago).');
    expect(readdirSync(join(root, 'releases')).sort()).toEqual(['r2', 'r3', 'r4']);
    expect(assetsIn(join(root, 'assets'))).toEqual(['common-Cccc.js', 'only2-Bbbb.js', 'only3-Dddd.js', 'only4-Eeee.js']);
  });

  it('names a release by the time and the build, and says how it is used when the root is missing', () => {
    const dist = build('a', { 'main-Aaaa1111.js': 'a main' });
    const out: string[] = [];
    const io = { out: (line: string) => void out.push(line), err: (line: string) => void out.push(line) };
    const code = runRelease(
      [root, '--dist', dist, '--template', join(work, 'template.conf'), '--nginx', nginx.command.join(' '), '--reload', 'true'],
      {},
      io,
    );
    expect(code, out.join('\n')).toBe(0);
    expect(readdirSync(join(root, 'releases'))).toEqual([expect.stringMatching(/^\d{8}T\d{6}Z-[0-9a-f]{8}$/)]);
    out.length = 0;
    expect(runRelease([], {}, io)).toBe(1);
    expect(out[0]).toMatch(/^Usage: npm run release -- <root>/);
  });
});
