/**
 * What the Cloudflare worker (deploy/worker/src/worker.js) answers where nginx answers with an error of
 * its own: another method than GET or HEAD (405), and a path nginx refuses to read (400); both with the
 * security headers, as deploy/nginx.conf's `add_header … always` gives them. Called as Workers call it,
 * with the static assets faked; tests/e2e/deployments-agree.spec.ts asks the same of both deployments.
 */
import worker, { nginxPath } from '../../deploy/worker/src/worker.js';
import { ACME_ROUTES as ROUTES } from '../support/worker-routes';

const FILES: Record<string, string> = {
  '/not-found.html': 'Azienda non trovata',
  '/partners/acme.html': 'acme',
  '/index.html': 'generic',
  '/assets/app-1234.js': 'app',
};
const ASSETS = {
  fetch: (input: RequestInfo | URL) => {
    const file = FILES[decodeURIComponent(new URL(input instanceof Request ? input.url : input).pathname)];
    return Promise.resolve(
      file === undefined ? new Response(null, { status: 404 }) : new Response(file, { headers: { 'Content-Type': 'text/html' } }),
    );
  },
};

const ask = (method: string, path: string, host = 'acme.localhost') =>
  worker.fetch(new Request(`http://${host}${path}`, { method, headers: { Host: host } }), { ROUTES, ASSETS });

async function seen(answer: Response) {
  return {
    status: answer.status,
    type: answer.headers.get('Content-Type'),
    csp: answer.headers.get('Content-Security-Policy'),
    nosniff: answer.headers.get('X-Content-Type-Options'),
    cache: answer.headers.get('Cache-Control'),
    body: await answer.text(),
  };
}

describe('the worker, where nginx answers an error', () => {
  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('answers %s of a page 405, with the headers and no-cache', async (method) => {
    for (const path of ['/', '/insert-info', '/index.html']) {
      expect(await seen(await ask(method, path))).toMatchObject({
        status: 405,
        type: 'text/html; charset=utf-8',
        csp: "default-src 'self'",
        nosniff: 'nosniff',
        cache: 'no-cache',
        body: expect.stringContaining('405 Not Allowed') as string,
      });
    }
  });

  it('answers a POST of an asset 405 without its year of cache, and of a missing one 404', async () => {
    expect(await seen(await ask('POST', '/assets/app-1234.js'))).toMatchObject({ status: 405, cache: null, nosniff: 'nosniff' });
    expect(await seen(await ask('POST', '/assets/missing.js'))).toMatchObject({ status: 404, body: 'Azienda non trovata' });
  });

  it('answers a POST where nginx answers 404 with the not-found page: hidden paths, a host that is no partner', async () => {
    for (const [path, host] of [
      ['/partners/acme.html', 'acme.localhost'],
      ['/not-found.html', 'acme.localhost'],
      ['/', 'nessuno.localhost'],
    ] as const) {
      expect(await seen(await ask('POST', path, host))).toMatchObject({
        status: 404,
        body: 'Azienda non trovata',
        cache: 'no-cache',
      });
    }
  });

  it.each(['/..%2fetc/passwd', '/%2e%2e%2fetc/passwd', '/assets/..%2f..%2f..%2fetc/passwd', '/%zz'])(
    'answers %s 400 with the headers of no partner and no cache, as nginx does before it reads the host',
    async (path) => {
      for (const method of ['GET', 'POST']) {
        expect(await seen(await ask(method, path))).toMatchObject({
          status: 400,
          type: 'text/html; charset=utf-8',
          csp: "default-src 'none'",
          nosniff: 'nosniff',
          cache: null,
        });
      }
    },
  );

  it('serves a path whose escaped dot segments stay inside the site as nginx resolves it', async () => {
    expect(await seen(await ask('GET', '/assets%2f..%2findex.html'))).toMatchObject({ status: 200, body: 'generic' });
    expect(await seen(await ask('GET', '/%ff'))).toMatchObject({ status: 200, body: 'acme' });
  });
});

describe('nginxPath', () => {
  it.each([
    ['/', '/'],
    ['/insert-info', '/insert-info'],
    ['//assets//app.js', '/assets/app.js'],
    ['/a/./b/', '/a/b/'],
    ['/a/b/..', '/a/'],
    ['/a/..', '/'],
    ['/a%2f..%2fb', '/b'],
    ['/caff%C3%A8', '/caffè'],
    ['/what%3F', '/what?'],
  ])('reads %s as %s', (pathname, path) => expect(nginxPath(pathname)).toBe(path));

  it.each(['/..', '/..%2f', '/a/../..', '/a%2f..%2f..%2fb', '/%2E%2E%2Fetc/passwd', '/%zz', '/%4'])(
    'refuses %s, as nginx does with 400',
    (pathname) => expect(nginxPath(pathname)).toBeNull(),
  );
});
