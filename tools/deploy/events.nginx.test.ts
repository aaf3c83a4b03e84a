/**
 * The site's own events behind deploy/nginx.conf (location = /_events), with this machine's nginx on
 * loopback ports: what it answers, and that its log holds the partner, the minute and the body, and
 * nothing of the member's request beside them (docs/deploy.md, "Counting how members fare").
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENT_MAX_BYTES, EVENTS_PATH, eventBody, type EventLogLine } from '../../src/shared/site-events';
import { tenantFile } from '../../tests/support/test-tenant';
import { writeNginxFiles } from '../../tests/support/nginx-files';
import { askNginx, prepareNginx, runNginx, type RunningNginx } from '../../tests/e2e/support/nginx';
import { freePort } from '../../tests/e2e/support/ports';
import { deployDirOf, siteFor } from './deploy-dir';

const REPO = join(import.meta.dirname, '..', '..');
const HOST = 'acme.localhost';
const BODY = eventBody({ e: 'arrived', s: 2, r: '', v: 'abc1234' });
/** What a browser sends beside the body: none of it may reach a log. */
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (Linux; Android 14) TestBrowser/1.0',
  Referer: 'https://acme.localhost/insert-info?step=2',
  'X-Forwarded-For': '203.0.113.7',
  Cookie: 'session=s3cr3t',
  'Content-Type': 'text/plain;charset=UTF-8',
};

let work: string;
let port: number;
let nginx: RunningNginx;
/** The server's own access log, which this test turns on: every request but the events goes there. */
let accessLog: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'events-'));
  const dist = join(work, 'dist');
  for (const dir of ['partners', 'assets', 'tenants']) mkdirSync(join(dist, dir), { recursive: true });
  writeFileSync(join(dist, 'partners', 'acme.html'), '<!doctype html><title>Acme</title><p>the page');
  writeFileSync(join(dist, 'not-found.html'), '<!doctype html><title>Azienda non trovata</title>');
  writeFileSync(join(dist, 'assets', 'main-Aaaa1111.js'), 'main');
  writeFileSync(join(dist, 'tenants', 'acme.json'), JSON.stringify(tenantFile()));
  mkdirSync(deployDirOf(dist));
  writeNginxFiles(deployDirOf(dist), new Map([['acme', tenantFile()]]));

  port = await freePort();
  const prepared = prepareNginx({ port, httpPort: await freePort(), repo: REPO, eventsPort: await freePort() });
  accessLog = join(prepared.prefix, 'access.log');
  const config = prepared.command.at(-1)!;
  writeFileSync(config, readFileSync(config, 'utf8').replace('access_log off;', `access_log ${accessLog};`));
  writeFileSync(prepared.siteFile, siteFor(prepared.site, { root: dist }));
  nginx = await runNginx(prepared);
});
afterAll(async () => {
  await nginx?.stop();
  rmSync(work, { recursive: true, force: true });
});

const post = (body: string, host = HOST) => askNginx(port, EVENTS_PATH, host, { method: 'POST', headers: BROWSER, body });

const linesOf = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

/**
 * The events log's new lines for `ask`. nginx writes a request's line once it has sent the answer, so
 * a line can come just after it: the lines are read once none has come for a moment.
 */
async function logged<T>(ask: () => Promise<T>): Promise<{ answer: T; lines: string[] }> {
  const before = linesOf(nginx.eventsLog).length;
  const answer = await ask();
  let lines: string[] = [];
  for (let still = 0; still < 6; still += 1) {
    await new Promise((done) => setTimeout(done, 50));
    const now = linesOf(nginx.eventsLog).slice(before);
    if (now.length !== lines.length) still = 0;
    lines = now;
  }
  return { answer, lines };
}

const minuteNow = () => new Date().toISOString().slice(0, 16);

describe(`${EVENTS_PATH} on nginx`, () => {
  it('takes an event with 204 and no body, and logs exactly the partner, the minute and the body', async () => {
    const start = minuteNow();
    const { answer, lines } = await logged(() => post(BODY));
    expect([answer.status, answer.body]).toEqual([204, '']);
    // The security headers, as on every answer of the site.
    expect(answer.headers['content-security-policy']).toMatch(/^default-src 'self'/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as EventLogLine;
    expect([start, minuteNow()]).toContain(line.minute);
    expect(lines[0]).toBe(JSON.stringify({ partner: 'acme', minute: line.minute, body: BODY }));
    for (const trace of ['127.0.0.1', '203.0.113.7', 'Mozilla', 'TestBrowser', 'insert-info', 's3cr3t'])
      expect(lines[0]).not.toContain(trace);
    // Neither the server's access log nor the loopback's has the event's request.
    expect(readFileSync(accessLog, 'utf8')).not.toContain(EVENTS_PATH);
  });

  it('logs any body as a JSON string of its own field: a body cannot name the partner', async () => {
    const hostile = '{"e":"x"}","partner":"beta","minute":"x\\\n\u0001 è';
    const { answer, lines } = await logged(() => post(hostile));
    expect(answer.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({ partner: 'acme', minute: expect.any(String) as string, body: hostile });
  });

  it(`takes ${EVENT_MAX_BYTES} bytes and answers 413, logging nothing, past them`, async () => {
    const event = { e: 'arrived', s: 1, r: '' } as const;
    const largest = eventBody({ ...event, v: 'v'.repeat(EVENT_MAX_BYTES - eventBody({ ...event, v: '' }).length) });
    expect(Buffer.byteLength(largest)).toBe(EVENT_MAX_BYTES);
    expect((await logged(() => post(largest))).lines).toEqual([
      JSON.stringify({ partner: 'acme', minute: minuteNow(), body: largest }),
    ]);
    for (const body of [`${largest} `, 'x'.repeat(2048)]) {
      const { answer, lines } = await logged(() => post(body));
      expect([Buffer.byteLength(body), answer.status, lines]).toEqual([Buffer.byteLength(body), 413, []]);
    }
  });

  it.each(['GET', 'HEAD', 'PUT', 'OPTIONS'])('answers %s with 405 and logs nothing', async (method) => {
    const { answer, lines } = await logged(() => askNginx(port, EVENTS_PATH, HOST, { method, headers: BROWSER }));
    expect([answer.status, lines]).toEqual([405, []]);
  });

  it('answers a host that is no partner with the not-found page, 404, as every path there, and logs nothing', async () => {
    const { answer, lines } = await logged(() => post(BODY, 'nessuno.localhost'));
    expect([answer.status, lines]).toEqual([404, []]);
    expect(answer.body).toContain('Azienda non trovata');
  });

  it('leaves the rest of the site as it was', async () => {
    const page = await askNginx(port, '/', HOST);
    expect([page.status, page.body, page.headers['cache-control']]).toEqual([
      200,
      expect.stringContaining('the page'),
      'no-cache',
    ]);
    // Only the exact path: anything longer is a page of the partner, as before.
    for (const path of [`${EVENTS_PATH}/x`, `${EVENTS_PATH}x`, `${EVENTS_PATH}.json`])
      expect((await askNginx(port, path, HOST)).body, path).toContain('the page');
    const asset = await askNginx(port, '/assets/main-Aaaa1111.js', HOST);
    expect([asset.status, asset.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    const unknown = await askNginx(port, '/', 'nessuno.localhost');
    expect([unknown.status, unknown.body]).toEqual([404, expect.stringContaining('Azienda non trovata')]);
    expect(readFileSync(accessLog, 'utf8')).toContain('"GET /assets/main-Aaaa1111.js HTTP/1.1" 200');
  });
});
