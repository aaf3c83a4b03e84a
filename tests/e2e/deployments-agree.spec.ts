/**
 * nginx (deploy/nginx.conf) and the Cloudflare worker (deploy/worker/) serve the same build from one
 * description of routes (dist-deploy/routes.json): for the same requests they must give the same answers,
 * status, headers and body, for every partner, a host that is no partner, and every file of the build.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIResponse } from '@playwright/test';
import { TENANTS, expect } from './support/fixtures';
import { hasBrotli } from './support/nginx';
import { NGINX_PORT, WORKER_PORT } from './support/ports';
import { BUILD_DIR } from './support/paths';
import { test } from './support/worker-fixture';

test.use({ ignoreHTTPSErrors: true });

/** The headers a deployment decides; the rest (Date, ETag, Server, Content-Length…) belong to the server. */
const COMPARED = [
  'cache-control',
  'content-security-policy',
  'content-type',
  'cross-origin-opener-policy',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

/** Every file of the build, as a path. */
function buildFiles(dir = BUILD_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? buildFiles(join(dir, entry.name)) : [`/${relative(BUILD_DIR, join(dir, entry.name))}`],
  );
}

const HOSTS = [...TENANTS.map((tenant) => `${tenant.slug}.localhost`), 'nessuno.localhost', 'localhost'];
const ROUTES = ['/', '/insert-info', '/description?x=1', '/nessuna/pagina', '/assets/missing-0000.js', '/tenants/hosts.json'];
const HIDDEN = ['/_deploy/security-headers.conf', '/.vite/manifest.json', '/partners/', '/tenants/'];

/**
 * A header as it means. Debian's mime.types still names JavaScript application/javascript, workerd the
 * standard's text/javascript (RFC 9239 makes the first an alias of the second); and workerd names the
 * charset of every text type, nginx (charset_types) of HTML, plain text and JavaScript only: all the
 * build's files are UTF-8, so the charset is compared on pages, where it decides how they read.
 */
function meaning(name: string, value: string | undefined): string | undefined {
  const text = value?.replaceAll('; ', ';').toLowerCase();
  if (name !== 'content-type' || text === undefined) return text;
  const type = text.replace(/^application\/javascript\b/, 'text/javascript');
  return type.startsWith('text/html') ? type : type.split(';')[0];
}

async function summary(response: APIResponse) {
  const headers = response.headers();
  return {
    status: response.status(),
    headers: Object.fromEntries(COMPARED.map((name) => [name, meaning(name, headers[name])])),
    body: createHash('sha256')
      .update(await response.body())
      .digest('hex'),
  };
}

for (const host of HOSTS) {
  test(`${host}: nginx and the worker answer alike`, async ({ request }) => {
    const paths = [...ROUTES, ...HIDDEN, ...buildFiles()];
    expect(paths).toContain('/not-found.html');
    for (const path of paths) {
      const ask = (origin: string) =>
        request.get(`${origin}${path}`, { headers: { Host: host, 'Accept-Encoding': 'identity' }, maxRedirects: 0 });
      const nginx = await summary(await ask(`https://127.0.0.1:${NGINX_PORT}`));
      const worker = await summary(await ask(`http://127.0.0.1:${WORKER_PORT}`));
      expect(worker, `${host}${path}`).toEqual(nginx);
    }
  });
}

/**
 * A request sent as written: Playwright's request API (like fetch) parses the URL first, which turns
 * `%2e%2e` into `..` and resolves it, so `/%2e%2e/etc/passwd` would leave as `/etc/passwd`. The body
 * comes back decoded, and the encoding it came in is kept beside it.
 */
function raw(deployment: 'nginx' | 'worker', method: string, path: string, headers: Record<string, string>) {
  const ask = deployment === 'nginx' ? httpsRequest : httpRequest;
  const port = deployment === 'nginx' ? NGINX_PORT : WORKER_PORT;
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    // A connection each: a request's answer never depends on what the one before left unread.
    const options = { host: '127.0.0.1', port, method, path, headers, rejectUnauthorized: false, agent: false };
    const sent = ask(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body,
        });
      });
    });
    sent.on('error', reject);
    sent.end(method === 'POST' || method === 'PUT' ? 'a=1' : undefined);
  });
}

/**
 * What a raw answer means, as summary() says it. The body of an error nginx makes itself (400, 405) is
 * its built-in page, which names nginx: the worker answers a page of its own there, with the same
 * status, type and headers, so that body is left out.
 */
async function rawSummary(deployment: 'nginx' | 'worker', method: string, path: string, headers: Record<string, string>) {
  const answer = await raw(deployment, method, path, headers);
  const header = (name: string) => [answer.headers[name]].flat()[0];
  return {
    status: answer.status,
    headers: Object.fromEntries(COMPARED.map((name) => [name, meaning(name, header(name))])),
    body: [400, 405].includes(answer.status) ? 'nginx’s own error page' : createHash('sha256').update(answer.body).digest('hex'),
  };
}

const SLUGS = new Map(HOSTS.map((host) => [host, TENANTS.find((tenant) => `${tenant.slug}.localhost` === host)?.slug]));
const asset = buildFiles().find((path) => path.startsWith('/assets/') && path.endsWith('.js'))!;

