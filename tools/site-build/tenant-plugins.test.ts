import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTenants } from '../partners/load';
import type { TenantLoadResult } from '../partners/problems';
import { tenantFile } from '../../tests/support/test-tenant';
import { siteTenants, type SiteTenants } from './site-tenants';
import { tenantDevServerPlugin } from './tenant-dev-server-plugin';
import { tenantFilesPlugin } from './tenant-files-plugin';

const VALID = tenantFile();

/** <work>/tenants, and the operator's site file where the loader looks: <work>/config/site.json. */
let dir: string;
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'tenants-')), 'tenants');
  mkdirSync(dir);
  writeSite({});
});
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

function writeSite(site: Record<string, unknown>) {
  const { provider, support } = VALID;
  mkdirSync(join(dir, '..', 'config'), { recursive: true });
  const origins = (...urls: string[]) => [...new Set(urls.map((url) => new URL(url).origin))];
  writeFileSync(
    join(dir, '..', 'config', 'site.json'),
    JSON.stringify({
      apiOrigins: origins(provider.apiBaseUrl),
      webOrigins: origins(provider.webappBaseUrl, provider.redeemCouponUrl),
      linkOrigins: origins(provider.howItWorksUrl, provider.videoUrl, support.chatUrl, support.privacyPolicyUrl),
      ...site,
    }),
  );
}

function write(name: string, content: unknown) {
  writeFileSync(join(dir, name), JSON.stringify(content));
}

/** What the tenant files plugin emits into dist/, by file name. */
function emitted(tenants: SiteTenants): Map<string, unknown> {
  const files = new Map<string, unknown>();
  const plugin = tenantFilesPlugin(tenants);
  type Emit = (this: { emitFile: (file: { fileName: string; source: string }) => void }) => void;
  (plugin.generateBundle as unknown as Emit).call({
    emitFile: ({ fileName, source }) => files.set(fileName, JSON.parse(source)),
  });
  return files;
}

describe('the site tenants', () => {
  it('are read and validated once per build, however many plugins read them', () => {
    write('acme.json', VALID);
    const calls: string[] = [];
    const tenants = siteTenants({
      dir,
      command: 'build',
      env: {},
      load: (...args): TenantLoadResult => {
        calls.push(args[0]);
        return loadTenants(...args);
      },
    });
    expect(calls).toEqual([]);
    tenantFilesPlugin(tenants);
    expect([...emitted(tenants).keys()]).toEqual(['tenants/acme.json']);
    expect([...tenants.current().tenants.keys()]).toEqual(['acme']);
    expect(calls).toEqual([dir]);
  });

  it('do not change what the loader returned when they leave out the demo partner', () => {
    write('acme.json', VALID);
    write('demo.json', { ...VALID, contractRef: 'DEMO-2026', partner: { name: 'Demo', emailDomains: ['demo.it'] } });
    const loaded = loadTenants(dir, dir);
    const tenants = siteTenants({ dir, command: 'build', env: {}, load: () => loaded });
    expect([...tenants.current().tenants.keys()]).toEqual(['acme']);
    expect([...loaded.tenants.keys()]).toEqual(['acme', 'demo']);
  });
});

describe('own domains (hosts)', () => {
  it('makes the build emit one host map, /tenants/hosts.json, growing by one line per host', () => {
    writeSite({ domain: 'vivi-partner.it' });
    write('acme.json', { ...VALID, hosts: ['salute.acme.it', 'benessere.acme.it'] });
    write('beta.json', { ...VALID, contractRef: 'BETA-2026', partner: { name: 'Beta', emailDomains: ['beta.it'] } });
    const files = emitted(siteTenants({ dir, command: 'build', env: {}, cwd: dir }));
    expect([...files.keys()].sort()).toEqual(['tenants/acme.json', 'tenants/beta.json', 'tenants/hosts.json']);
    expect(files.get('tenants/hosts.json')).toEqual({ 'salute.acme.it': 'acme', 'benessere.acme.it': 'acme' });
  });
});

