/**
 * deploy/worker/releases.js on fake builds, with the clock given: which earlier files a deployment uploads
 * again, and which releases it lets go.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KEEP_DAYS, keepReleases, readReleases } from '../../deploy/worker/releases.js';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-11-02T09:00:00Z');

let work: string;
let releasesDir: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'worker-releases-'));
  releasesDir = join(work, '.releases');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A build's dist/ whose assets/ holds `files` (name -> content). */
function build(name: string, files: Record<string, string>): string {
  const dist = join(work, name, 'dist');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(dist, 'assets', file, '..'), { recursive: true });
    writeFileSync(join(dist, 'assets', file), content);
  }
  return dist;
}

const assetsOf = (dist: string) => readdirSync(join(dist, 'assets'), { recursive: true, encoding: 'utf8' }).sort();
const publish = (dist: string, day: number, first = false) =>
  keepReleases({ dist, releasesDir, now: new Date(T0 + day * DAY), first });

describe('keepReleases', () => {
  it('uploads again the files of the releases live in the last 7 days, and only those', () => {
    // A is retired on day 1 by B, B on day 3 by C, C on day 9 by D.
    const a = publish(build('a', { 'main-a.js': 'a', 'only-a.js': 'A', 'shared-ac.js': 'AC', 'react-1.js': 'R' }), 0, true);
    const b = publish(build('b', { 'main-b.js': 'b', 'only-b.js': 'B', 'react-1.js': 'R' }), 1);
    const cDist = build('c', { 'main-c.js': 'c', 'shared-ac.js': 'AC', 'react-1.js': 'R', 'texts/it-c.json': '{}' });
    const c = publish(cDist, 3);
    expect(c.kept).toEqual([a.id, b.id, c.id]);
    expect(assetsOf(cDist)).toEqual([
      ...['main-a.js', 'main-b.js', 'main-c.js', 'only-a.js', 'only-b.js', 'react-1.js', 'shared-ac.js'],
      ...['texts', 'texts/it-c.json'],
    ]);
    expect(readFileSync(join(cDist, 'assets/only-a.js'), 'utf8')).toBe('A');
    // A file is kept for the releases that list it, never for how old it is.
    utimesSync(join(releasesDir, c.id, 'assets/react-1.js'), new Date(T0 - 90 * DAY), new Date(T0 - 90 * DAY));

    const dDist = build('d', { 'main-d.js': 'd', 'react-1.js': 'R' });
    const d = publish(dDist, 9);
    // A retired 8 days ago: gone, with the file only it had. B retired 6 days ago, C now: kept.
    expect(d.retired).toEqual([a.id]);
    expect(d.kept).toEqual([b.id, c.id, d.id]);
    expect(existsSync(join(releasesDir, a.id))).toBe(false);
    expect(assetsOf(dDist)).toEqual([
      ...['main-b.js', 'main-c.js', 'main-d.js', 'only-b.js', 'react-1.js', 'shared-ac.js'],
      ...['texts', 'texts/it-c.json'],
    ]);
    // Each release lists its own build's files, not the earlier ones it was deployed with.
    expect(readReleases(releasesDir).records.map(({ id, files }) => ({ id, files }))).toEqual([
      { id: b.id, files: ['main-b.js', 'only-b.js', 'react-1.js'] },
      { id: c.id, files: ['main-c.js', 'react-1.js', 'shared-ac.js', 'texts/it-c.json'] },
      { id: d.id, files: ['main-d.js', 'react-1.js'] },
    ]);
  });

  it('lets a release go when its successor was published 7 days ago, not a moment earlier', () => {
    const first = publish(build('a', { 'only-a.js': 'A' }), 0, true);
    const second = publish(build('b', { 'only-b.js': 'B' }), 1);
    const justInTime = publish(build('c', { 'only-c.js': 'C' }), 1 + KEEP_DAYS - 1 / DAY);
    expect(justInTime.kept).toEqual([first.id, second.id, justInTime.id]);
    const late = publish(build('d', { 'only-d.js': 'D' }), 1 + KEEP_DAYS);
    expect(late.retired).toEqual([first.id]);
  });

  it('names a release by its UTC time and its content', () => {
    const release = publish(build('a', { 'main-a.js': 'a' }), 0, true);
    expect(release.id).toMatch(/^20261102T090000Z-[0-9a-f]{8}$/);
    expect(release.published).toBe('2026-11-02T09:00:00.000Z');
    const record: unknown = JSON.parse(readFileSync(join(releasesDir, release.id, 'release.json'), 'utf8'));
    expect(record).toEqual({ id: release.id, published: release.published, files: ['main-a.js'] });
  });

  it('refuses a file whose name a kept release gives to other content, and changes nothing', () => {
    const first = publish(build('a', { 'main-a.js': 'a', 'react-1.js': 'R' }), 0, true);
    const b = build('b', { 'main-b.js': 'b', 'react-1.js': 'not R' });
    expect(() => publish(b, 1)).toThrow(`assets/react-1.js differs from the file of that name in release ${first.id}`);
    expect(readdirSync(releasesDir)).toEqual([first.id]);
    expect(assetsOf(b)).toEqual(['main-b.js', 'react-1.js']);
  });

  it('refuses a clock before the live release, an id taken and an id that is no folder name, and changes nothing', () => {
    const first = publish(build('a', { 'main-a.js': 'a' }), 2, true);
    const b = build('b', { 'main-b.js': 'b' });
    expect(() => publish(b, 1)).toThrow(`before release ${first.id} was published`);
    const at = new Date(T0 + 3 * DAY);
    expect(() => keepReleases({ dist: b, releasesDir, now: at, id: first.id })).toThrow(`${first.id} already exists`);
    expect(() => keepReleases({ dist: b, releasesDir, now: at, id: '../b' })).toThrow('../b: a release id is letters');
    expect(readdirSync(releasesDir)).toEqual([first.id]);
    expect(assetsOf(b)).toEqual(['main-b.js']);
  });

  it('stops when no release is recorded, unless it is the first deployment', () => {
    // A copy that stopped before its record, or a record of another folder, is no release: both are left as they are.
    mkdirSync(join(releasesDir, 'interrupted', 'assets'), { recursive: true });
    mkdirSync(join(releasesDir, 'renamed'));
    const other = { id: 'other', published: '2026-11-01T09:00:00.000Z', files: [] };
    writeFileSync(join(releasesDir, 'renamed', 'release.json'), JSON.stringify(other));
    const a = build('a', { 'main-a.js': 'a' });
    expect(() => publish(a, 0)).toThrow(/holds no release.*--first/);
    const first = publish(a, 0, true);
    expect(readdirSync(releasesDir).sort()).toEqual([first.id, 'interrupted', 'renamed']);
    expect(readReleases(releasesDir).unknown.sort()).toEqual([join(releasesDir, 'interrupted'), join(releasesDir, 'renamed')]);
  });
});

it('node deploy/worker/releases.js <dist> records the build and says what it added', () => {
  keepReleases({ dist: build('a', { 'main-a.js': 'a' }), releasesDir, now: new Date(Date.now() - DAY), first: true });
  const cli = join(import.meta.dirname, '../../deploy/worker/releases.js');
  const args = [build('b', { 'main-b.js': 'b' }), '--releases', releasesDir, '--id', 'b-1'];
  const run = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.stdout).toContain(`Recorded release b-1 in ${join(releasesDir, 'b-1')}\n`);
  expect(run.stdout).toContain(`files of the earlier ones added to ${join(work, 'b/dist/assets')}: 1\n`);
  expect(readReleases(releasesDir).records.at(-1)).toMatchObject({ id: 'b-1', files: ['main-b.js'] });
});
