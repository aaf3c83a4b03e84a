/**
 * npm run report on a small sample of both logs: nginx's events log, and the worker's Logpush export
 * gzip-compressed, with what anyone may post among the lines. The printed report is compared whole.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eventBody, type SiteEvent } from '../../src/shared/site-events';
import { CHUNK_BYTES, forEachLine, MAX_LINE_CHARS } from './read-lines';
import { runReport, type EventReport } from './report';

/** A line of the events log, as nginx and the worker write it. */
const line = (partner: string, minute: string, body: string) => JSON.stringify({ partner, minute, body });
const event = (e: SiteEvent['e'], s: SiteEvent['s'], r: string, v = 'abc1234') => eventBody({ e, s, r, v });
const arrived = (s: SiteEvent['s'], v?: string) => event('arrived', s, '', v);
/** A record of Logpush's Workers trace events, with one Logs entry per message list. */
const record = (...messages: string[][]) =>
  JSON.stringify({
    Outcome: 'ok',
    ScriptName: 'onboarding-salute',
    EventTimestampMs: 1795812300000,
    Logs: messages.map((message) => ({ Level: 'log', Message: message, TimestampMs: 1795812300001 })),
    Exceptions: [],
  });

const E_MAIL = 'mario.rossi@example.com';
const NGINX_LINES = [
  line('acme', '2026-11-27T20:40', arrived(1)),
  line('acme', '2026-11-27T20:40', arrived(1)),
  line('beta', '2026-11-27T21:00', arrived(1)),
  line('acme', '2026-11-27T20:41', arrived(2)),
  line('acme', '2026-11-27T20:43', arrived(3)),
  line('acme', '2026-11-27T20:44', event('refused', 3, 'coupon-5xx')),
  line('acme', '2026-11-27T20:44', event('refused', 3, 'coupon-5xx')),
  line('acme', '2026-11-27T20:45', event('activated', 3, '', 'def5678')),
  // A refused post.
  line('acme', '2026-11-27T20:45', ''),
  // Lines 10 to 15, unreadable: no JSON; an e-mail as the reason; an event the page does not know; a reason of 5,000
  // characters; an e-mail in one more key; a terminal's escape sequence as the partner.
  'GET /_events HTTP/1.1',
  line('acme', '2026-11-27T20:46', event('refused', 3, E_MAIL)),
  line('acme', '2026-11-27T20:46', JSON.stringify({ e: 'purchased', s: 3, r: '', v: 'abc1234' })),
  line('acme', '2026-11-27T20:46', event('error', 1, 'x'.repeat(5000))),
  line('acme', '2026-11-27T20:46', JSON.stringify({ e: 'arrived', s: 1, r: '', v: 'abc1234', email: E_MAIL })),
  line('\u001b[31macme', '2026-11-27T20:46', arrived(1)),
  // A host that is no partner's.
  line('', '2026-11-27T22:00', arrived(2)),
  line('acme', '2026-11-28T00:05', arrived(1, 'def5678')),
  line('acme', '2026-11-28T09:00', event('load-failed', 2, 'reload', 'def5678')),
  line('acme', '2026-11-28T09:01', event('error', 1, 'TypeError', 'def5678')),
  line('acme', '2026-11-28T09:02', event('unconfirmed', 3, 'pre-registration', 'def5678')),
];
const WORKER_LINES = [
  record([line('beta', '2026-11-27T21:05', event('activated', 3, 'coupon'))], [line('beta', '2026-11-28T08:00', arrived(1))]),
  // A page's request: nothing logged.
  record(),
  // The worker's console.log as it is, its keys in another order.
  JSON.stringify({ minute: '2026-11-28T08:01', partner: 'beta', body: arrived(2) }),
  // Something else the worker logged, then a body the page would never send.
  record([
    'Recorded release abc1234',
    line('beta', '2026-11-28T08:02', JSON.stringify({ e: 'purchased', s: 3, r: '', v: 'abc1234' })),
  ]),
];

let dir: string;
let nginxLog: string;
let workerLog: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'report-'));
  nginxLog = join(dir, 'onboarding-events.log');
  workerLog = join(dir, 'workers.json.gz');
  writeFileSync(nginxLog, `${NGINX_LINES.join('\n')}\n`);
  writeFileSync(workerLog, gzipSync(`${WORKER_LINES.join('\n')}\n`));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function report(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runReport(args, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out, err };
}