describe('the tenant plugins', () => {
  function emittedBy(command: 'build' | 'serve', env: Record<string, string | undefined> = {}): string[] {
    return [...emitted(siteTenants({ dir, command, env, cwd: dir })).keys()].sort();
  }

  it('leaves the demo partner out of production builds, and keeps it for test builds', () => {
    write('acme.json', tenantFile());
    write('demo.json', tenantFile({ contractRef: 'DEMO-2026', partner: { name: 'Demo', emailDomains: ['demo.it'] } }));
    expect(emittedBy('build')).toEqual(['tenants/acme.json']);
    expect(emittedBy('build', { ONBOARDING_TEST_BUILD: '1' })).toEqual(['tenants/acme.json', 'tenants/demo.json']);
  });

  it('fails a production build on loopback http:// addresses, unless it is a test build', () => {
    write('acme.json', { ...VALID, provider: { ...tenantFile().provider, apiBaseUrl: 'http://127.0.0.1:4301/patient' } });
    const start = (env: Record<string, string | undefined>) => {
      const plugin = tenantFilesPlugin(siteTenants({ dir, command: 'build', env, cwd: dir }));
      (plugin.buildStart as unknown as (this: { error: (message: string) => never }) => void).call({
        error: (message) => {
          throw new Error(message);
        },
      });
    };
    expect(() => start({})).toThrow(/provider\.apiBaseUrl: must be a valid https:\/\/ address/);
    expect(() => start({ ONBOARDING_TEST_BUILD: '1' })).not.toThrow();
  });

  it('lets the dev server start with a broken partner, warning, so its page can list the problems', () => {
    write('acme.json', { ...VALID, contractRef: '' });
    const warned: string[] = [];
    const plugin = tenantFilesPlugin(siteTenants({ dir, command: 'serve', env: {}, cwd: dir }));
    (plugin.buildStart as unknown as (this: { warn: (message: string) => void; error: (message: string) => never }) => void).call(
      {
        warn: (message) => warned.push(message),
        error: (message) => {
          throw new Error(message);
        },
      },
    );
    expect(warned).toEqual([expect.stringMatching(/^Tenant files have 1 problem\(s\):\n {2}- .*acme\.json: contractRef: /)]);
  });

  describe('in development', () => {
    async function get(path: string): Promise<{ status: number; body: string; logged: string[] }> {
      const logged: string[] = [];
      let handler: ((req: { url: string }, res: unknown, next: () => void) => void) | undefined;
      const plugin = tenantDevServerPlugin(siteTenants({ dir, command: 'serve', env: {}, cwd: dir }));
      (plugin.configureServer as unknown as (server: unknown) => void)({
        config: { logger: { error: (line: string) => logged.push(line) } },
        middlewares: { use: (fn: typeof handler) => (handler = fn) },
        watcher: { add: () => {}, on: () => {} },
      });
      return new Promise((resolve) => {
        const res = {
          statusCode: 200,
          setHeader: () => {},
          end(body: string) {
            resolve({ status: this.statusCode, body, logged });
          },
        };
        handler!({ url: path }, res, () => resolve({ status: -1, body: '', logged }));
      });
    }

    it('does not blame a partner for another file whose name ends like it (bigacme.json)', async () => {
      write('bigacme.json', { ...VALID, contractRef: '' });
      const { status, logged } = await get('/tenants/acme.json');
      expect(status).toBe(404);
      expect(logged).toEqual([]);
    });

    it('answers a broken partner with its problems, for the page to show', async () => {
      write('acme.json', { ...VALID, contractRef: '' });
      const { status, body } = await get('/tenants/acme.json');
      expect(status).toBe(422);
      expect(JSON.parse(body)).toEqual({
        problems: [expect.stringMatching(/acme\.json: contractRef: must be the contract reference/)],
      });
    });

    it("reads the operator's site file again on each request, and shows its part of a partner's problems", async () => {
      write('acme.json', VALID);
      expect((await get('/tenants/acme.json')).status).toBe(200);
      writeSite({ webOrigins: [] });
      const { status, body } = await get('/tenants/acme.json');
      expect(status).toBe(422);
      expect(JSON.parse(body)).toEqual({
        problems: [
          expect.stringMatching(
            /^acme\.json: provider\.webappBaseUrl: https:\/\/app\.vivi\.test is not an origin the operator lists .* webOrigins in \.\.\/config\/site\.json/,
          ),
          expect.stringMatching(/^acme\.json: provider\.redeemCouponUrl: /),
        ],
      });
      // A site file with a mistake allows nothing until it is fixed.
      writeSite({ webOrigins: 'https://app.vivi.test' });
      const { problems } = JSON.parse((await get('/tenants/acme.json')).body) as { problems: string[] };
      expect(problems[0]).toBe('../config/site.json: webOrigins: has the wrong type: expected a list [ … ]');
      expect(problems.slice(1).map((line) => line.split(':')[1])).toEqual([
        ' provider.apiBaseUrl',
        ' provider.webappBaseUrl',
        ' provider.redeemCouponUrl',
        ' provider.howItWorksUrl',
        ' provider.videoUrl',
        ' support.chatUrl',
        ' support.privacyPolicyUrl',
      ]);
    });

    it('serves loopback http:// addresses', async () => {
      write('acme.json', { ...VALID, provider: { ...tenantFile().provider, apiBaseUrl: 'http://localhost:8787/patient' } });
      expect((await get('/tenants/acme.json')).status).toBe(200);
    });
  });
});
