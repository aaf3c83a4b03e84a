/**
 * The whole i18n check in the build and the dev server, on a copy of the project whose Italian texts
 * a translator got wrong: the build stops naming file and key; the dev page fails with the problem
 * (Vite's overlay shows it), and with file:line:column for a file that is not valid JSON.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createServer, type Logger, type ViteDevServer } from 'vite';
import { buildSite } from '../dist-tools/build-site';

const ROOT = join(import.meta.dirname, '..');
let project: string;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'i18n-plugin-'));
  for (const entry of ['package.json', 'tsconfig.json', 'index.html', 'vite.config.ts', 'i18next.config.ts'])
    cpSync(join(ROOT, entry), join(project, entry));
  for (const entry of [
    'src',
    'locales',
    'tenants',
    'config',
    'public',
    'tooling',
    'vite-plugins',
    'dist-tools',
    'deploy',
    'scripts',
  ])
    cpSync(join(ROOT, entry), join(project, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

function replaceIn(file: string, from: string, to: string) {
  const path = join(project, 'locales', file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

const NOME =
  'locales/it/common.json: membershipNotice: uses {{nome}}, which nothing fills in: this text may use {{email}} {{partnerName}} {{productName}}';

describe('the build', () => {
  it('stops on a placeholder mistake in Italian, naming file, key and fix', async () => {
    replaceIn('it/common.json', '"{{partnerName}} verificherà', '"{{nome}} verificherà');
    const build = buildSite({ root: project, outDir: join(project, 'dist'), tenantsDir: join(project, 'tenants'), quiet: true });
    await expect(build).rejects.toThrow(NOME);
  }, 120_000);
});

describe('the dev server', () => {
  let server: ViteDevServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function start(customLogger?: Logger) {
    server = await createServer({ root: project, logLevel: 'silent', customLogger, server: { middlewareMode: true, ws: false } });
    return server;
  }

  const moduleError = async (dev: ViteDevServer, file: string) =>
    dev.transformRequest(join(project, 'locales', file)).then(
      () => 'no error',
      (error: Error & { id?: unknown; loc?: unknown }) => ({ message: error.message, id: error.id, loc: error.loc }),
    );

  it('fails the Italian texts, which every page imports, with the problem', async () => {
    replaceIn('it/common.json', '"{{partnerName}} verificherà', '"{{nome}} verificherà');
    const dev = await start();
    expect(await moduleError(dev, 'it/common.json')).toEqual({
      message: `The texts in locales/ have 1 problem (npm run i18n:check lists the same):\n  - ${NOME}`,
      id: join(project, 'locales', 'it', 'common.json'),
      loc: undefined,
    });
  }, 60_000);

  it('checks again when a locale file changes', async () => {
    const dev = await start();
    expect(await moduleError(dev, 'it/common.json')).toBe('no error');
    replaceIn('en/common.json', '<email>{{email}}</email>', '<email>{{email}}');
    dev.watcher.emit('change', join(project, 'locales', 'en', 'common.json'));
    const found = await moduleError(dev, 'it/common.json');
    expect(typeof found === 'string' ? found : found.message).toContain(
      '\n  - locales/en/common.json: support.text: <email> is not closed: write <email>…</email>',
    );
  }, 60_000);

  it('names a locale file that is not valid JSON by file:line:column, as a string the terminal prints', async () => {
    const dev = await start();
    replaceIn('en/common.json', '"back": "Back",', '"back": "Back"');
    const path = join(project, 'locales', 'en', 'common.json');
    expect(await moduleError(dev, 'en/common.json')).toEqual({
      message:
        'locales/en/common.json:4:3: is not valid JSON: expected , or } here: is a comma missing at the end of the line before?',
      id: path,
      loc: { file: path, line: 4, column: 3 },
    });
  }, 60_000);

  it('says in the terminal when the texts cannot be read, instead of an unhandled rejection', async () => {
    const errors: string[] = [];
    const logger = createLogger('silent');
    logger.error = (message) => void errors.push(message);
    const dev = await start(logger);
    // A locale file that cannot be read at all while the server runs (a folder in its place, as mid-rename).
    const validation = join(project, 'locales', 'it', 'validation.json');
    rmSync(validation);
    mkdirSync(validation);
    dev.watcher.emit('change', validation);
    await vi.waitFor(() => expect(errors.join('\n')).toContain('[i18n] the texts could not be checked:'), { timeout: 30_000 });
  }, 60_000);
});
