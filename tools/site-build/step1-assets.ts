/**
 * The JavaScript a member downloads for step 1, read from the build's manifest (in dist-deploy/,
 * beside dist/: deploy-dir.ts): the entry with its static imports, and the chunk of the step-1
 * route with its own.
 */
import { readFileSync } from 'node:fs';
import { step1Scripts as step1ScriptsOf, type Manifest } from './partner-pages.ts';
import { join } from 'node:path';
import { deployDirOf, MANIFEST } from '../deploy/deploy-dir.ts';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

/** The build's manifest, which the build moves beside dist/ (deploy-dir.ts). */
export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(deployDirOf(distDir), MANIFEST), 'utf8')) as Manifest;
}

/** The files (relative to dist/) of the JavaScript that step 1 loads: what its pages reference. */
export function step1Scripts(distDir: string): string[] {
  const manifest = readManifest(distDir);
  const { entry, preloads } = step1ScriptsOf(manifest);
  return [entry, ...preloads].sort();
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export function compressedSizes(distDir: string, files: string[]): Sizes {
  return files.reduce<Sizes>(
    (total, file) => {
      const body = readFileSync(join(distDir, file));
      return {
        raw: total.raw + body.length,
        gzip: total.gzip + gzipSync(body, { level: 9 }).length,
        brotli: total.brotli + brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
