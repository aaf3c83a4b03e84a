/**
 * The JavaScript a member downloads for step 1, read from the build's manifest:
 * the entry with its static imports, and the chunk of the step-1 route with its own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const STEP1_ROUTE = 'src/routes/index.tsx';

function withStaticImports(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(manifest, imported, seen);
}

/** The files (relative to dist/) of the JavaScript that step 1 loads. */
export function step1Scripts(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const keys = new Set<string>();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  withStaticImports(manifest, entry, keys);
  const route = Object.keys(manifest).find((key) => key.startsWith(STEP1_ROUTE));
  if (route) withStaticImports(manifest, route, keys);
  // Scripts named in index.html itself, such as the loader that starts the app after the first paint.
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const inHtml = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  return [...new Set([...[...keys].map((key) => manifest[key]!.file), ...inHtml])].filter((file) => file.endsWith('.js')).sort();
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
