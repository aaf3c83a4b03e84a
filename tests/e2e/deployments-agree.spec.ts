/**
 * nginx (deploy/nginx.conf) and the Cloudflare worker (deploy/worker/) serve the same build from one
 * description of routes (dist-deploy/routes.json): for the same requests they must give the same answers,
 * status, headers and body, for every partner, a host that is no partner, and every file of the build.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { TENANTS, expect } from './support/fixtures';
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
