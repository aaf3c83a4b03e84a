/**
 * A page on the phone profile driven through the DevTools protocol alone, over Chromium's own pipe
 * (`--remote-debugging-pipe`), for the figures that time the page's main thread: the tap probe, the long
 * animation frames and the valley (probe.ts, valley.ts).
 *
 * Not Playwright, because a Playwright page is not a member's phone:
 * - Playwright turns on the protocol's Runtime domain in every page. V8 then records a full stack, with
 *   source positions, for every Error the page creates, and finds those positions by parsing again the
 *   functions on the stack. On the phone profile, react-dom's evaluation took 63–113 ms with the domain on and
 *   stayed under 50 ms without it (Long Animation Frames, the same build, runs interleaved).
 * - Its locators run its selector engine in the page: about 330 KB of script, compiled on the page's main
 *   thread (over 300 ms at 4x CPU) while the member's first taps wait behind it.
 * Here nothing runs in the page but what the bench asks: scripts added before the page's own and expressions it
 * evaluates (Runtime.evaluate, which needs no Runtime domain; bindings would need it, so the bench polls).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** Lighthouse's mobile profile: 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const PHONE = {
  cpuSlowdown: 4,
  rttMs: 150,
  downBytesPerS: (1.6 * 1024 * 1024) / 8,
  upBytesPerS: (750 * 1024) / 8,
  width: 412,
  height: 823,
};

export interface Point {
  x: number;
  y: number;
}

export interface DevtoolsPage {
  /** A command to the page's session. */
  send<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** An expression's value, evaluated in the page's main world (its promise awaited). */
  evaluate<T>(expression: string): Promise<T>;
  /** A script run in every document before the page's own (a string: nothing of the bench's code leaks in). */
  addInitScript(source: string): Promise<void>;
  /** Starts the navigation; resolves once the browser has it under way. */
  goto(url: string): Promise<void>;
  /** A touch on the screen at (x, y) in CSS pixels: touchStart, then touchEnd (`timestamp`: the events' own time, in s). */
  tap(point: Point, timestamp?: number): Promise<void>;
  close(): Promise<void>;
}

interface Message {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

/** Launches `chrome` headless with `flags` and opens one page on the phone profile (`touch`: a touch screen). */
export async function openPhonePage(
  chrome: string,
  flags: string[],
  { touch = false }: { touch?: boolean } = {},
): Promise<DevtoolsPage> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-chrome-'));
  const browser = spawn(
    chrome,
    ['--headless=new', ...flags, `--user-data-dir=${profile}`, '--remote-debugging-pipe', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = browser.stdio[3] as Writable;
  const fromBrowser = browser.stdio[4] as Readable;
  const waiting = new Map<number, { done: (value: unknown) => void; fail: (error: Error) => void; method: string }>();
  let lastId = 0;
  let exited: Error | undefined;
  const failAll = (error: Error) => {
    exited ??= error;
    for (const { fail } of waiting.values()) fail(error);
    waiting.clear();
  };
  browser.on('exit', (code) => failAll(new Error(`Chromium exited (${code})`)));
  browser.on('error', failAll);
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    const parts = (buffered + chunk).split('\0');
    buffered = parts.pop()!;
    for (const part of parts) {
      const message = JSON.parse(part) as Message;
      // Only answers matter here: the bench listens to none of the events.
      const call = message.id === undefined ? undefined : waiting.get(message.id);
      if (!call) continue;
      waiting.delete(message.id!);
      if (message.error) call.fail(new Error(`${call.method}: ${message.error.message}`));
      else call.done(message.result);
    }
  });
  const command = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<T>((done, fail) => {
      if (exited) return fail(exited);
      const id = (lastId += 1);
      waiting.set(id, { done: done as (value: unknown) => void, fail, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  const close = async () => {
    await command('Browser.close').catch(() => undefined);
    // Not when it never started or has gone (an 'error' may come with no 'exit').
    if (!exited) await new Promise((done) => browser.once('exit', done));
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const { targetId } = await command<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await command<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const send = <T>(method: string, params?: Record<string, unknown>) => command<T>(method, params, sessionId);
    await send('Network.enable');
    await send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.rttMs,
      downloadThroughput: PHONE.downBytesPerS,
      uploadThroughput: PHONE.upBytesPerS,
    });
    await send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await send('Emulation.setDeviceMetricsOverride', {
      width: PHONE.width,
      height: PHONE.height,
      deviceScaleFactor: 1,
      mobile: touch,
    });
    if (touch) await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await send('Emulation.setLocaleOverride', { locale: 'it-IT' });
    await send('Page.enable');

    const evaluate = async <T>(expression: string): Promise<T> => {
      const { result, exceptionDetails } = await send<{
        result: { value?: unknown };
        exceptionDetails?: { text: string; exception?: { description?: string } };
      }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
      if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value as T;
    };
    const touchEvent = (type: string, touchPoints: Point[], timestamp?: number) =>
      send('Input.dispatchTouchEvent', { type, touchPoints, ...(timestamp ? { timestamp } : {}) });
    return {
      send,
      evaluate,
      addInitScript: async (source) => {
        await send('Page.addScriptToEvaluateOnNewDocument', { source });
      },
      goto: async (url) => {
        const { errorText } = await send<{ errorText?: string }>('Page.navigate', { url });
        if (errorText) throw new Error(`${url}: ${errorText}`);
      },
      // Both sent at once, in order: the browser takes them in order, and taps not awaited do not interleave.
      tap: async (point, timestamp) => {
        await Promise.all([touchEvent('touchStart', [point], timestamp), touchEvent('touchEnd', [], timestamp)]);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Polls `expression` in the page every `everyMs` until it is true; fails with `what` after `timeoutMs`. */
export async function waitInPage(
  page: DevtoolsPage,
  expression: string,
  what: string,
  { timeoutMs = 30_000, everyMs = 50 } = {},
): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await page.evaluate<boolean>(expression));) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, everyMs));
  }
}
