/**
 * One real build of the whole site (client, server render, partner pages), as `vite build` runs it,
 * with the browser suite's partners: what the plugins share. What reaches members' browsers is held
 * by the lint: no Node builtins, no tools/ and no zod full build under src/ (tests/unit/lint-boundaries.test.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBuilder, createLogger } from 'vite';
import { loadTenants } from '../partners/load';
import { sitePlugins } from './site-plugins';
import { siteTenants } from './site-tenants';
import { deployDirOf } from '../deploy/deploy-dir';
import { findNginx } from '../deploy/nginx-check';
import { readManifest, step1Scripts } from './step1-assets';
import { STEP1_APP, STEP1_LIBRARIES } from './step1-chunks';

const ROOT = join(import.meta.dirname, '..', '..');
const TENANTS_DIR = join(ROOT, 'tests', 'e2e', 'tenants');

let outDir: string;
let deployDir: string;
let loads: number;
/** What the bundler and Vite warned of while building, and what the build said. */
const warnings: string[] = [];
const said: string[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'site-build-'));
  deployDir = deployDirOf(outDir);
  // What an older build left beside dist/: the build empties the folder before it writes.
  mkdirSync(join(deployDir, '_deploy'), { recursive: true });
  writeFileSync(join(deployDir, 'stale.conf'), 'stale');
  loads = 0;
  const tenants = siteTenants({
    dir: TENANTS_DIR,
    command: 'build',
    env: { ONBOARDING_TEST_BUILD: '1' },
    load: (...args) => {
      loads += 1;
      return loadTenants(...args);
    },
  });
  const builder = await createBuilder({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    customLogger: {
      ...createLogger('silent'),
      info: (message) => void said.push(message),
      warn: (message) => void warnings.push(message),
      warnOnce: (message) => void warnings.push(message),
    },
    resolve: { alias: { '@': join(ROOT, 'src') } },
    plugins: sitePlugins(tenants, ROOT),
    environments: { client: { build: { outDir, emptyOutDir: true } } },
  });
  await builder.buildApp();
}, 180_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(deployDir, { recursive: true, force: true });
});

describe('a build of the site', () => {
  it('reads and validates the partner files once, for the tenant files and the partner pages alike', () => {
    expect(existsSync(join(outDir, 'tenants', 'alfa.json'))).toBe(true);
    expect(existsSync(join(outDir, 'partners', 'alfa.html'))).toBe(true);
    expect(existsSync(join(deployDir, 'partners.conf'))).toBe(true);
    expect(loads).toBe(1);
  });

  it("publishes no server file: those are beside dist/, in <outDir>-deploy/, and only this build's", () => {
    expect(deployDir).toBe(`${outDir}-deploy`);
    expect(existsSync(join(outDir, '_deploy'))).toBe(false);
    expect(existsSync(join(outDir, '.vite'))).toBe(false);
    expect(existsSync(join(outDir, '_headers'))).toBe(true);
    expect(readdirSync(deployDir).sort()).toEqual(['manifest.json', 'partners.conf', 'routes.json', 'security-headers.conf']);
  });

  it('names the partners whose pages it built, and says that nginx -t passed (or that nginx is absent)', () => {
    expect(said).toContain('Built the pages of alfa, beta.');
    expect(said.some((line) => line.startsWith('nginx -t: deploy/nginx.conf loads'))).toBe(findNginx() !== undefined);
  });

  it('builds without a warning: no module the app loads lazily is also imported statically (INEFFECTIVE_DYNAMIC_IMPORT)', () => {
    expect(warnings).toEqual([]);
  });

  it("loads step 1's code in three files, of which the entry imports neither big one itself (it starts the app in stages)", () => {
    const scripts = step1Scripts(outDir);
    for (const file of [STEP1_LIBRARIES, STEP1_APP])
      expect(scripts.filter((script) => script.startsWith(`assets/${file}-`))).toHaveLength(1);
    // Beside them: the entry, its stages' few bytes each, Rolldown's runtime, and in a build with
    // import.meta.env.DEV (this one) the mock API that src/main.tsx starts, with zod, which its
    // handlers read the requests with (a production build's step 1 loads no zod: npm run size).
    const others = scripts.filter((script) => !/^assets\/(step1-|browser-|zod-)/.test(script));
    expect(others.filter((script) => readFileSync(join(outDir, script)).length > 2048)).toEqual([]);
    expect(others.length).toBeLessThanOrEqual(7);
    const manifest = readManifest(outDir);
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    const imported = (entry.imports ?? []).map((key) => manifest[key]!.file);
    expect(imported.filter((file) => /step1-(libs|app)-/.test(file))).toEqual([]);
  });
});
