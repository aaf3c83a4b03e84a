/**
 * What the main thread does to a member on the phone profile (devtools-page.ts's openPhonePage), from the first
 * paint on, in fresh browsers:
 *
 * - the tap probe: from the navigation, a finger taps the e-mail box and away (the page's heading) every
 *   100 ms for 2 s (BENCH_TAP_MS), and on until the app is ready (its form-ready mark) if that is later, real
 *   touches through the DevTools protocol (Input.dispatchTouchEvent), at the places step 1 is laid out in
 *   (found on a load of its own). Taps before the first paint are made but do not count. On a loaded machine
 *   the first paint alone can come near 2 s after the navigation and the app's start 2 to 4 s after it: taps
 *   for a fixed 2 s would then miss the long tasks the probe is there to meet. The figure is the worst Event
 *   Timing duration (input to the next paint, events over 16 ms) that starts after the first paint;
 * - the long animation frames of the page left alone until the app is ready (its form-ready mark) and a
 *   second after: those that start after the first paint and last over 50 ms, with their scripts' attribution
 *   (Long Animation Frames: sourceURL, sourceFunctionName, invoker, duration).
 *
 * Both observers are registered before any script of the page (an init script), with buffered entries.
 */
import { openPhonePage, waitInPage, type DevtoolsPage, type Point } from './devtools-page.ts';
import { FORM_READY, PLACES_IN_PAGE, median } from './valley.ts';

const TAP_EVERY_MS = 100;
const TAP_FOR_MS = Number(process.env.BENCH_TAP_MS ?? 2000);
/** A long animation frame, as the issue counts them. */
const LONG_MS = 50;

interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
}

interface ScriptEntry {
  sourceURL: string;
  sourceFunctionName: string;
  invoker: string;
  duration: number;
}

interface FrameEntry {
  startTime: number;
  duration: number;
  blockingDuration: number;
  scripts: ScriptEntry[];
}

interface Observed {
  firstPaint: number;
  ready: number;
  events: EventEntry[];
  frames: FrameEntry[];
}

/**
 * Registered before any script of the page. A string, not a function: tsx's helpers must not leak into the page's
 * copy of the code. Types the browser does not know (an older Chromium) leave their list empty.
 */
const observers = `(() => {
  const seen = { events: [], frames: [] };
  window.__probe = seen;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.events.push({ name: e.name, startTime: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        seen.frames.push({
          startTime: e.startTime,
          duration: e.duration,
          blockingDuration: e.blockingDuration,
          scripts: (e.scripts || []).map((s) => ({
            sourceURL: s.sourceURL,
            sourceFunctionName: s.sourceFunctionName,
            invoker: s.invoker,
            duration: s.duration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
})()`;

/** Waits for the page to be ready (30 s at most), then a second for the last frames and events to be reported. */
async function settled(page: DevtoolsPage, ready: string): Promise<Observed> {
  await waitInPage(page, ready, 'the form was not ready');
  await new Promise((done) => setTimeout(done, 1000));
  return page.evaluate<Observed>(`({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    ready: performance.getEntriesByName('onboarding:form-ready')[0]?.startTime ?? NaN,
    events: window.__probe.events,
    frames: window.__probe.frames,
  })`);
}

export interface ProbeTarget {
  url: string;
  chrome: string;
  flags: string[];
  /** The e-mail box's label. */
  emailLabel: string;
  /**
   * When the page is ready, an expression evaluated in it: the app's form-ready mark unless said (the plain page,
   * which runs no script, is ready once loaded).
   */
  ready?: string;
}

/**
 * Where the finger taps: the e-mail box (by its label's text) and, away from it, the page's heading. Found once
 * per page, on a load of its own: step 1 is laid out alike from its first paint on (no layout shift), and the
 * measured loads then tap from the navigation on, with no round trip through their busy main thread to look.
 */
const tapTargets = new Map<string, Promise<Point[]>>();
function tapTargetsOf({ url, chrome, flags, emailLabel, ready = FORM_READY }: ProbeTarget): Promise<Point[]> {
  const key = `${url} ${emailLabel}`;
  if (!tapTargets.has(key))
    tapTargets.set(
      key,
      (async () => {
        const page = await openPhonePage(chrome, flags, { touch: true });
        try {
          await page.goto(url);
          await waitInPage(page, ready, 'the form was not ready');
          return await page.evaluate<Point[]>(`(() => {
            ${PLACES_IN_PAGE}
            const email = labelled(${JSON.stringify(emailLabel)});
            if (!email) throw new Error('no box labelled ' + ${JSON.stringify(JSON.stringify(emailLabel))});
            return [email, centre(document.querySelector('h1')) || { x: 8, y: 8 }];
          })()`);
        } finally {
          await page.close();
        }
      })(),
    );
  return tapTargets.get(key)!;
}

