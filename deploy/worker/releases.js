/**
 * Keeps earlier releases' hashed files in the assets the next `wrangler deploy` uploads:
 * `node deploy/worker/releases.js <dist> [--releases <dir>] [--id <id>] [--first]`, after `npm run build` and
 * before `node deploy/worker/config.js <dist>`. Workers static assets serve only what the last deployment
 * uploaded, so without this a member whose page came from the build before asks for its modules
 * (/assets/userInfo-<hash>.js, the texts' chunks) and gets 404 the moment a new build is published.
 *
 * Each release is a folder <releases>/<id>/ (.releases/ by default, outside git): `assets/`, a copy of the
 * build's <dist>/assets/, and `release.json`, { id, published, files }. A release is kept while it was live at
 * some moment of the last KEEP_DAYS days: the current one, and any whose successor was published less than
 * KEEP_DAYS days ago. Every file a kept release lists is copied into <dist>/assets/ when the build lacks it; the
 * others go with their release. The times come from the records, never from the files' modification times,
 * which a copy or a CI cache's restore changes: a file is needed as long as a page that names it may be open.
 *
 * The rule, the ids and the records are those of nginx's releases (tools/deploy/release.ts): the exports before
 * keepReleases hold them in plain Node, which the worker's deploy runs with no build step and TypeScript imports.
 */
import { cpSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** How long a release's hashed files stay after it stopped being live: a page open that long still works. */
export const KEEP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Each release's own record, in its folder. */
export const RELEASE_RECORD = 'release.json';
/** What a release id may hold: it names a folder, and stands unquoted in nginx's configuration. */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Every file under `dir`, as paths relative to it with forward slashes, sorted; none when it does not exist. */
export function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => path.split(sep).join('/'))
    .sort();
}

/** A short hash of the files of `dirs`, with their paths: the same build, the same hash. */
export function contentHash(dirs) {
  const hash = createHash('sha256');
  dirs.forEach((dir, index) => {
    for (const file of filesUnder(dir)) hash.update(`${index}/${file}\0`).update(readFileSync(join(dir, file)));
  });
  return hash.digest('hex').slice(0, 8);
}

/** 20260512T143005Z-3f9a2c1b: the time of publication in UTC, so that ids sort as they were published. */
export function releaseId(now, hash) {
  return `${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${hash}`;
}

/** The releases recorded in `dir`, oldest first, and the folders there that hold no valid record (left alone). */
export function readReleases(dir) {
  const records = [];
  const unknown = [];
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    try {
      const record = JSON.parse(readFileSync(join(dir, name, RELEASE_RECORD), 'utf8'));
      if (record.id !== name || Number.isNaN(Date.parse(record.published)) || !Array.isArray(record.files)) throw new Error();
      records.push(record);
    } catch {
      unknown.push(join(dir, name));
    }
  }
  records.sort((a, b) => Date.parse(a.published) - Date.parse(b.published) || a.id.localeCompare(b.id));
  return { records, unknown };
}

/**
 * Which releases (oldest first) were live at some moment of the KEEP_DAYS days before `now`: the last one
 * (live now), and each one whose successor, which retired it, was published less than KEEP_DAYS days ago.
 */
export function releasesToKeep(records, now) {
  const since = now.getTime() - KEEP_DAYS * DAY_MS;
  const kept = [];
  const retired = [];
  records.forEach((record, index) => {
    const successor = records[index + 1];
    if (!successor || Date.parse(successor.published) > since) kept.push(record);
    else retired.push({ record, retiredAt: successor.published });
  });
  return { kept, retired };
}

