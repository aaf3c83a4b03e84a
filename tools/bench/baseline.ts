/**
 * The two builds the bench sets side by side: this working tree (what is committed and what is not), and the
 * previous release, BENCH_BASELINE: a git ref (a commit, a tag, a branch, HEAD~3), by default the newest tag
 * reachable from HEAD, else HEAD itself (the working tree's changes against the last commit). BENCH_BASELINE=none
 * measures this tree alone.
 *
 * The previous release's files are written out of git (`git archive`: no worktree, nothing in .git changes) into
 * the bench's temporary folder and built there by their own build code (build-tree.ts). Its packages are this
 * repository's node_modules, linked, when its package-lock.json is the same; else `npm ci` installs them there
 * (from npm's cache when it can).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

export interface Baseline {
  /** The ref as given (or chosen), and the commit it names. */
  ref: string;
  commit: string;
  /** Why this ref: given, the newest tag, or HEAD. */
  why: string;
}

const git = (repo: string, args: string[], input?: Buffer) =>
  execFileSync('git', ['--no-optional-locks', ...args], {
    cwd: repo,
    input,
    maxBuffer: 1 << 30,
    stdio: ['pipe', 'pipe', 'ignore'],
  });

/** The previous release the environment asks for (undefined: BENCH_BASELINE=none). */
export function chooseBaseline(repo: string, asked = process.env.BENCH_BASELINE): Baseline | undefined {
  if (asked === 'none') return undefined;
  let ref = asked;
  let why = 'BENCH_BASELINE';
  if (!ref) {
    try {
      ref = git(repo, ['describe', '--tags', '--abbrev=0']).toString().trim();
      why = 'the newest tag';
    } catch {
      ref = 'HEAD';
      why = 'HEAD: no tag; set BENCH_BASELINE to the release to compare with';
    }
  }
  let commit: string;
  try {
    commit = git(repo, ['rev-parse', '--verify', `${ref}^{commit}`])
      .toString()
      .trim();
  } catch {
    throw new Error(`BENCH_BASELINE=${ref} names no commit of this repository (a commit, tag or branch; none to skip)`);
  }
  return { ref, commit, why };
}

/** This tree: its last commit, and how many tracked files differ from it. */
export function describeWorkingTree(repo: string): string {
  const commit = git(repo, ['rev-parse', '--short', 'HEAD']).toString().trim();
  const changed = git(repo, ['status', '--porcelain', '--untracked-files=no']).toString().split('\n').filter(Boolean).length;
  return changed ? `${commit} + ${changed} changed files` : commit;
}

/** `dir`'s packages: `from`'s node_modules linked when the lock files agree, else npm ci. */
function packagesFor(dir: string, from: string): void {
  const same =
    existsSync(join(from, 'node_modules')) &&
    existsSync(join(from, 'package-lock.json')) &&
    readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync(join(from, 'package-lock.json'), 'utf8');
  if (same) {
    symlinkSync(join(from, 'node_modules'), join(dir, 'node_modules'), 'dir');
    return;
  }
  console.log(`The previous release's packages differ: npm ci in ${dir}…`);
  const result = spawnSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ci for the previous release failed in ${dir} (exit ${result.status})`);
}

/**
 * The previous release's files in `dir`, ready to build. (BENCH_SERVER=worker: tests/e2e/support/worker.ts installs
 * the worker's own packages in the tree it is given, as it does in this one.)
 */
export function writeBaseline(repo: string, { commit }: Baseline, dir: string): void {
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-x', '-C', dir], { input: git(repo, ['archive', '--format=tar', commit]), maxBuffer: 1 << 30 });
  packagesFor(dir, repo);
}

/** Builds `tree` into `outDir` with the tree's own build code (build-tree.ts); how long it took, in ms. */
export function buildTree(repo: string, tree: string, outDir: string): number {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [join(repo, 'node_modules/.bin/tsx'), join(repo, 'tools/bench/build-tree.ts'), tree, outDir],
    { cwd: tree, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`the build of ${tree} failed (exit ${result.status})`);
  return performance.now() - started;
}
