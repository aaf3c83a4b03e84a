/**
 * One real build of the whole site (client, server render, partner pages), as `vite build` runs it,
 * with the browser suite's partners: what the plugins share, and what reaches members' browsers.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBuilder, type Plugin } from 'vite';
import { step1Scripts } from '../dist-tools/step1-assets';
import { loadTenants } from '../src/tenant/files/load';
import { sitePlugins } from './site-plugins';
import { siteTenants } from './site-tenants';

const ROOT = join(import.meta.dirname, '..');
const TENANTS_DIR = join(ROOT, 'tests', 'e2e', 'tenants');

/** The source modules of each client chunk, by the chunk's file name in dist/. */
type Chunks = Map<string, string[]>;

function recordChunks(chunks: Chunks): Plugin {
  return {
    name: 'test:record-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, output.moduleIds);
      }
    },
  };
}

let outDir: string;
let loads: number;
const chunks: Chunks = new Map();

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'site-build-'));
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
    resolve: { alias: { '@': join(ROOT, 'src') } },
    plugins: [...sitePlugins(tenants), recordChunks(chunks)],
    environments: { client: { build: { outDir, emptyOutDir: true } } },
  });
  await builder.buildApp();
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('a build of the site', () => {
  it('reads and validates the partner files once, for the tenant files and the partner pages alike', () => {
    expect(existsSync(join(outDir, 'tenants', 'alfa.json'))).toBe(true);
    expect(existsSync(join(outDir, 'partners', 'alfa.html'))).toBe(true);
    expect(existsSync(join(outDir, '_deploy', 'partners.conf'))).toBe(true);
    expect(loads).toBe(1);
  });

  it("ships no list of the text keys, built only for the schema's checks, in any of the app's JavaScript", () => {
    // Minified, the list is an anonymous `[...x.keys()]`: look for the source module that builds it.
    const sources = [...new Set([...chunks.values()].flat())].filter((id) => id.startsWith(join(ROOT, 'src')));
    expect(sources).toContain(join(ROOT, 'src', 'shared', 'i18n', 'text-keys.ts'));
    const building = sources.filter((id) => /export const TEXT_KEYS\b/.test(readFileSync(id.replace(/\?.*$/, ''), 'utf8')));
    expect(building).toEqual([]);
  });

  it("ships neither the partner file schema nor the loader: not in step 1's JavaScript, nor in any other", () => {
    const step1 = step1Scripts(outDir);
    expect(step1.every((file) => chunks.has(file))).toBe(true);
    const modules = [...chunks.values()].flat();
    expect(modules).toContain(join(ROOT, 'src', 'tenant', 'tenant-file.ts'));
    const forbidden = modules.filter((id) => /\/src\/tenant\/(schema\.ts|files\/)|\/node_modules\/zod\/v4\/classic\//.test(id));
    expect(forbidden).toEqual([]);
  });
});