/**
 * Records the build in `dist` as the current release in `releasesDir`, copies into <dist>/assets/ the files of
 * the releases kept that the build lacks, and deletes the releases no longer kept.
 *   dist         the build's web root: its assets/ is recorded, then completed
 *   releasesDir  where the releases stay between deploys (.releases, from the current folder)
 *   id           the release's name; by default the time and a hash of dist/ as built (releaseId)
 *   now          the time of publication, a Date: the clock's unless given (tests)
 *   first        true for the first deployment only: otherwise a `releasesDir` with no release stops here, as
 *                on a CI runner that lost it, rather than upload a build that strands the pages open
 * Throws, having changed nothing, when a kept release has a file of the same name with other content.
 * Returns the release's record, `added` (the files copied in), `kept` and `retired` (ids, oldest first).
 */
export function keepReleases({ dist, releasesDir = '.releases', id, now = new Date(), first = false }) {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) throw new Error(`${dist} holds no build (no assets/): run npm run build first.`);
  const files = filesUnder(assets);
  const release = { id: id ?? releaseId(now, contentHash([dist])), published: now.toISOString(), files };
  if (!ID_PATTERN.test(release.id))
    throw new Error(
      `${release.id}: a release id is letters, digits, dots, dashes and underscores, starting with a letter or digit.`,
    );
  if (existsSync(join(releasesDir, release.id)))
    throw new Error(`${join(releasesDir, release.id)} already exists: give another --id, or leave it out.`);
  const { records } = readReleases(releasesDir);
  if (records.length === 0 && !first)
    throw new Error(
      `${releasesDir} holds no release: the live build's files would not be uploaded again, and a member who has its ` +
        'page open would get 404 for them. Restore it (docs/deploy.md), or pass --first for the very first deployment.',
    );
  const live = records.at(-1);
  if (live && Date.parse(live.published) > now.getTime())
    throw new Error(`The clock says ${now.toISOString()}, before release ${live.id} was published (${live.published}).`);
  const { kept, retired } = releasesToKeep([...records, release], now);

  // A hashed name stands for one content: a page of any kept release must get the bytes it was built with.
  const sources = new Map(files.map((file) => [file, join(assets, file)]));
  for (const { id: keptId, files: listed } of kept.slice(0, -1)) {
    for (const file of listed) {
      const source = join(releasesDir, keptId, 'assets', file);
      const known = sources.get(file);
      if (known === undefined) sources.set(file, source);
      else if (!readFileSync(known).equals(readFileSync(source)))
        throw new Error(`assets/${file} differs from the file of that name in release ${keptId} (${source})`);
    }
  }

  const recorded = join(releasesDir, release.id);
  cpSync(assets, join(recorded, 'assets'), { recursive: true });
  // Last: a folder whose copy was interrupted has no record, and counts as no release.
  writeFileSync(join(recorded, RELEASE_RECORD), `${JSON.stringify(release, null, 2)}\n`);
  const added = [...sources].filter(([file]) => !files.includes(file));
  for (const [file, source] of added) {
    mkdirSync(dirname(join(assets, file)), { recursive: true });
    copyFileSync(source, join(assets, file));
  }
  for (const { record } of retired) rmSync(join(releasesDir, record.id), { recursive: true, force: true });
  return {
    ...release,
    added: added.map(([file]) => file),
    kept: kept.map((record) => record.id),
    retired: retired.map(({ record }) => record.id),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { releases: { type: 'string', default: '.releases' }, id: { type: 'string' }, first: { type: 'boolean' } },
  });
  if (positionals.length !== 1)
    throw new Error('usage: node deploy/worker/releases.js <dist> [--releases <dir>] [--id <id>] [--first]');
  const [dist] = positionals;
  try {
    const { id, added, kept, retired } = keepReleases({ dist, releasesDir: values.releases, id: values.id, first: values.first });
    console.log(`Recorded release ${id} in ${join(values.releases, id)}`);
    console.log(`Releases kept: ${kept.join(', ')}; files of the earlier ones added to ${join(dist, 'assets')}: ${added.length}`);
    if (retired.length > 0) console.log(`Removed, retired ${KEEP_DAYS} days ago or more: ${retired.join(', ')}`);
  } catch (error) {
    // A refusal is the operator's to read, in a sentence: the deploy stops before wrangler runs.
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