describe('npm run report', () => {
  it('prints each partner day by day, then what it read and what it could not', async () => {
    const { code, out, err } = await report([nginxLog, workerLog]);
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out).toEqual([
      '(no partner)  2026-11-27',
      '  arrivals     step 1: 0   step 2: 1   step 3: 0',
      '  activations  0 (–: no arrival at step 1)',
      '  failures     none',
      '  releases     abc1234 (1 event)',
      '',
      'acme  2026-11-27',
      '  arrivals     step 1: 2   step 2: 1   step 3: 1',
      '  activations  1 (50.0% of arrivals at step 1)',
      '  failures     refused coupon-5xx: 2',
      '  releases     abc1234 (6 events), def5678 (1 event)',
      '',
      'acme  2026-11-28',
      '  arrivals     step 1: 1   step 2: 0   step 3: 0',
      '  activations  0 (0.0% of arrivals at step 1)',
      '  failures     unconfirmed pre-registration: 1',
      '               load-failed reload: 1',
      '               error TypeError: 1',
      '  releases     def5678 (4 events)',
      '',
      'beta  2026-11-27',
      '  arrivals     step 1: 1   step 2: 0   step 3: 0',
      '  activations  1 (100.0% of arrivals at step 1)',
      '  failures     none',
      '  releases     abc1234 (2 events)',
      '',
      'beta  2026-11-28',
      '  arrivals     step 1: 1   step 2: 1   step 3: 0',
      '  activations  0 (0.0% of arrivals at step 1)',
      '  failures     none',
      '  releases     abc1234 (2 events)',
      '',
      'Read 24 lines in 2 files: 16 events counted.',
      'Left out: 1 empty body (a refused post), 1 worker record without an event.',
      'Unreadable, neither counted nor shown (anyone can post anything to /_events):',
      `  ${nginxLog}: 6, the first at lines 10, 11, 12, 13, 14`,
      `  ${workerLog}: 1, at line 4`,
    ]);
    expect(out.join('\n')).not.toMatch(/mario|example|purchased|xxxx/);
    expect(out.join('\n')).not.toContain('\u001b');
  });

  it('gives the same counts as JSON with --json', async () => {
    const { code, out } = await report(['--json', nginxLog, workerLog]);
    expect(code).toBe(0);
    const { days, files } = JSON.parse(out.join('\n')) as EventReport;
    expect(days.map(({ partner, day, activationPercent }) => [partner, day, activationPercent])).toEqual([
      ['', '2026-11-27', null],
      ['acme', '2026-11-27', 50],
      ['acme', '2026-11-28', 0],
      ['beta', '2026-11-27', 100],
      ['beta', '2026-11-28', 0],
    ]);
    expect(days[1]).toMatchObject({
      arrivals: { 1: 2, 2: 1, 3: 1 },
      activations: 1,
      failures: [{ event: 'refused', reason: 'coupon-5xx', count: 2 }],
      releases: [
        { release: 'abc1234', events: 6 },
        { release: 'def5678', events: 1 },
      ],
    });
    expect(files).toEqual([
      {
        file: nginxLog,
        lines: 20,
        events: 13,
        emptyBodies: 1,
        recordsWithoutEvent: 0,
        unreadable: 6,
        unreadableAt: [10, 11, 12, 13, 14],
      },
      { file: workerLog, lines: 4, events: 3, emptyBodies: 0, recordsWithoutEvent: 1, unreadable: 1, unreadableAt: [4] },
    ]);
    expect(out.join('\n')).not.toMatch(/mario|example|purchased|xxxx|\\u001b/);
  });

  it('names a file that does not exist, and reads none', async () => {
    const missing = join(dir, 'onboarding-events.log.1');
    expect(await report([nginxLog, missing])).toEqual({
      code: 1,
      out: [],
      err: [`${missing} does not exist: name nginx's events log, or files of the worker's Logpush export.`],
    });
  });

  it('names a gzip file cut short', async () => {
    const cut = join(dir, 'cut.json.gz');
    const whole = gzipSync(`${WORKER_LINES.join('\n')}\n`);
    writeFileSync(cut, whole.subarray(0, whole.length - 12));
    const { code, err } = await report([cut]);
    expect({ code, err }).toEqual({
      code: 1,
      err: [`${cut} is not a whole gzip file (unexpected end of file): it may still be being written, or be cut short.`],
    });
  });

  it('says how it is used when given no file, and on --help', async () => {
    const none = await report([]);
    expect([none.code, none.out, none.err[0]]).toEqual([1, [], 'Usage: npm run report -- [--json] <log file>…']);
    const help = await report(['--help']);
    expect([help.code, help.out, help.err]).toEqual([0, none.err, []]);
  });
});

describe('the lines of a log file', () => {
  it('keeps a character split between two chunks whole, and gives a line too long to keep as such', async () => {
    // 'è' is two bytes, starting after an odd number of them: one stands across the first chunk's end.
    const long = `${'a'.repeat(99)}${'è'.repeat(CHUNK_BYTES / 2 + 1000)}`;
    const file = join(dir, 'lines.log');
    writeFileSync(file, ['first', long, 'x'.repeat(MAX_LINE_CHARS + 1), 'last'].join('\n'));
    // Each line as its number, whether it is what was written (not the text itself: a failure would print megabytes), and tooLong.
    const written = ['first', long, '', 'last'];
    const lines: [number, boolean, boolean][] = [];
    await forEachLine(file, (text, start, end, number, tooLong) =>
      lines.push([number, text.slice(start, end) === written[number - 1], tooLong === true]),
    );
    expect(lines).toEqual([
      [1, true, false],
      [2, true, false],
      [3, true, true],
      [4, true, false],
    ]);
  });
});
