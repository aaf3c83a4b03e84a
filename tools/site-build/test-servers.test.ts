/**
 * `npm test` while `npm run dev` runs: a Vite server that a test starts on the project keeps its cache and
 * its note of its address in a folder of its own (vite.config.ts, under Vitest), never in node_modules/.vite,
 * where the real dev server notes its address for `npm run tenant:new` (tools/partners/dev-address.ts).
 * Before, each such test overwrote that note with its own port and deleted it on closing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { projectCacheDir } from '../partners/dev-address';

const ROOT = join(import.meta.dirname, '..', '..');
const REAL_NOTE = join(projectCacheDir(ROOT), 'dev-server.json');
/** What a running `npm run dev` has noted, or undefined: only read here, never written. */
const realNote = () => (existsSync(REAL_NOTE) ? readFileSync(REAL_NOTE, 'utf8') : undefined);

it('a dev server started by a test notes its address in its own folder and leaves the real one’s note alone', async () => {
  const before = realNote();
  const server = await createServer({
    root: ROOT,
    logLevel: 'silent',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { port: 0, host: '127.0.0.1', hmr: false },
  });
  try {
    await server.listen();
    expect(server.config.cacheDir).not.toBe(projectCacheDir(ROOT));
    const own = JSON.parse(readFileSync(join(server.config.cacheDir, 'dev-server.json'), 'utf8')) as unknown;
    expect(own).toMatchObject({ pid: process.pid });
    expect(realNote()).toBe(before);
  } finally {
    await server.close();
  }
  expect(realNote()).toBe(before);
});
