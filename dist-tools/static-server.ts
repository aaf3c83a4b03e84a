/**
 * A plain static file server, as a CDN would be: files from `root`, index.html for paths
 * that are not files (the SPA fallback), 404 for missing files with an extension;
 * optionally brotli or gzip, as the browser asks. Used by the browser suite and the bench.
 */
import { createServer, type Server } from 'node:http';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

const COMPRESSIBLE = /\.(?:html|js|css|json|svg|txt)$/;

/** Compressed once per file and encoding, as a CDN serves precompressed files. */
const compressed = new Map<string, Buffer>();

function compress(file: string, body: Buffer, acceptEncoding: string): { body: Buffer; encoding?: string } {
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
  if (!encoding) return { body };
  const key = `${encoding}:${file}:${body.length}`;
  let result = compressed.get(key);
  if (!result) {
    result =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body, { level: 9 });
    compressed.set(key, result);
  }
  return { body: result, encoding };
}

export function startStaticServer(rootDir: string, port: number, options: { compress?: boolean } = {}): Promise<Server> {
  const root = resolve(rootDir);
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const candidate = normalize(join(root, pathname));
    let file = candidate.startsWith(root) && (await isFile(candidate)) ? candidate : null;
    if (!file && !extname(pathname)) file = join(root, 'index.html');
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const cache = file.includes(`${root}/assets/`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    const raw = await readFile(file);
    const { body, encoding } =
      options.compress && COMPRESSIBLE.test(file) ? compress(file, raw, String(req.headers['accept-encoding'] ?? '')) : { body: raw };
    res
      .writeHead(200, {
        'Content-Type': type,
        'Cache-Control': cache,
        ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
      })
      .end(body);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}
