/**
 * npm run bench, first step: the bench's own packages (Lighthouse, chrome-launcher: bench/package.json),
 * which the project's `npm ci` leaves out. Installs them with `npm ci` in bench/ only when bench/node_modules
 * is not what bench/package-lock.json says, so a second run installs nothing and prints nothing.
 *
 * `npm ci` rather than `npm install`: it installs exactly the lock file and never rewrites it, and it stops
 * when bench/package.json and the lock disagree instead of resolving again.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface LockFile {
  packages: Record<string, { version?: string; integrity?: string; dependencies?: Record<string, string> }>;
}

const BENCH = fileURLToPath(new URL('.', import.meta.url));
const read = <T>(file: string) => JSON.parse(readFileSync(join(BENCH, file), 'utf8')) as T;

/** Whether bench/node_modules holds what the lock file says (npm's record of it, node_modules/.package-lock.json). */
function upToDate(): boolean {
  const installed = join(BENCH, 'node_modules/.package-lock.json');
  if (!existsSync(installed)) return false;
  const { packages: wanted } = read<LockFile>('package-lock.json');
  const { packages: found } = read<LockFile>('node_modules/.package-lock.json');
  const { dependencies } = read<{ dependencies?: Record<string, string> }>('package.json');
  // An edited bench/package.json: npm ci says whether the lock still matches it.
  if (JSON.stringify(dependencies) !== JSON.stringify(wanted['']?.dependencies)) return false;
  const paths = Object.keys(wanted).filter((path) => path !== '');
  return (
    paths.length === Object.keys(found).length &&
    paths.every(
      (path) =>
        found[path]?.version === wanted[path]?.version &&
        found[path]?.integrity === wanted[path]?.integrity &&
        existsSync(join(BENCH, path)),
    )
  );
}

if (!upToDate()) {
  console.log('Installing the bench’s packages (bench/package-lock.json)…');
  // No package of the bench needs an install script; --ignore-scripts keeps it so if a new version adds one.
  const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: BENCH, stdio: 'inherit' });
  if (npm.error) throw npm.error;
  if (npm.status !== 0) process.exit(npm.status ?? 1);
}
