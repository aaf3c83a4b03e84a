/**
 * npm run release -- <root> (tools/commands/release.ts), on the server: publishes a build behind nginx
 * without stranding a member who has the page open.
 *
 * A page loads each later step's code and texts when the member gets there, from files under
 * /assets/ whose names carry a hash of their content; a new build has new names. Replacing the web
 * root whole (rsync --delete) takes away the files that the pages already open still need. Here
 * nothing is replaced in place:
 *
 *   <root>/releases/<id>/dist/          the build's dist/, as it was built
 *   <root>/releases/<id>/dist-deploy/   its server files: partners.conf, security-headers.conf (the CSP)
 *   <root>/releases/<id>/release.json   when it was published, and its hashed files (dist/assets/)
 *   <root>/assets/                      the hashed files of every release kept: what /assets/ serves
 *   <root>/onboarding.conf              deploy/nginx.conf naming the live release; nginx includes it
 *
 * The switch is one `nginx -t` and one reload of that file: the pages, the partner files and the
 * headers of their includes change together, at once, while every hashed file stays where it was.
 * If nginx refuses the new file, the previous one is put back and nothing is reloaded.
 *
 * A release is kept while it was live at some moment of the last KEEP_DAYS days: the live one, and
 * each one whose successor was published less than KEEP_DAYS days ago. A hashed file goes once no
 * kept release lists it. The times come from the releases' own records, never from the files'
 * modification times, which a copy, a restore or an rsync can change either way. The rule, the ids
 * and the records are the Cloudflare worker's too: deploy/worker/releases.js holds them, in plain
 * Node, which the worker's deploy runs without this project's tooling.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  contentHash,
  filesUnder,
  ID_PATTERN,
  KEEP_DAYS,
  readReleases,
  RELEASE_RECORD,
  releaseId,
  releasesToKeep,
  type ReleaseRecord,
} from '../../deploy/worker/releases.js';
import { deployDirOf, PARTNERS_CONF, SECURITY_HEADERS_CONF, siteFor } from './deploy-dir.ts';
import { findNginx, nginxReason } from './nginx-check.ts';
import { readArguments } from '../command-line.ts';
import { ROOT, terminal, type Output } from '../paths.ts';

/** The site configuration the command writes into the release root, for the operator's nginx to include. */
export const RELEASE_SITE = 'onboarding.conf';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReleaseOptions {
  /** The release root: releases/, assets/ and onboarding.conf. */
  root: string;
  /** The build's dist/; its server files are beside it (deployDirOf). */
  dist: string;
  /** The release's name; the time of publication and a hash of the build's content unless given. */
  id?: string;
  /** The site configuration with its placeholders: deploy/nginx.conf, or the operator's copy of it. */
  template: string;
  /** nginx, with the arguments that choose its configuration (-p, -c): the command adds -T, and -s reload. */
  nginx: string[];
  /** What reloads nginx: `<nginx> -s reload` unless given (for example systemctl reload nginx). */
  reload?: string[];
  /** The time of publication: the clock's unless given (tests). */
  now?: Date;
}

