/**
 * A new build on the worker does not strand a member who has the page of the one before open
 * (deploy/worker/releases.js): with build B published over build A, wrangler dev serving B still answers the
 * hashed files only A had, as immutable as B's own, while pages and partner files stay no-cache; the file of a
 * release retired 8 days ago is gone. A is a copy of the suite's build; B, and the release before A, are copies of
 * it with one hashed file changed and renamed, as a new build would do (a second build would take long and prove
 * nothing more here).
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base, type APIRequestContext } from '@playwright/test';
import { keepReleases } from '../../deploy/worker/releases.js';
import { TENANTS } from './support/tenants';
import { BUILD_DIR, REPO } from './support/paths';
import { WORKER_PORT } from './support/ports';
import { startWorker } from './support/worker';

const DAY = 24 * 60 * 60 * 1000;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const { slug } = TENANTS[0];

/**
 * Copies the build in `from` (and its -deploy folder) to `to`, with its `prefix`-<hash>.js changed and renamed
 * `prefix`-`hash`.js. The chunks that import it keep the old name: a real build would rename them too (their content
 * changes), and releases.js refuses a name given to two contents. These tests ask for files; no page runs.
 */
function variant(from: string, to: string, prefix: string, hash: string): { before: string; after: string } {
  for (const suffix of ['', '-deploy']) cpSync(from + suffix, to + suffix, { recursive: true });
  const before = readdirSync(join(to, 'assets')).find((file) => file.startsWith(`${prefix}-`));
  if (!before) throw new Error(`no assets/${prefix}-*.js in ${from}`);
  const after = `${prefix}-${hash}.js`;
  renameSync(join(to, 'assets', before), join(to, 'assets', after));
  writeFileSync(join(to, 'assets', after), `${readFileSync(join(to, 'assets', after), 'utf8')}\n// ${hash}\n`);
  return { before, after };
}

interface Published {
  dist: string;
  /** A hashed file of build A that B has under another name. */
  onlyA: string;
  /** B's own file in its place. */
  ownB: string;
  /** A file only the release before A had: A replaced it 8 days ago. */
  retired: string;
  added: string[];
}

const test = base.extend<object, { published: Published }>({
  published: [
    async ({}, use) => {
      const work = mkdtempSync(join(tmpdir(), 'onboarding-releases-'));
      const dist = (name: string) => join(work, name, 'dist');
      const releasesDir = join(work, '.releases');
      try {
        cpSync(BUILD_DIR, dist('a'), { recursive: true });
        cpSync(`${BUILD_DIR}-deploy`, `${dist('a')}-deploy`, { recursive: true });
        const older = variant(dist('a'), dist('older'), 'locale-en', 'older0');
        const b = variant(dist('a'), dist('b'), 'userInfo', 'bbbbbb');
        const now = Date.now();
        keepReleases({ dist: dist('older'), releasesDir, now: new Date(now - 10 * DAY), first: true });
        keepReleases({ dist: dist('a'), releasesDir, now: new Date(now - 8 * DAY) });
        const { added } = keepReleases({ dist: dist('b'), releasesDir, now: new Date(now) });
        const worker = await startWorker({ root: dist('b'), port: WORKER_PORT, repo: REPO });
        try {
          await use({ dist: dist('b'), onlyA: b.before, ownB: b.after, retired: older.after, added });
        } finally {
          await worker.stop();
        }
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

test.describe('on the worker (wrangler dev), build B published over build A', () => {
  const get = (request: APIRequestContext, path: string) =>
    request.get(`http://127.0.0.1:${WORKER_PORT}${path}`, { headers: { Host: `${slug}.localhost` }, maxRedirects: 0 });

  test('a hashed file only A had is still served, immutable as B’s own', async ({ published, request }) => {
    expect(published.added).toEqual([published.onlyA]);
    for (const file of [published.onlyA, published.ownB]) {
      const response = await get(request, `/assets/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe(IMMUTABLE);
      expect(await response.body(), file).toEqual(readFileSync(join(published.dist, 'assets', file)));
    }
  });

  test('a file only a release retired 8 days ago had is gone', async ({ published, request }) => {
    const response = await get(request, `/assets/${published.retired}`);
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test('the page and the partner file are B’s, and no-cache', async ({ published, request }) => {
    for (const [path, file] of [
      ['/', `partners/${slug}.html`],
      ['/insert-info', `partners/${slug}/insert-info.html`],
      [`/tenants/${slug}.json`, `tenants/${slug}.json`],
    ] as const) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect((await response.body()).toString(), path).toBe(readFileSync(join(published.dist, file), 'utf8'));
    }
  });
});
