/**
 * A partner's own host added to its file while `npm run dev` runs: the dev server restarts by itself
 * and answers there, instead of Vite's 403 (server.allowedHosts is fixed when Vite starts).
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { signupUrl } from '../../src/shared/provider-api';
import type { TenantData } from '../../src/shared/tenant/schema';
import { checkTenants } from '../partners/check';
import { loadTenants } from '../partners/load';
import { buildRules } from '../partners/rules';

const ROOT = join(import.meta.dirname, '..', '..');
let [work, server]: [string, ViteDevServer | undefined] = ['', undefined];

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'tenant-hosts-'));
  writeFileSync(join(work, '_defaults.json'), readFileSync(join(ROOT, 'tenants', '_defaults.json')));
  process.env.TENANTS_DIR = work;
  // The operator's site file of the project: the provider's origins the defaults use.
  process.env.SITE_FILE = join(ROOT, 'config', 'site.json');
});
afterEach(async () => {
  await server?.close();
  delete process.env.TENANTS_DIR;
  delete process.env.SITE_FILE;
  rmSync(work, { recursive: true, force: true });
});

const partner = (hosts: string[]) =>
  JSON.stringify({
    partner: { name: 'Beta S.r.l.', emailDomains: ['beta.it'] },
    contractRef: 'BETA-1',
    branding: { primaryColor: '#0f7a4d' },
    hosts,
  });

/** The status of `/` asked for with this Host header. */
function status(dev: ViteDevServer, host: string): Promise<number> {
  const { port } = dev.httpServer?.address() as AddressInfo;
  return new Promise((done, fail) => {
    request({ port, host: '127.0.0.1', path: '/', headers: { host } }, (response) => {
      response.resume();
      done(response.statusCode ?? 0);
    })
      .on('error', fail)
      .end();
  });
}

it('answers on a host that a partner file adds after the start, without a manual restart', async () => {
  writeFileSync(join(work, 'beta.json'), partner(['salute.beta.it']));
  server = await createServer({ root: ROOT, logLevel: 'silent', server: { port: 0, host: '127.0.0.1', hmr: false } });
  await server.listen();
  const dev = server;
  expect(await status(dev, 'salute.beta.it')).toBe(200);
  expect(await status(dev, 'salute.gamma.it')).toBe(403);
  writeFileSync(join(work, 'beta.json'), partner(['salute.beta.it', 'salute.gamma.it']));
  await expect.poll(() => status(dev, 'salute.gamma.it').catch(() => 0), { timeout: 30_000, interval: 500 }).toBe(200);
}, 60_000);

it('prints after Vite’s banner each partner’s address on the port it really listens on, the demo e-mail and the coupon link', async () => {
  writeFileSync(join(work, 'beta.json'), partner(['salute.beta.it']));
  const demo = {
    partner: { name: 'Demo S.p.A.', emailDomains: ['prova-demo.it'] },
    contractRef: 'DEMO-1',
    branding: { primaryColor: '#0b5fff' },
  };
  writeFileSync(join(work, 'demo.json'), JSON.stringify(demo));
  const said: string[] = [];
  const logger = createLogger('silent');
  logger.info = (message) => void said.push(message);
  server = await createServer({ root: ROOT, customLogger: logger, server: { port: 0, host: 'localhost', hmr: false } });
  await server.listen();
  const { port } = server.httpServer?.address() as AddressInfo;
  server.printUrls();
  const printed = said.join('\n');
  const banner = printed.indexOf('Local');
  expect(banner).toBeGreaterThanOrEqual(0);
  const after = printed.slice(banner);
  expect(after).toContain(`http://beta.localhost:${port}/, e-mail such as mario.rossi@beta.it`);
  expect(after).toContain(`http://localhost:${port}/, e-mail such as mario.rossi@prova-demo.it`);
  expect(after).toContain(`http://localhost:${port}/?existingUser=true`);
}, 60_000);

/** The body of `path` asked for on the dev server. */
function get(dev: ViteDevServer, path: string): Promise<string> {
  const { port } = dev.httpServer?.address() as AddressInfo;
  return new Promise((done, fail) => {
    request({ port, host: '127.0.0.1', path, headers: { host: 'localhost' } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => done(body));
    })
      .on('error', fail)
      .end();
  });
}

