/**
 * The onboarding site on Cloudflare Workers with static assets: answers every request as
 * deploy/nginx.conf does. The build's description of routes (dist-deploy/routes.json) arrives as
 * the ROUTES variable (config.mjs puts it into the generated wrangler.json); the files of dist/
 * through the ASSETS binding, with html_handling "none" so that a path is exactly one file.
 */
// The events' contract and the site's layout, the page's and the build's too; wrangler's bundler reads TypeScript.
import { EVENT_MAX_BYTES, EVENTS_PATH } from '../../../src/shared/site-events.ts';
import {
  PARTNER_FILES,
  STEP2_PATH,
  partnerFile,
  partnerOf,
  partnerPage,
  partnerStep2Page,
} from '../../../src/shared/site-layout.ts';

export { partnerOf };

/** Paths nginx never serves (its `internal` and `return 404` locations). */
const HIDDEN = /^\/(?:_headers$|_deploy\/|\.vite\/|partners\/|not-found\.html$)/;

/** nginx's own error pages' titles, for the statuses the worker answers with a page of its own. */
const ERRORS = { 400: 'Bad Request', 405: 'Not Allowed', 413: 'Request Entity Too Large' };

/**
 * An error answered as nginx answers it: a short HTML page of the status, with the security headers.
 * Its text is not nginx's (which names nginx); its status, type and headers are.
 */
function errorPage(status) {
  const title = `${status} ${ERRORS[status]}`;
  return new Response(`<html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>\n`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/**
 * The path as nginx reads it (ngx_http_parse_complex_uri): every %-escape decoded, %2F too, then
 * repeated slashes merged and "." and ".." segments resolved. Null where nginx refuses the request
 * with 400: a "%" without two hex digits, or a ".." that climbs above the root. The platform has
 * already resolved the dot segments it sees (`/%2e%2e/x` arrives as `/x`: WHATWG URL parsing, and
 * Cloudflare's URL normalization on the edge); those hidden behind an escaped slash (`/..%2fx`) it
 * leaves, and they are resolved here.
 */
export function nginxPath(pathname) {
  if (/%(?![0-9a-f]{2})/i.test(pathname)) return null;
  const bytes = pathname.replace(/%([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  const segments = new TextDecoder().decode(Uint8Array.from(bytes, (char) => char.charCodeAt(0))).split('/');
  const kept = [];
  for (const segment of segments.slice(1)) {
    if (segment === '..') {
      if (kept.length === 0) return null;
      kept.pop();
    } else if (segment !== '.' && segment !== '') kept.push(segment);
  }
  const folder = ['', '.', '..'].includes(segments.at(-1)) && kept.length > 0;
  return `/${kept.join('/')}${folder ? '/' : ''}`;
}

/** The file at `path` (decoded: escaped again, so that a "?" or "#" in a name stays in the name), or null. */
async function asset(env, url, path) {
  const response = await env.ASSETS.fetch(new URL(path.split('/').map(encodeURIComponent).join('/'), url));
  return response.status === 200 ? response : null;
}

function answer(routes, partner, response, status, cache) {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(routes.headers)) headers.set(name, value);
  if (partner) headers.set('Content-Security-Policy', routes.csp[partner]);
  if (cache) headers.set('Cache-Control', cache);
  else headers.delete('Cache-Control');
  return new Response(response.body, { status, headers });
}

/**
 * A request's body as text, or null past `limit` bytes: judged on the bytes that arrive, since a body
 * need not declare its length (a chunked one has no Content-Length). Reading stops at the limit.
 */
async function bodyUpTo(request, limit) {
  if (Number(request.headers.get('Content-Length') ?? 0) > limit) return null;
  if (!request.body) return '';
  const chunks = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * The site's own events, as deploy/nginx.conf's location = /_events takes them: POST only (else 405),
 * at most EVENT_MAX_BYTES (else 413), answered 204 with no body. Each one is one line of Workers Logs,
 * the JSON of nginx's events log line: the partner of the host (never the body's), the minute (UTC)
 * and the body, and nothing of the request beside them (docs/deploy.md, "Counting how members fare").
 */
async function takeEvent(request, routes, partner) {
  const refuse = (status) => answer(routes, partner, errorPage(status), status);
  if (request.method !== 'POST') return refuse(405);
  const body = await bodyUpTo(request, EVENT_MAX_BYTES);
  if (body === null) return refuse(413);
  console.log(JSON.stringify({ partner, minute: new Date().toISOString().slice(0, 16), body }));
  return answer(routes, partner, new Response(null), 204);
}

export default {
  async fetch(request, env) {
    const routes = env.ROUTES;
    const url = new URL(request.url);
    const partner = partnerOf(routes, request.headers.get('Host') ?? url.host);
    const path = nginxPath(url.pathname);
    // nginx refuses such a request line before it reads the Host: the headers of no partner, no cache.
    if (path === null) return answer(routes, null, errorPage(400), 400);
    const notFound = async () =>
      answer(routes, partner, await env.ASSETS.fetch(new URL('/not-found.html', url)), 404, routes.cache.revalidate);

    // A host that is no partner gets the not-found page here too, as on every path.
    if (path === EVENTS_PATH) return partner ? takeEvent(request, routes, partner) : notFound();
    const found = await serve(env, url, routes, partner, path, notFound);
    // nginx serves files to GET and HEAD only: any other method on what would be a file is 405, with the
    // headers the location adds `always` (no-cache, but not the assets' cache, which is for files only).
    if (found.status !== 200 || request.method === 'GET' || request.method === 'HEAD') return found;
    return answer(routes, partner, errorPage(405), 405, path.startsWith('/assets/') ? undefined : routes.cache.revalidate);
  },
};

/** The answer to a GET of `path`, as nginx's locations give it. */
async function serve(env, url, routes, partner, path, notFound) {
  if (HIDDEN.test(path)) return notFound();
  if (path.startsWith('/assets/')) {
    const file = await asset(env, url, path);
    return file ? answer(routes, partner, file, 200, routes.cache.immutable) : notFound();
  }
  if (path.startsWith(PARTNER_FILES)) {
    // A host serves only its own partner's file: every other one, and the host map, is a 404.
    const file = partner && path === partnerFile(partner) ? await asset(env, url, path) : null;
    return file ? answer(routes, partner, file, 200, routes.cache.revalidate) : notFound();
  }
  if (path === '/index.html') {
    return answer(routes, partner, await env.ASSETS.fetch(new URL(path, url)), 200, routes.cache.revalidate);
  }
  if (!partner) return notFound();
  // Step 2's address: the partner's step-2 page (its step 1 where a build has none), as nginx's `location =`.
  // Otherwise a file if it exists, else the partner's own page, whose step 1 is already in the HTML.
  const file =
    (path === STEP2_PATH && (await asset(env, url, partnerStep2Page(partner)))) ||
    (path !== STEP2_PATH && !path.endsWith('/') && (await asset(env, url, path))) ||
    (await asset(env, url, partnerPage(partner)));
  return answer(routes, partner, file, 200, routes.cache.revalidate);
}
