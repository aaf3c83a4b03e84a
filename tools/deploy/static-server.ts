/**
 * A plain static file server, as a CDN would be: files from `root`, index.html for paths
 * that are not files (the SPA fallback), 404 for missing files with an extension. The browser
 * suites serve the generic page with it, as a static host that cannot route by host would.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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

export function startStaticServer(rootDir: string, port: number): Promise<Server> {
  const root = resolve(rootDir);
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
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
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache }).end(await readFile(file));
  };
  const server = createServer((req, res) => void respond(req, res));
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}
