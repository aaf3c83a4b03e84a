/**
 * What the build writes for nginx is proven to load: deploy/nginx.conf with the maps of real and
 * hostile partners, through `nginx -t` (nginx is installed here and in CI: .ci/run).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TenantData } from '../../src/shared/tenant/schema';
import { tenantFile } from '../../tests/support/test-tenant';
import { writeNginxFiles } from '../../tests/support/nginx-files';
import { checkNginxConfig, findNginx, nginxTestConfig } from './nginx-check';
import { deployDirOf } from './deploy-dir';

const ROOT = join(import.meta.dirname, '..', '..');
const SITE = join(ROOT, 'deploy', 'nginx.conf');
const NGINX = findNginx();

let outDir: string;
let deployDir: string;
beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'nginx-check-'));
  deployDir = deployDirOf(outDir);
  mkdirSync(deployDir);
});
afterEach(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(deployDir, { recursive: true, force: true });
});

/** Writes the build's two nginx files for `partners` (slug -> hosts), then runs nginx -t on `site`. */
function check(partners: Record<string, string[]>, site = SITE, siteDomain?: string) {
  const tenants = new Map<string, TenantData>(
    Object.entries(partners).map(([slug, hosts]) => [slug, tenantFile(hosts.length > 0 ? { hosts } : {})]),
  );
  writeNginxFiles(deployDir, tenants, siteDomain === undefined ? {} : { siteDomain });
  const files = new Map(
    [...tenants].map(([slug, tenant]) => [slug, { file: `tenants/${slug}.json`, hosts: tenant.hosts ?? [] }]),
  );
  return () => checkNginxConfig({ outDir, siteConfig: site, partners: files, nginx: NGINX ?? 'nginx (not installed)' });
}

describe('nginx -t on what the build writes', () => {
  it('is possible: nginx is installed', () => {
    expect(NGINX).toBeTruthy();
  });

  it('loads the longest slugs and hosts DNS allows, with our own domain', () => {
    const longest = `${'a'.repeat(62)}b`;
    const host253 = `${'h'.repeat(63)}.${'o'.repeat(63)}.${'s'.repeat(63)}.${'t'.repeat(58)}.it`;
    expect(host253).toHaveLength(253);
    const partners = {
      acme: ['salute.cassa-mutua-dipendenti-lombardia-2026.it', host253],
      [longest]: [],
      [`${'c'.repeat(47)}`]: ['x.example.it'],
    };
    expect(check(partners, SITE, 'onboarding-salute.example')).not.toThrow();
  });

  it('fails without the map hash sizes of deploy/nginx.conf: the check is real', () => {
    const site = join(deployDir, 'site.conf');
    writeFileSync(site, readFileSync(SITE, 'utf8').replace(/^map_hash_\w+ \d+;$/gm, ''));
    expect(check({ acme: ['salute.cassa-mutua-dipendenti-lombardia-2026.it'] }, site)).toThrow(/could not build map_hash/);
  });

  it.each([
    ['default', /^tenants\/default\.json: nginx -t refuses .*duplicate default map parameter/],
    ['include', /^tenants\/include\.json: nginx -t refuses .*with nginx-check-\w+-deploy\/partners\.conf\): .*include/],
  ])('names the partner file when nginx refuses its slug %s (which tenant:check refuses first)', (slug, error) => {
    expect(check({ acme: [], [slug]: [] })).toThrow(error);
  });
});

describe('the test configuration of nginx -t', () => {
  const paths = { root: '/srv/dist', deployDir: '/srv/dist-deploy', certDir: '/tmp/t', prefix: '/tmp/t' };
  const config = (site = readFileSync(SITE, 'utf8')) => nginxTestConfig({ site, ...paths });

  it("reads nothing of the machine's /etc/nginx: no brotli include, no mime.types", () => {
    expect(readFileSync(SITE, 'utf8')).toContain('include /etc/nginx/onboarding-brotli*.conf;');
    const text = config();
    expect(text).not.toMatch(/^\s*include\s+\/etc\/nginx/m);
    expect(text).toContain("# left out by the build's nginx -t: include /etc/nginx/onboarding-brotli*.conf;");
    expect(text).toMatch(/^\s*types \{.*application\/json json;/m);
  });

  it("puts the build's folders in place of the placeholders and keeps the includes of dist-deploy/", () => {
    const text = config();
    expect(text).not.toMatch(/ONBOARDING_[A-Z]/);
    // The web root, and /assets/ served from the same build's assets/.
    expect(text.match(/^\s*root \/srv\/dist;$/gm)).toHaveLength(2);
    expect(text).toContain('include /srv/dist-deploy/partners.conf;');
    expect(text).toContain('include /srv/dist-deploy/security-headers.conf;');
    // nginx -t creates the log files it names: the events log goes into the test's folder.
    expect(text).toContain('access_log /tmp/t/events.log onboarding_events');
    expect(text).not.toContain('/var/log/');
  });

  it('leaves out any other machine include too, and keeps the other lines', () => {
    const site = 'server {\n    include /etc/nginx/snippets/ssl.conf;\n    include ONBOARDING_DEPLOY/x.conf;\n}';
    expect(config(site)).toContain(
      "server {\n# left out by the build's nginx -t: include /etc/nginx/snippets/ssl.conf;\n    include /srv/dist-deploy/x.conf;\n}",
    );
  });

  // docs/deploy.md has operators copy deploy/brotli.conf to /etc/nginx/onboarding-brotli.conf: read by this
  // configuration, which loads no module, that file stops nginx -t. Left out (above), it cannot.
  it('would fail on a machine include that says brotli on: the reason it is left out', () => {
    const machine = join(deployDir, 'etc-nginx');
    mkdirSync(machine);
    writeFileSync(join(machine, 'onboarding-brotli.conf'), readFileSync(join(ROOT, 'deploy', 'brotli.conf'), 'utf8'));
    const site = join(deployDir, 'site.conf');
    writeFileSync(site, readFileSync(SITE, 'utf8').replace('include /etc/nginx/', `include ${machine}/`));
    expect(check({ acme: [] }, site)).toThrow(/unknown directive "brotli"/);
    expect(check({ acme: [] })).not.toThrow();
  });
});
