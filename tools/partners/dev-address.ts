/**
 * The address `npm run dev` really listens on (its port may not be 5173: --port, or 5173 taken), so that
 * what the dev server and `npm run tenant:new` print opens the partner: the dev server writes it into
 * its cache folder (node_modules/.vite/dev-server.json) while it runs, and the commands read it from there.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEMO_SLUG } from '../../src/shared/tenant/patterns.ts';

/** npm run dev's port when nothing else is said (Vite's default). */
export const DEFAULT_DEV_PORT = 5173;

/** Where the project at `root` notes it: Vite's default cache folder (a test's server has its own). */
export function projectCacheDir(root: string): string {
  return join(root, 'node_modules', '.vite');
}

const devAddressFile = (cacheDir: string) => join(cacheDir, 'dev-server.json');

/** Notes the running dev server's address (`local`: Vite's first local URL, http://localhost:5181/). */
export function writeDevAddress(cacheDir: string, local: string, pid = process.pid): void {
  const file = devAddressFile(cacheDir);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ url: local, pid })}\n`);
}

export function removeDevAddress(cacheDir: string, pid = process.pid): void {
  const file = devAddressFile(cacheDir);
  if (readNoted(file)?.pid === pid) rmSync(file, { force: true });
}

function readNoted(file: string): { url: string; pid: number } | undefined {
  try {
    const noted = JSON.parse(readFileSync(file, 'utf8')) as { url?: unknown; pid?: unknown };
    return typeof noted.url === 'string' && typeof noted.pid === 'number' ? { url: noted.url, pid: noted.pid } : undefined;
  } catch {
    return undefined;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The running dev server's address, or http://localhost:5173/ when none runs (its default). */
export function devAddress(root: string): { url: URL; running: boolean } {
  const file = devAddressFile(projectCacheDir(root));
  const noted = existsSync(file) ? readNoted(file) : undefined;
  if (noted && alive(noted.pid)) {
    try {
      return { url: new URL(noted.url), running: true };
    } catch {
      // Not an address: the default.
    }
  }
  return { url: new URL(`http://localhost:${DEFAULT_DEV_PORT}/`), running: false };
}

/** http://acme.localhost:5181 for acme on a server at http://localhost:5181/; the demo partner is plain localhost. */
export function previewAddress(slug: string, server: URL): string {
  const url = new URL(server);
  if (slug !== DEMO_SLUG && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')) url.hostname = `${slug}.localhost`;
  return url.origin;
}
