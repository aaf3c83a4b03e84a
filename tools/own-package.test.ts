import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled } from './own-package';

let dir: string;
const nodeEnv = process.env.NODE_ENV;
beforeEach(() => {
  // A folder like deploy/worker/: one devDependency (here a package beside it, so nothing is downloaded).
  dir = mkdtempSync(join(tmpdir(), 'own-package-'));
  mkdirSync(join(dir, 'helper'));
  writeFileSync(join(dir, 'helper', 'package.json'), JSON.stringify({ name: 'helper', version: '1.0.0' }));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'own', private: true, devDependencies: { helper: 'file:./helper' } }),
  );
  const lock = spawnSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    encoding: 'utf8',
  });
  expect(lock.status, lock.stderr).toBe(0);
});
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
  rmSync(dir, { recursive: true, force: true });
});

describe('ensureInstalled', () => {
  it('installs the folder’s devDependencies in a process that has built the site (NODE_ENV=production)', () => {
    process.env.NODE_ENV = 'production';
    ensureInstalled(dir, 'the test’s packages');
    expect(existsSync(join(dir, 'node_modules', 'helper', 'package.json'))).toBe(true);
  }, 60_000);
});
