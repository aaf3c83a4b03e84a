/**
 * Packages the project's `npm ci` leaves out, installed on demand in their own folder: the bench's
 * (tools/bench/package.json: Lighthouse), the mutation testing's (tools/mutation/package.json:
 * StrykerJS) and the Cloudflare worker's (deploy/worker/package.json: wrangler).
 * `npm ci` in that folder runs only when its node_modules is not what its package-lock.json says, so
 * a second run installs nothing and prints nothing.
 *
 * `npm ci` rather than `npm install`: it installs exactly the lock file and never rewrites it, and it stops
 * when package.json and the lock disagree instead of resolving again.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface LockFile {
  packages: Record<string, { version?: string; integrity?: string; optional?: boolean } & Manifest>;
}

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

/** Whether `dir`/node_modules holds what the lock file says (npm's record of it, node_modules/.package-lock.json). */
function upToDate(dir: string): boolean {
  const read = <T>(file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
  if (!existsSync(join(dir, 'node_modules/.package-lock.json'))) return false;
  const { packages: wanted } = read<LockFile>('package-lock.json');
  const { packages: found } = read<LockFile>('node_modules/.package-lock.json');
  const { dependencies, devDependencies } = read<Manifest>('package.json');
  const root = wanted[''];
  // An edited package.json: npm ci says whether the lock still matches it.
  if (JSON.stringify(dependencies) !== JSON.stringify(root?.dependencies)) return false;
  if (JSON.stringify(devDependencies) !== JSON.stringify(root?.devDependencies)) return false;
  // Optional packages of other platforms (workerd's and esbuild's binaries for macOS, Windows…) are never installed.
  const paths = Object.keys(wanted).filter((path) => path !== '' && !(wanted[path]?.optional && !(path in found)));
  return (
    paths.length === Object.keys(found).length &&
    paths.every(
      (path) =>
        found[path]?.version === wanted[path]?.version &&
        found[path]?.integrity === wanted[path]?.integrity &&
        existsSync(join(dir, path)),
    )
  );
}

/**
 * Installs `dir`'s own packages unless they are already there. `scripts`: whether their install scripts
 * may run (workerd's fetches nothing: it links its platform's binary, which npm installed).
 */
export function ensureInstalled(dir: string, what: string, { scripts = false } = {}): void {
  if (upToDate(dir)) return;
  console.log(`Installing ${what} (${join(dir, 'package-lock.json')})…`);
  // --include=dev: these folders' packages are all devDependencies, and a process that has built the site
  // has NODE_ENV=production (Vite sets it), with which npm would leave them all out and say "up to date".
  const args = ['ci', '--no-audit', '--no-fund', '--include=dev', ...(scripts ? [] : ['--ignore-scripts'])];
  const npm = spawnSync('npm', args, { cwd: dir, stdio: 'inherit' });
  if (npm.error) throw npm.error;
  if (npm.status !== 0) throw new Error(`npm ci in ${dir} failed (exit ${npm.status})`);
}
