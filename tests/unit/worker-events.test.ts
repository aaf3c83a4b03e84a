/**
 * The site's own events on the Cloudflare worker (deploy/worker/src/worker.js), called as Workers call
 * it, with the static assets faked: its answers, what it logs, and that it judges a body's size on the
 * bytes that arrive. tests/e2e/events.spec.ts runs the same under wrangler dev, beside nginx.
 */
import type { MockInstance } from 'vitest';
import worker from '../../deploy/worker/src/worker.js';
import { EVENT_MAX_BYTES, EVENTS_PATH, eventBody } from '../../src/shared/site-events';
import { ACME_ROUTES as ROUTES } from '../support/worker-routes';

/** The static assets: the not-found page, and nothing else. */
const ASSETS = {
  fetch: (input: RequestInfo | URL) =>
    Promise.resolve(
      new URL(input instanceof Request ? input.url : input).pathname === '/not-found.html'
        ? new Response('Azienda non trovata', { headers: { 'Content-Type': 'text/html' } })
        : new Response(null, { status: 404 }),
    ),
};
const BODY = eventBody({ e: 'activated', s: 3, r: 'coupon', v: 'abc1234' });

let log: MockInstance<typeof console.log>;
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const ask = (init: RequestInit = {}, host = 'acme.localhost') =>
  worker.fetch(new Request(`http://${host}${EVENTS_PATH}`, { ...init, headers: { Host: host, ...init.headers } }), {
    ROUTES,
    ASSETS,
  });
const post = (body: BodyInit, host?: string) =>
  ask({ method: 'POST', body, headers: { 'User-Agent': 'TestBrowser/1.0', Referer: 'https://acme.localhost/x' } }, host);

/** A body that never ends, without a Content-Length: how many chunks of 512 bytes were pulled from it. */
function endless() {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(new Uint8Array(512).fill(120));
    },
  });
  return { body, pulled: () => pulled };
}

describe(`${EVENTS_PATH} on the worker`, () => {
  it('takes an event with 204 and no body, and logs one line: the partner, the minute (UTC) and the body', async () => {
    const before = new Date().toISOString().slice(0, 16);
    const answer = await post(BODY);
    expect([answer.status, await answer.text()]).toEqual([204, '']);
    expect(answer.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(log).toHaveBeenCalledTimes(1);
    const line = log.mock.calls[0]![0] as string;
    const { minute } = JSON.parse(line) as { minute: string };
    expect([before, new Date().toISOString().slice(0, 16)]).toContain(minute);
    expect(line).toBe(JSON.stringify({ partner: 'acme', minute, body: BODY }));
  });

  it(`takes ${EVENT_MAX_BYTES} bytes, and answers 413 past them, logging nothing`, async () => {
    expect((await post('x'.repeat(EVENT_MAX_BYTES))).status).toBe(204);
    expect((await post('x'.repeat(EVENT_MAX_BYTES + 1))).status).toBe(413);
    expect((await post('è'.repeat(EVENT_MAX_BYTES / 2 + 1))).status).toBe(413);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('judges the size on the bytes that arrive, with no Content-Length, and stops reading there', async () => {
    const { body, pulled } = endless();
    const answer = await ask({ method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(answer.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(EVENT_MAX_BYTES / 512 + 2);
    expect(log).not.toHaveBeenCalled();
  });

  it.each(['GET', 'HEAD', 'PUT', 'OPTIONS'])('answers %s with 405, logging nothing', async (method) => {
    expect((await ask({ method })).status).toBe(405);
    expect(log).not.toHaveBeenCalled();
  });

  it('answers a host that is no partner with the not-found page, 404, as nginx does, logging nothing', async () => {
    const answer = await post(BODY, 'nessuno.localhost');
    expect([answer.status, await answer.text()]).toEqual([404, 'Azienda non trovata']);
    expect(log).not.toHaveBeenCalled();
  });
});