/** One page load; with `tap`, the tap probe's taps from the navigation on. */
async function observe(target: ProbeTarget, tap: boolean): Promise<Observed & { taps: number }> {
  const readyWhen = target.ready ?? FORM_READY;
  const targets = tap ? await tapTargetsOf(target) : [];
  const page = await openPhonePage(target.chrome, target.flags, { touch: tap });
  try {
    await page.addInitScript(observers);
    const started = Date.now();
    await page.goto(target.url);
    let taps = 0;
    if (tap) {
      // Each tap is sent when due and not awaited, with its time as the event's own (the finger does not wait for
      // the page): a busy page takes it late, and Event Timing counts the wait from that time. Taps before the first
      // paint are made too (the finger does not know), but only events after it count (tapRun).
      const sent: Array<Promise<Error | undefined>> = [];
      let ready = false;
      for (let due = TAP_EVERY_MS; due <= TAP_FOR_MS || !ready; due += TAP_EVERY_MS) {
        if (due > 30_000) throw new Error('the form was not ready within 30 s of the navigation');
        const wait = started + due - Date.now();
        if (wait > 0) await new Promise((done) => setTimeout(done, wait));
        // Caught at once (a rejection left for later would stop Node): the first failure is thrown below.
        sent.push(
          page.tap(targets[taps % 2]!, Date.now() / 1000).then(
            () => undefined,
            (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
          ),
        );
        taps += 1;
        // Past the probe's time, on until the app is ready.
        if (due >= TAP_FOR_MS) ready = await page.evaluate<boolean>(readyWhen);
      }
      const failed = (await Promise.all(sent)).find((outcome) => outcome !== undefined);
      if (failed) throw failed;
    }
    return { ...(await settled(page, readyWhen)), taps };
  } finally {
    await page.close();
  }
}

export interface TapRun {
  /** The worst Event Timing duration starting after the first paint (0: none over 16 ms). */
  worst: number;
  /** Its event's name. */
  event: string;
  taps: number;
  firstPaint: number;
  ready: number;
}

/** A run that fails is reported (worst NaN, the error in place of the event), not fatal: the other figures still count. */
export async function tapRun(target: ProbeTarget): Promise<TapRun> {
  try {
    const seen = await observe(target, true);
    const after = seen.events.filter((entry) => entry.startTime >= seen.firstPaint);
    const worst = after.reduce<EventEntry | undefined>(
      (max, entry) => (!max || entry.duration > max.duration ? entry : max),
      undefined,
    );
    return {
      worst: worst?.duration ?? 0,
      event: worst?.name ?? '',
      taps: seen.taps,
      firstPaint: seen.firstPaint,
      ready: seen.ready,
    };
  } catch (error) {
    const event = `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    return { worst: NaN, event, taps: 0, firstPaint: NaN, ready: NaN };
  }
}

export interface FramesRun {
  firstPaint: number;
  ready: number;
  /** The long animation frames (over 50 ms) that start after the first paint. */
  long: FrameEntry[];
}

export async function framesRun(target: ProbeTarget): Promise<FramesRun> {
  const seen = await observe(target, false);
  return {
    firstPaint: seen.firstPaint,
    ready: seen.ready,
    long: seen.frames.filter((frame) => frame.startTime >= seen.firstPaint && frame.duration > LONG_MS),
  };
}

export interface TapSummary {
  /** The median of the runs' worst. */
  worst: number;
  /** Each run's worst, its event, and how many taps it made. */
  runs: TapRun[];
}

export function summarizeTaps(runs: TapRun[]): TapSummary {
  const measured = runs.map((run) => run.worst).filter((worst) => !Number.isNaN(worst));
  return { worst: measured.length > 0 ? median(measured) : NaN, runs };
}

export interface FramesSummary {
  /** Medians over the runs: how many long frames after the first paint, the longest, their blocking time in all. */
  count: number;
  longest: number;
  blocking: number;
  /** The scripts of those frames over all runs, the longest of each place (URL path, function, invoker), top 5. */
  top: Array<{ where: string; duration: number }>;
}

/** `https://acme.localhost:4400/assets/x.js` -> `/assets/x.js`: the same script of either build reads alike. */
const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url || '(no URL)';
  }
};

export function summarizeFrames(runs: FramesRun[]): FramesSummary {
  const longest = new Map<string, number>();
  for (const script of runs.flatMap((run) => run.long.flatMap((frame) => frame.scripts))) {
    // A script block's invoker is its URL: the path too.
    const invoker = script.invoker ? script.invoker.replace(/^https?:\/\/[^/]+/, '') : '?';
    const where = `${pathOf(script.sourceURL)} ${script.sourceFunctionName || '(anonymous)'} ← ${invoker}`;
    longest.set(where, Math.max(longest.get(where) ?? 0, script.duration));
  }
  return {
    count: median(runs.map((run) => run.long.length)),
    longest: median(runs.map((run) => Math.max(0, ...run.long.map((frame) => frame.duration)))),
    blocking: median(runs.map((run) => run.long.reduce((sum, frame) => sum + frame.blockingDuration, 0))),
    top: [...longest]
      .map(([where, duration]) => ({ where, duration }))
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 5),
  };
}
