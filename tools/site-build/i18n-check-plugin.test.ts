/**
 * The whole i18n check in the build and the dev server, on a copy of the project whose Italian texts
 * a translator got wrong: the build stops naming file and key; the dev server keeps serving the page and
 * names the problem by file:line:column (terminal and Vite's overlay), a file that is not valid JSON too.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createServer, type Logger, type ViteDevServer } from 'vite';
import { buildSite } from './build-site';

const ROOT = join(import.meta.dirname, '..', '..');
let project: string;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'i18n-plugin-'));
  for (const entry of ['package.json', 'tsconfig.json', 'index.html', 'vite.config.ts', 'i18next.config.ts', 'tsr.config.json'])
    cpSync(join(ROOT, entry), join(project, entry));
  for (const entry of ['src', 'locales', 'tenants', 'config', 'public', 'tools', 'deploy'])
    cpSync(join(ROOT, entry), join(project, entry), { recursive: true, filter: (path) => !path.includes('node_modules') });
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'));
});
// maxRetries: a file the dev server was still writing as it closed (ENOTEMPTY) is removed on a second try.
afterEach(() => rmSync(project, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }));

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

  const terminal = () => {
    const errors: string[] = [];
    const logger = createLogger('silent');
    logger.error = (message) => void errors.push(message);
    return { logger, said: () => errors.join('\n') };
  };

  it('serves the Italian texts and names a placeholder mistake by file:line:column, never a blank page', async () => {
    replaceIn('it/common.json', '"{{partnerName}} verificherà', '"{{nome}} verificherà');
    const { logger, said } = terminal();
    const dev = await start(logger);
    expect(await moduleError(dev, 'it/common.json')).toBe('no error');
    await vi.waitFor(() => expect(said()).toMatch(/locales\/it\/common\.json:\d+:\d+: membershipNotice: uses \{\{nome\}\}/), {
      timeout: 30_000,
    });
  }, 60_000);

  it('checks again when a locale file changes', async () => {
    const { logger, said } = terminal();
    const dev = await start(logger);
    const sent: unknown[] = [];
    dev.ws.send = (...args: unknown[]) => void sent.push(args);
    replaceIn('en/common.json', '<email>{{email}}</email>', '<email>{{email}}');
    dev.watcher.emit('change', join(project, 'locales', 'en', 'common.json'));
    await vi.waitFor(() => expect(said()).toMatch(/locales\/en\/common\.json:\d+:\d+: support\.text: <email> is not closed/), {
      timeout: 30_000,
    });
    // A tag broken: only the problem, for the overlay; the page keeps its last good texts (no LOCALES_EVENT).
    expect(JSON.stringify(sent)).not.toContain('"onboarding:locales"');
    expect(JSON.stringify(sent)).toContain('"type":"error"');
    expect((await dev.transformRequest(join(project, 'locales', 'en', 'common.json')))?.code).toContain(
      '<email>{{email}}</email>',
    );
    // Wording alone goes to the page at once, before the check.
    sent.length = 0;
    replaceIn('en/common.json', '<email>{{email}}', '<email>{{email}}</email>');
    replaceIn('en/common.json', '"back": "Back",', '"back": "Go back",');
    dev.watcher.emit('change', join(project, 'locales', 'en', 'common.json'));
    expect(JSON.stringify(sent)).toContain('Go back');
  }, 60_000);

  it('names a locale file that is not valid JSON by file:line:column, and serves its last good texts', async () => {
    const { logger, said } = terminal();
    const dev = await start(logger);
    const path = join(project, 'locales', 'en', 'common.json');
    const good = readFileSync(path, 'utf8');
    replaceIn('en/common.json', '"back": "Back",', '"back": "Back"');
    dev.watcher.emit('change', path);
    await vi.waitFor(
      () =>
        expect(said()).toContain(
          'locales/en/common.json:4:3: is not valid JSON: expected , or } here: is a comma missing at the end of the line before?',
        ),
      { timeout: 30_000 },
    );
    const served = await dev.transformRequest(path);
    expect(served?.code).toContain(JSON.stringify((JSON.parse(good) as { back: string }).back));
  }, 60_000);

  it('says in the terminal when the texts cannot be read, instead of an unhandled rejection', async () => {
    const { logger, said } = terminal();
    const dev = await start(logger);
    // A locale file that cannot be read at all while the server runs (a folder in its place, as mid-rename).
    const validation = join(project, 'locales', 'it', 'validation.json');
    rmSync(validation);
    mkdirSync(validation);
    dev.watcher.emit('change', validation);
    await vi.waitFor(() => expect(said()).toContain('[i18n] the texts could not be checked:'), { timeout: 30_000 });
  }, 60_000);
});
