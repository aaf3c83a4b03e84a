/**
 * The site's own events (EVENTS_PATH) on both deployments of the same build: nginx with
 * deploy/nginx.conf, whose events log the fixture puts in its own folder, and the Cloudflare worker
 * under wrangler dev, whose console.log lines are what Workers Logs would hold. Each takes an event
 * with 204 and writes one line, {"partner","minute","body"}; refuses other methods (405) and bodies past
 * EVENT_MAX_BYTES (413); and answers a host that is no partner as on every path (404).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { EVENT_MAX_BYTES, EVENTS_PATH, eventBody, type EventLogLine } from '../../src/shared/site-events';
import type { RoutesDescription } from '../../tools/deploy/host-routing';
import { deployDirOf, ROUTES_JSON } from '../../tools/deploy/deploy-dir';
import { TENANTS, expect } from './support/fixtures';
import { NGINX_PORT, WORKER_PORT, siteUrl } from './support/ports';
import { BUILD_DIR } from './support/paths';
import type { RunningNginx } from './support/nginx';
import type { RunningWorker } from './support/worker';
import { test } from './support/worker-fixture';

// nginx has a self-signed certificate.
test.use({ ignoreHTTPSErrors: true });

const SLUG = TENANTS[0].slug;
/** What a browser sends beside the body: none of it may reach a log line. */
const BROWSER = {
  'Content-Type': 'text/plain;charset=UTF-8',
  'User-Agent': 'Mozilla/5.0 TestBrowser/1.0',
  Referer: `https://${SLUG}.localhost/insert-info`,
};

interface Deployment {
  name: string;
  /** Node does not resolve *.localhost: requests go to the address, with the host in Host. */
  origin: string;
  /** A page's address, as members reach it. */
  page: string;
  /** The log lines it has written so far. */
  lines(servers: { nginx: RunningNginx; worker: RunningWorker }): string[];
}

const DEPLOYMENTS: Deployment[] = [
  {
    name: 'nginx',
    origin: `https://127.0.0.1:${NGINX_PORT}`,
    page: siteUrl(SLUG, '/', NGINX_PORT, 'https'),
    lines: ({ nginx }) => readFileSync(nginx.eventsLog, 'utf8').split('\n').filter(Boolean),
  },
  {
    name: 'the worker',
    origin: `http://127.0.0.1:${WORKER_PORT}`,
    page: siteUrl(SLUG, '/', WORKER_PORT, 'http'),
    // Wrangler's own lines are never JSON objects.
    lines: ({ worker }) => worker.printed().filter((line) => line.startsWith('{')),
  },
];

/** An event no other test sends: its line is told from any other. */
const uniqueBody = (name: string) =>
  eventBody({ e: 'arrived', s: 1, r: '', v: `e2e-${name.replace(/\W/g, '')}-${Date.now().toString(36)}` });

const ask = (request: APIRequestContext, { origin }: Deployment, method: string, body?: string, host = `${SLUG}.localhost`) =>
  request.fetch(`${origin}${EVENTS_PATH}`, {
    method,
    headers: { ...BROWSER, Host: host, 'Accept-Encoding': 'identity' },
    ...(body !== undefined && { data: body }),
    maxRedirects: 0,
  });

/** The minute now, as both deployments write it (nginx runs in UTC: tests/e2e/support/nginx.ts). */
const minuteNow = () => new Date().toISOString().slice(0, 16);

for (const deployment of DEPLOYMENTS) {
  test(`${deployment.name}: takes an event with 204 and logs one line, and refuses what is no event without a line`, async ({
    request,
    nginx,
    worker,
  }) => {
    // Pages of earlier tests may still send their own events: each line is told by its body.
    const lines = () => deployment.lines({ nginx, worker }).map((line) => ({ line, ...(JSON.parse(line) as EventLogLine) }));
    const before = lines().length;
    const refused = uniqueBody('refused');
    expect((await ask(request, deployment, 'GET')).status()).toBe(405);
    expect((await ask(request, deployment, 'PUT', refused)).status()).toBe(405);
    expect((await ask(request, deployment, 'POST', 'x'.repeat(2 * EVENT_MAX_BYTES))).status()).toBe(413);
    expect((await ask(request, deployment, 'POST', 'x'.repeat(EVENT_MAX_BYTES + 1))).status()).toBe(413);
    expect((await ask(request, deployment, 'POST', refused, 'nessuno.localhost')).status()).toBe(404);

    const body = uniqueBody(deployment.name);
    const start = minuteNow();
    const taken = await ask(request, deployment, 'POST', body);
    expect([taken.status(), (await taken.body()).length]).toEqual([204, 0]);
    // The line may come just after the answer; each refused request before it would have come first.
    const mine = () =>
      lines()
        .slice(before)
        .filter((line) => line.body === body);
    await expect.poll(() => mine().length).toBe(1);
    const { line, minute } = mine()[0]!;
    expect([start, minuteNow()]).toContain(minute);
    expect(line).toBe(JSON.stringify({ partner: SLUG, minute, body }));
    const strays = lines()
      .slice(before)
      .filter((line) => line.body === '' || line.body.startsWith('x') || line.body === refused);
    expect(strays).toEqual([]);
  });

  test(`${deployment.name}: takes what a partner's page sends with navigator.sendBeacon`, async ({ page, nginx, worker }) => {
    await page.goto(deployment.page);
    const body = uniqueBody(`beacon ${deployment.name}`);
    expect(await page.evaluate(([path, text]) => navigator.sendBeacon(path, text), [EVENTS_PATH, body] as const)).toBe(true);
    // The page may send events of its own: this one's line is the one with its body.
    const mine = () => deployment.lines({ nginx, worker }).filter((line) => line.includes(JSON.stringify(body).slice(1, -1)));
    await expect.poll(mine).toHaveLength(1);
    expect(JSON.parse(mine()[0]!)).toEqual({ partner: SLUG, minute: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/), body });
  });
}

/** The security headers of every answer (the build's routes.json), which both must send alike. */
const SECURITY = Object.keys(
  (JSON.parse(readFileSync(join(deployDirOf(BUILD_DIR), ROUTES_JSON), 'utf8')) as RoutesDescription).headers,
).map((name) => name.toLowerCase());

const said = (response: APIResponse) => ({
  status: response.status(),
  headers: SECURITY.map((name) => response.headers()[name]),
});

test('nginx and the worker answer the events alike: status and security headers', async ({ request }) => {
  const [onNginx, onWorker] = DEPLOYMENTS;
  const requests: Array<[string, string?, string?]> = [
    ['POST', uniqueBody('alike')],
    ['POST', 'x'.repeat(EVENT_MAX_BYTES)],
    ['POST', 'x'.repeat(EVENT_MAX_BYTES + 1)],
    ['GET'],
    ['HEAD'],
    ['PUT', 'x'],
    ['POST', uniqueBody('alike'), 'nessuno.localhost'],
  ];
  for (const [method, body, host] of requests) {
    const nginxSaid = said(await ask(request, onNginx!, method, body, host));
    expect(said(await ask(request, onWorker!, method, body, host)), `${method} ${host ?? ''}`).toEqual(nginxSaid);
  }
});
