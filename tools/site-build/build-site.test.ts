import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO = join(import.meta.dirname, '..', '..');
const BIN = join(REPO, 'node_modules', '.bin');

describe('vite build called directly, as the browser suite and the bench do', () => {
  let work: string;
  let tenants: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'build-site-'));
    tenants = join(work, 'tenants');
    cpSync(join(REPO, 'tenants'), tenants, { recursive: true });
    cpSync(join(REPO, 'config'), join(work, 'config'), { recursive: true });
    const acme = JSON.parse(readFileSync(join(tenants, 'acme.json'), 'utf8')) as { branding: { primaryColor: string } };
    acme.branding.primaryColor = 'green';
    writeFileSync(join(tenants, 'acme.json'), JSON.stringify(acme));
  });
  afterEach(() => {
    rmSync(work, { recursive: true, force: true });
  });

  const expectTheTenantError = (result: ReturnType<typeof spawnSync>) => {
    const output = `${String(result.stdout)}${String(result.stderr)}`;
    expect(result.status).not.toBe(0);
    expect(output).toMatch(/acme\.json: branding\.primaryColor: must be a hex colour/);
    expect(output).not.toMatch(/ENOENT/);
  };

  it('from the command line: stops on a broken partner file with the file, the field and the reason', () => {
    const result = spawnSync(join(BIN, 'vite'), ['build', '--outDir', join(work, 'dist')], {
      cwd: REPO,
      env: { ...process.env, NODE_ENV: 'production', TENANTS_DIR: tenants },
      encoding: 'utf8',
    });
    expectTheTenantError(result);
  }, 60_000);

  it('from a script (tools/site-build/build-site.ts): the same', () => {
    const options = JSON.stringify({ root: REPO, outDir: join(work, 'dist'), tenantsDir: tenants });
    const script = `import('./tools/site-build/build-site.ts').then(({ buildSite }) => buildSite(${options}))`;
    const result = spawnSync(join(BIN, 'tsx'), ['--eval', script], {
      cwd: REPO,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expectTheTenantError(result);
  }, 60_000);
});