/** What nginx cannot read in a path that stands unquoted in its configuration. */
const UNSAFE_PATH = /[\s;{}#$"'\\]/;

/**
 * Removes the releases no longer kept (releasesToKeep) and every file of <root>/assets/ that no kept
 * release lists, then empty folders there. Says what it removed.
 */
export function pruneReleases(root: string, now: Date, io: Output = terminal): void {
  const { records, unknown } = readReleases(join(root, 'releases'));
  const { kept, retired } = releasesToKeep(records, now);
  for (const { record, retiredAt } of retired) {
    rmSync(join(root, 'releases', record.id), { recursive: true, force: true });
    const days = Math.floor((now.getTime() - Date.parse(retiredAt)) / DAY_MS);
    io.out(`Removed release ${record.id}: it stopped being live on ${retiredAt}, ${days} days ago.`);
  }
  const listed = new Set(kept.flatMap((record) => record.files));
  const assets = join(root, 'assets');
  const unlisted = filesUnder(assets).filter((file) => !listed.has(file));
  for (const file of unlisted) rmSync(join(assets, file));
  const folders = existsSync(assets) ? readdirSync(assets, { recursive: true, encoding: 'utf8' }) : [];
  for (const folder of folders.sort().reverse()) {
    const path = join(assets, folder);
    if (statSync(path).isDirectory() && readdirSync(path).length === 0) rmSync(path, { recursive: true });
  }
  if (unlisted.length > 0)
    io.out(`Removed ${unlisted.length} hashed file(s) from ${assets} that no release of the last ${KEEP_DAYS} days lists.`);
  for (const folder of unknown)
    io.out(`Left ${folder} as it is: it holds no ${RELEASE_RECORD}, so it is no release this command finished.`);
  io.out(`Kept: ${kept.map((record) => record.id).join(', ')} (live now, or live less than ${KEEP_DAYS} days ago).`);
}

/** What the build to publish is missing, if anything. */
function buildProblem(dist: string, deployDir: string): string | undefined {
  if (!existsSync(join(dist, 'partners')) || !existsSync(join(dist, 'not-found.html')) || !existsSync(join(dist, 'assets')))
    return `${dist} holds no build (no partners/, not-found.html or assets/): run npm run build, or name a build's dist/ with --dist.`;
  const missing = [PARTNERS_CONF, SECURITY_HEADERS_CONF].filter((file) => !existsSync(join(deployDir, file)));
  if (missing.length > 0)
    return `${deployDir} has no ${missing.join(' or ')}: a release needs dist/ and dist-deploy/ of the same build, side by side.`;
  return undefined;
}

/** A command line as the operator reads it. */
const shown = (command: readonly string[]) => command.join(' ');

/** Runs a command; its output, and whether it succeeded. */
function run(command: readonly string[]): { ok: boolean; stdout: string; output: string } {
  const result = spawnSync(command[0]!, command.slice(1), { encoding: 'utf8', timeout: 60_000, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) return { ok: false, stdout: '', output: result.error.message };
  return { ok: result.status === 0, stdout: result.stdout, output: `${result.stderr}\n${result.stdout}` };
}

/** Writes `file` whole or not at all: nginx, or an operator, never reads half of it. */
function writeWhole(file: string, text: string): void {
  writeFileSync(`${file}.new`, text);
  renameSync(`${file}.new`, file);
}

/**
 * Publishes the build of `dist` as a new release of `root` and makes it live (see above). Returns
 * the exit code: 0 when the release is live and the old ones are pruned.
 */
export function publishRelease(options: ReleaseOptions, io: Output = terminal): number {
  const now = options.now ?? new Date();
  const root = resolve(options.root);
  const dist = resolve(options.dist);
  const deployDir = deployDirOf(dist);
  const fail = (...lines: string[]) => {
    for (const line of lines) io.err(line);
    return 1;
  };

  if (UNSAFE_PATH.test(root))
    return fail(`${root}: nginx reads this path unquoted, so the release root may hold no space, quote or any of ; { } # $ \\.`);
  const problem = buildProblem(dist, deployDir);
  if (problem) return fail(problem);
  if (!existsSync(options.template))
    return fail(
      `${options.template} does not exist: name the site configuration (deploy/nginx.conf or your copy) with --template.`,
    );
  const template = readFileSync(options.template, 'utf8');
  const id = options.id ?? releaseId(now, contentHash([dist, deployDir]));
  if (!ID_PATTERN.test(id))
    return fail(`${id}: a release id is letters, digits, dots, dashes and underscores, starting with a letter or digit.`);
  const release = join(root, 'releases', id);
  if (existsSync(release)) return fail(`${release} already exists: give the release another id with --id, or leave --id out.`);
  const { records } = readReleases(join(root, 'releases'));
  const live = records.at(-1);
  if (live && Date.parse(live.published) > now.getTime())
    return fail(
      `The clock says ${now.toISOString()}, before release ${live.id} was published (${live.published}): set the clock right and run npm run release again.`,
    );

  // A hashed name stands for one content: a file of the same name with other bytes means the two builds disagree.
  const assets = filesUnder(join(dist, 'assets'));
  const shared = join(root, 'assets');
  const differing = assets.filter(
    (file) =>
      existsSync(join(shared, file)) && !readFileSync(join(shared, file)).equals(readFileSync(join(dist, 'assets', file))),
  );
  if (differing.length > 0)
    return fail(
      `${differing.map((file) => join(shared, file)).join(', ')}: already there with other content, from an earlier release. A hashed file's name changes with its content, so this build and that release cannot both be right: nothing was published.`,
    );

  io.out(`Publishing ${dist} and ${deployDir} as release ${id} in ${root}.`);
  cpSync(dist, join(release, 'dist'), { recursive: true });
  cpSync(deployDir, join(release, 'dist-deploy'), { recursive: true });
  const added = assets.filter((file) => !existsSync(join(shared, file)));
  for (const file of added) {
    mkdirSync(dirname(join(shared, file)), { recursive: true });
    cpSync(join(dist, 'assets', file), join(shared, file));
  }
  const record: ReleaseRecord = { id, published: now.toISOString(), files: assets };
  writeFileSync(join(release, RELEASE_RECORD), `${JSON.stringify(record, null, 2)}\n`);

  const siteFile = join(root, RELEASE_SITE);
  const previous = existsSync(siteFile) ? readFileSync(siteFile, 'utf8') : undefined;
  const header = `# Written by npm run release for release ${id}, published ${record.published}: do not edit.\n# Edit ${options.template} and publish again.\n`;
  writeWhole(
    siteFile,
    header + siteFor(template, { root: join(release, 'dist'), deployDir: join(release, 'dist-deploy'), assets: root }),
  );

  const test = run([...options.nginx, '-T']);
  if (!test.ok) {
    if (previous === undefined) rmSync(siteFile);
    else writeWhole(siteFile, previous);
    rmSync(release, { recursive: true, force: true });
    for (const file of added) rmSync(join(shared, file));
    return fail(
      `nginx -t refuses the configuration of release ${id} (${shown(options.nginx)} -T): ${nginxReason(test.output)}`,
      live
        ? `The previous configuration is back in ${siteFile} and nothing was reloaded: nginx still serves release ${live.id}. Release ${id} was removed; fix the above and run npm run release again.`
        : `Nothing was reloaded, and release ${id} was removed; fix the above and run npm run release again.`,
    );
  }
  if (!test.stdout.includes(`# configuration file ${siteFile}:`)) {
    const say = live ? io.err : io.out;
    say(
      `nginx accepts its configuration but does not read ${siteFile}, so release ${id} is in place but not live. Include it in the http {} block, for example with a file /etc/nginx/sites-enabled/onboarding.conf holding the one line "include ${siteFile};", then nginx -t && systemctl reload nginx (docs/deploy.md).`,
    );
    return live ? 1 : 0;
  }

  const reload = options.reload ?? [...options.nginx, '-s', 'reload'];
  const reloaded = run(reload);
  if (!reloaded.ok)
    return fail(
      `nginx accepts release ${id}, but the reload failed (${shown(reload)}): ${nginxReason(reloaded.output)}`,
      `nginx serves what it read at its last reload. Reload it (systemctl reload nginx), then run npm run deploy:check; nothing was pruned.`,
    );
  io.out(`nginx accepts the configuration of release ${id} and was reloaded (${shown(reload)}).`);
  io.out(
    `Release ${id} is live: its pages, partner files and Content-Security-Policy. /assets/ serves ${shared}, which keeps the hashed files of every release of the last ${KEEP_DAYS} days for the pages opened before it.`,
  );
  pruneReleases(root, now, io);
  io.out('Next: sudo npm run deploy:check.');
  return 0;
}

/** The command line: npm run release -- <root> [options]. */
const USAGE = [
  'Usage: npm run release -- <root> [--dist <folder>] [--id <id>] [--nginx "<nginx and its -p/-c>"] [--reload "<command>"] [--template <file>]',
  '',
  '  <root>      the release root, for example /srv/onboarding: releases/, the shared assets/, and onboarding.conf for nginx to include',
  "  --dist      the build to publish: its dist/, with dist-deploy/ beside it (default: this repository's dist/)",
  "  --id        the release's name (default: the time in UTC and a hash of the build, such as 20260512T143005Z-3f9a2c1b)",
  '  --nginx     nginx and the arguments that choose its configuration, split at spaces (default: nginx, with -c $NGINX_CONF when set)',
  '  --reload    what reloads nginx once it accepts the release, split at spaces (default: nginx -s reload; or "systemctl reload nginx")',
  '  --template  the site configuration with its placeholders (default: deploy/nginx.conf)',
  '',
  `A release stays, with its hashed files, while it was live at some moment of the last ${KEEP_DAYS} days (docs/deploy.md).`,
];

/** npm run release: the options read, with the defaults of a Debian server; the exit code. */
export function runRelease(args: string[], env: Record<string, string | undefined> = process.env, io: Output = terminal): number {
  const parsed = readArguments(args, ['dist', 'id', 'nginx', 'reload', 'template'], USAGE, io);
  if (!parsed) return 1;
  const { values, positionals } = parsed;
  if (values.help || positionals.length !== 1) {
    for (const line of USAGE) (values.help ? io.out : io.err)(line);
    return values.help ? 0 : 1;
  }
  const words = (text: string) => text.split(/\s+/).filter(Boolean);
  const found = findNginx(env);
  const nginx = values.nginx
    ? words(values.nginx)
    : found
      ? [found, ...(env.NGINX_CONF ? ['-c', env.NGINX_CONF] : [])]
      : undefined;
  if (!nginx?.length) {
    io.err(
      'nginx is not installed here (none at /usr/sbin/nginx or on PATH): install it (apt-get install nginx), or name it with --nginx.',
    );
    return 1;
  }
  return publishRelease(
    {
      root: positionals[0]!,
      dist: values.dist ?? join(ROOT, 'dist'),
      template: values.template ?? join(ROOT, 'deploy', 'nginx.conf'),
      nginx,
      ...(values.id !== undefined && { id: values.id }),
      ...(values.reload !== undefined && { reload: words(values.reload) }),
    },
    io,
  );
}
