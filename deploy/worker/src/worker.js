/**
 * The onboarding site on Cloudflare Workers with static assets: answers every request as
 * deploy/nginx.conf does. The build's description of routes (dist-deploy/routes.json) arrives as
 * the ROUTES variable (config.mjs puts it into the generated wrangler.json); the files of dist/
 * through the ASSETS binding, with html_handling "none" so that a path is exactly one file.
 */
// The events' contract and the site's layout, the page's and the build's too; wrangler's bundler reads TypeScript.
import { EVENT_MAX_BYTES, EVENTS_PATH } from '../../../src/shared/site-events.ts';
import { PARTNER_FILES, partnerFile, partnerOf, partnerPage } from '../../../src/shared/site-layout.ts';

export { partnerOf };

/** Paths nginx never serves (its `internal` and `return 404` locations). */
const HIDDEN = /^\/(?:_headers$|_deploy\/|\.vite\/|partners\/|not-found\.html$)/;

async function asset(env, url, path) {
  const response = await env.ASSETS.fetch(new URL(path, url));
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
  const empty = (status) => answer(routes, partner, new Response(null), status);
  if (request.method !== 'POST') return empty(405);
  const body = await bodyUpTo(request, EVENT_MAX_BYTES);
  if (body === null) return empty(413);
  console.log(JSON.stringify({ partner, minute: new Date().toISOString().slice(0, 16), body }));
  return empty(204);
}

export default {
  async fetch(request, env) {
    const routes = env.ROUTES;
    const url = new URL(request.url);
    const partner = partnerOf(routes, request.headers.get('Host') ?? url.host);
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return new Response(null, { status: 400 }); // a broken %-escape: nginx answers 400 too
    }
    const notFound = async () =>
      answer(routes, partner, await env.ASSETS.fetch(new URL('/not-found.html', url)), 404, routes.cache.revalidate);

    // A host that is no partner gets the not-found page here too, as on every path.
    if (path === EVENTS_PATH) return partner ? takeEvent(request, routes, partner) : notFound();
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
    if (HIDDEN.test(path) || path.includes('/../')) return notFound();
    if (path.startsWith('/assets/')) {
      const file = await asset(env, url, path);
      return file ? answer(routes, partner, file, 200, routes.cache.immutable) : notFound();
    }
    if (path.startsWith(PARTNER_FILES)) {
      // A host serves only its own partner's file: every other one, and the host map, is a 404.
      const file = partner && path === partnerFile(partner) ? await asset(env, url, path) : null;
      return file ? answer(routes, partner, file, 200, routes.cache.revalidate) : notFound();
    }
    if (path === '/index.html') return answer(routes, partner, await env.ASSETS.fetch(url), 200, routes.cache.revalidate);
    if (!partner) return notFound();
    // A file if it exists, otherwise the partner's own page, whose step 1 is already in the HTML.
    const file = (!path.endsWith('/') && (await asset(env, url, path))) || (await asset(env, url, partnerPage(partner)));
    return answer(routes, partner, file, 200, routes.cache.revalidate);
  },
};