it('says each problem of a saved partner file once in the terminal, by file:line:column, however many requests follow', async () => {
  writeFileSync(join(work, 'beta.json'), partner(['salute.beta.it']));
  const said: string[] = [];
  const logger = createLogger('silent');
  logger.error = (message) => void said.push(message);
  logger.warn = (message) => void said.push(message);
  server = await createServer({ root: ROOT, customLogger: logger, server: { port: 0, host: '127.0.0.1', hmr: false } });
  await server.listen();
  const dev = server;
  // A comma before } on line 3: not valid JSON.
  writeFileSync(join(work, 'beta.json'), '{\n  "contractRef": "BETA-1",\n}\n');
  await vi.waitFor(() => expect(said.join('\n')).toContain('beta.json changed'), { timeout: 30_000 });
  // What the open page asks for next: its partner (twice: read again, then its status page) and the hosts.
  await get(dev, '/tenants/beta.json');
  await get(dev, '/tenants/beta.json');
  await get(dev, '/tenants/hosts.json');
  const lines = said.join('\n').split('\n');
  const mistakes = lines.filter((line) => line.includes('is not valid JSON'));
  expect(mistakes).toEqual([expect.stringMatching(/beta\.json:3:1: is not valid JSON: remove the comma before \}/)]);
}, 60_000);

it('ends the demo on a page of the dev server that shows what the member would carry, never a browser error', async () => {
  copyFileSync(join(ROOT, 'tenants', 'demo.json'), join(work, 'demo.json'));
  server = await createServer({ root: ROOT, logLevel: 'silent', server: { port: 0, host: 'localhost', hmr: false } });
  await server.listen();
  const dev = server;
  const { port } = dev.httpServer?.address() as AddressInfo;
  const demo = JSON.parse(await get(dev, '/tenants/demo.json')) as TenantData;
  // On the port the dev server really listens on, whatever tenants/demo.json names.
  expect(demo.provider.webappBaseUrl).toBe(`http://localhost:${port}/demo-provider`);
  expect(demo.provider.redeemCouponUrl).toBe(`http://localhost:${port}/demo-provider/redeem`);
  // The address the app goes to is the specification's, unchanged.
  const signup = new URL(signupUrl(demo.provider.webappBaseUrl, 'REF-123', demo.contractRef));
  expect(signup.pathname + signup.search).toBe('/demo-provider/signup?refCode=REF-123&contractRef=DEMO-2026');
  const landed = await get(dev, signup.pathname + signup.search);
  expect(landed).toContain('https://app.salutepiu.example/signup?refCode=REF-123&amp;contractRef=DEMO-2026');
  expect(landed).toMatch(/<dt>refCode<\/dt><dd><code>REF-123<\/code><\/dd>/);
  expect(await get(dev, '/demo-provider/redeem')).toContain('https://app.salutepiu.example/redeem');
}, 60_000);

it('keeps the demo partner and its loopback addresses out of every production check, which still refuses loopback', () => {
  const production = buildRules('build', {});
  const checked = checkTenants({ dir: join(ROOT, 'tenants'), cwd: ROOT, env: {} });
  expect(checked.errors).toEqual([]);
  expect(checked.checked).not.toContain('demo.json');
  expect([...checked.loaded.tenants.keys()]).not.toContain('demo');
  // Any other partner with the demo's addresses is refused.
  writeFileSync(
    join(work, 'beta.json'),
    JSON.stringify({ ...JSON.parse(partner(['salute.beta.it'])), provider: demoProvider() }),
  );
  const refused = loadTenants(work, work, production, join(ROOT, 'config', 'site.json')).problems.map((problem) => problem.field);
  expect(refused).toEqual(['provider.webappBaseUrl', 'provider.redeemCouponUrl']);
});

const demoProvider = () =>
  (JSON.parse(readFileSync(join(ROOT, 'tenants', 'demo.json'), 'utf8')) as { provider: Record<string, string> }).provider;
