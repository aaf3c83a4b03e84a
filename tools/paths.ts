/** Where the commands look, overridable for tests and for checking another folder. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** tenants/, or $TENANTS_DIR (the same variable vite.config.ts reads). */
export function tenantsDir(): string {
  return resolve(process.env.TENANTS_DIR ?? join(ROOT, 'tenants'));
}

/** public/, where logo and hero image paths point, or $PUBLIC_DIR. */
export function publicDir(): string {
  return resolve(process.env.PUBLIC_DIR ?? join(ROOT, 'public'));
}

/** locales/, or $LOCALES_DIR. */
export function localesDir(): string {
  return resolve(process.env.LOCALES_DIR ?? join(ROOT, 'locales'));
}

/** Where a command writes: the terminal, or a test's buffer. */
export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const terminal: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};