/**
 * Requests no browser of the site makes, as written: other methods than GET and HEAD, and paths whose
 * escapes nginx decodes before it reads them: `%2f` is a slash to it, a `..` above the root a 400.
 */
const ODD: [method: string, path: (slug: string) => string][] = [
  ['POST', () => '/'],
  ['POST', () => '/insert-info'],
  ['PUT', () => '/'],
  ['DELETE', () => '/description'],
  ['OPTIONS', () => '/'],
  ['POST', () => '/index.html'],
  ['POST', (slug) => `/tenants/${slug}.json`],
  ['POST', () => asset],
  ['PUT', () => '/assets/missing-0000.js'],
  ['POST', (slug) => `/partners/${slug}.html`],
  ['POST', () => '/not-found.html'],
  ['GET', () => '/_events'],
  ['GET', () => '/..%2f..%2fetc/passwd'],
  ['GET', () => '/%2e%2e%2fetc/passwd'],
  ['GET', () => '/assets/..%2f..%2f..%2fetc/passwd'],
  ['POST', () => '/..%2fetc/passwd'],
  ['GET', () => '/%zz'],
  ['GET', () => '/%ff'],
  ['GET', () => '/description%2f..%2finsert-info'],
  ['GET', () => '/assets%2f..%2findex.html'],
  ['GET', () => '//index.html'],
];

for (const host of HOSTS) {
  test(`${host}: other methods and escaped paths, nginx and the worker answer alike`, async () => {
    for (const [method, pathOf] of ODD) {
      const path = pathOf(SLUGS.get(host) ?? 'acme');
      const headers = { Host: host, 'Accept-Encoding': 'identity' };
      const nginx = await rawSummary('nginx', method, path, headers);
      expect(await rawSummary('worker', method, path, headers), `${method} ${host}${path}`).toEqual(nginx);
    }
  });
}

/**
 * `..` and `%2e%2e` segments are resolved before the worker runs: by WHATWG URL parsing under wrangler
 * dev, and by Cloudflare's URL normalization ("Normalize incoming URLs", on by default) on the edge, so
 * the worker sees `/%2e%2e/etc/passwd` as `/etc/passwd` and cannot tell. nginx refuses it with 400. Both
 * stay inside the site: nginx's 400 is the worker's own 400 (for the same escape behind `%2f`), and the
 * worker's answer is nginx's for the resolved path (docs/deploy.md, "On Cloudflare Workers").
 */
test('a `..` above the root: nginx refuses it, the worker answers the path the platform resolved', async () => {
  const host = `${TENANTS[0].slug}.localhost`;
  const headers = { Host: host, 'Accept-Encoding': 'identity' };
  const refused = await rawSummary('worker', 'GET', '/..%2fetc/passwd', headers);
  expect(refused.status).toBe(400);
  for (const [path, resolved] of [
    ['/%2e%2e/etc/passwd', '/etc/passwd'],
    ['/../etc/passwd', '/etc/passwd'],
    ['/assets/%2e%2e/%2e%2e/etc/passwd', '/etc/passwd'],
    ['/assets/%2e%2e/%2e%2e/index.html', '/index.html'],
  ] as const) {
    expect(await rawSummary('nginx', 'GET', path, headers), `nginx ${path}`).toEqual(refused);
    const worker = await raw('worker', 'GET', path, headers);
    expect(worker.body.toString()).not.toContain('root:');
    expect(await rawSummary('worker', 'GET', path, headers), `worker ${path}`).toEqual(
      await rawSummary('nginx', 'GET', resolved, headers),
    );
  }
});

/**
 * Compression is the server's: nginx's gzip, and brotli where the module is (its order wins, brotli
 * first); the worker's is Cloudflare's edge (brotli first too, by default), which the worker does not
 * choose. `wrangler dev` compresses with the first of the client's encodings it knows. So both must
 * answer in an encoding the client named (or none), nginx in brotli where it has the module and the
 * client takes it, with the same decoded body and headers.
 */
for (const acceptEncoding of ['br, gzip', 'gzip, deflate, br, zstd', 'gzip']) {
  test(`Accept-Encoding: ${acceptEncoding}, the same answers once decoded`, async () => {
    const host = `${TENANTS[0].slug}.localhost`;
    const headers = { Host: host, 'Accept-Encoding': acceptEncoding };
    const css = buildFiles().find((path) => path.startsWith('/assets/') && path.endsWith('.css'))!;
    for (const path of ['/', '/insert-info', asset, css, '/json/reti.json', `/tenants/${TENANTS[0].slug}.json`]) {
      const encodings = await Promise.all(
        (['nginx', 'worker'] as const).map(
          async (deployment) => (await raw(deployment, 'GET', path, headers)).headers['content-encoding'],
        ),
      );
      // None: sent as it is (nginx's gzip leaves files under gzip_min_length alone).
      for (const encoding of encodings) expect([...acceptEncoding.split(', '), undefined], path).toContain(encoding);
      if (hasBrotli && acceptEncoding.includes('br')) expect(encodings[0], `nginx ${path}`).toBe('br');
      expect(await rawSummary('worker', 'GET', path, headers), path).toEqual(await rawSummary('nginx', 'GET', path, headers));
    }
  });
}
