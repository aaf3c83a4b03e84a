/**
 * npm run report at the size of a busy month: 5 million lines of nginx's events log (some 560 MB),
 * written to a temporary file, counted, and removed.
 */
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventBody, type SiteEvent } from '../../src/shared/site-events';
import { eventReport, type EventReport } from './report';

const LINES = 5_000_000;
/** The most seconds the count may take on the project's 2-core machine. */
const SECONDS = 10;

const PARTNERS = ['acme', 'beta', 'gamma', 'delta'];
const event = (e: SiteEvent['e'], s: SiteEvent['s'], r = '', v = 'abc1234') => eventBody({ e, s, r, v });
const BODIES = [
  event('arrived', 1),
  event('arrived', 1),
  event('arrived', 2),
  event('arrived', 3),
  event('activated', 3),
  event('refused', 3, 'coupon-5xx'),
  event('arrived', 1, '', 'def5678'),
  // A refused post, then one the page would never send (lines 33 to 36 of each cycle).
  '',
  event('refused', 3, 'mario.rossi@example.com'),
  event('not-sent', 3, 'coupon'),
];
/** A cycle: each body once for each partner, the partners taking turns line by line, as their members do. */
const CYCLE = BODIES.length * PARTNERS.length;
const CYCLES = LINES / CYCLE;
const DAYS = ['2026-11-27', '2026-11-28'];
/** How many of a partner's days' lines hold each body. */
const PER_DAY = CYCLES / DAYS.length;

/** Writes the lines in chunks of megabytes, each cycle's bytes built once per minute. */
function writeSample(file: string): void {
  const cycles = new Map<string, Buffer>();
  const fd = openSync(file, 'w');
  let parts: Buffer[] = [];
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const day = DAYS[Math.floor(cycle / PER_DAY)]!;
    const minuteOfDay = Math.floor(((cycle % PER_DAY) * 24 * 60) / PER_DAY);
    const minute = `${day}T${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
    let bytes = cycles.get(minute);
    if (!bytes) {
      const lines = BODIES.flatMap((body) => PARTNERS.map((partner) => `${JSON.stringify({ partner, minute, body })}\n`));
      cycles.set(minute, (bytes = Buffer.from(lines.join(''))));
    }
    parts.push(bytes);
    if (parts.length === 2_500 || cycle === CYCLES - 1) {
      writeSync(fd, Buffer.concat(parts));
      parts = [];
    }
  }
  closeSync(fd);
}

let dir: string;
let file: string;
let report: EventReport | string;
let seconds: number;
let cpuSeconds: number;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'report-speed-'));
  file = join(dir, 'onboarding-events.log');
  writeSample(file);
  const [start, cpu] = [performance.now(), process.cpuUsage()];
  report = await eventReport([file]);
  const used = process.cpuUsage(cpu);
  seconds = (performance.now() - start) / 1000;
  cpuSeconds = (used.user + used.system) / 1e6;
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe(`npm run report on ${LINES.toLocaleString('en')} lines of nginx's events log`, () => {
  it('counts every one of them', () => {
    const each = PER_DAY;
    expect(report).toEqual({
      days: [...PARTNERS].sort().flatMap((partner) =>
        DAYS.map((day) => ({
          partner,
          day,
          arrivals: { 1: 3 * each, 2: each, 3: each },
          activations: each,
          activationPercent: 33.3,
          failures: [
            { event: 'not-sent', reason: 'coupon', count: each },
            { event: 'refused', reason: 'coupon-5xx', count: each },
          ],
          releases: [
            { release: 'abc1234', events: 7 * each },
            { release: 'def5678', events: each },
          ],
        })),
      ),
      files: [
        {
          file,
          lines: LINES,
          events: LINES * 0.8,
          emptyBodies: LINES / 10,
          recordsWithoutEvent: 0,
          unreadable: LINES / 10,
          unreadableAt: [33, 34, 35, 36, 33 + CYCLE],
        },
      ],
    });
  });

  it(`reads and counts them in ${SECONDS} s at most (the count alone, not the writing of the sample)`, () => {
    // The processor time beside it tells a slower count from a machine busy with something else.
    expect(seconds, `${seconds.toFixed(1)} s, ${cpuSeconds.toFixed(1)} s of processor time`).toBeLessThanOrEqual(SECONDS);
  });
});
