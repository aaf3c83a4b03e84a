/**
 * The valley: from the first paint of a partner's page to the moment it answers, measured as a
 * member meets it on a mid-range phone (Lighthouse's mobile settings applied through the DevTools
 * protocol: 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down). Two figures:
 *
 * - first answer: as soon as step 1 is drawn, the member types a wrong e-mail and leaves the
 *   field; the page has answered when "E-mail non valida." shows (the page's inline script
 *   answers before the app, src/early/before-app.ts), timed from the Tab as the browser received
 *   it, so a main thread too busy to take the key counts; the message's text in the page's JSON
 *   (a <script>) is not "shown". The bench cannot press at the very first paint (it must see the
 *   page's script has run): when it could press is reported beside. The time to the app is split by what the
 *   page was doing: waiting for the app's scripts, evaluating them and starting (src/main.tsx to
 *   bootstrap.tsx's hydrate mark), hydrating and catching up (to the form's ready mark);
 * - ready: as soon as step 1 is drawn, the member fills it in rightly and presses Conferma; ready
 *   when step 2 is on screen, which only the app can draw.
 */
import { chromium, type Browser, type Page } from '@playwright/test';

export interface Valley {
  firstPaint: number;
  /** First paint to step 2 on screen, for step 1 filled in and confirmed at once (a run of its own). */
  ready: number;
  /** The wrong e-mail left (the Tab as the browser received it) to its error shown: how long the page takes to answer. */
  valley: number;
  /** First paint to that Tab: how soon the member could act (the bench acts as soon as the page's script has run). */
  left: number;
  /** First paint to the last of the app's scripts arrived (0 if they were there before it). */
  download: number;
  /** Scripts arrived (or first paint) to the hydrate mark: evaluation and the app's start. */
  evaluation: number;
  /** Hydrate mark to the form's ready mark: hydration and the replay of what the member did. */
  hydration: number;
}

const RTT_MS = 150;
const DOWN_BYTES_PER_S = (1.6 * 1024 * 1024) / 8;
const UP_BYTES_PER_S = (750 * 1024) / 8;

interface PageTimes {
  firstPaint: number;
  answered: number;
  left: number;
  scriptsDone: number;
  hydrate: number;
  ready: number;
}

interface Member {
  /** A wrong e-mail's message, and the e-mail box's label. */
  errorText: string;
  emailLabel: string;
  /** For the ready run: an e-mail the partner accepts, the box's label, Conferma, and text only step 2 shows. */
  email: string;
  checkboxLabel: string;
  confirmLabel: string;
  step2Text: string;
}

/**
 * A page of its own browser context on the phone profile: Lighthouse's mobile network and CPU through the
 * DevTools protocol. `touch`: a touch screen (hasTouch, isMobile) for the tap probe (probe.ts).
 */
export async function phoneProfilePage(browser: Browser, { touch = false } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    ignoreHTTPSErrors: true,
    locale: 'it-IT',
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: DOWN_BYTES_PER_S,
    uploadThroughput: UP_BYTES_PER_S,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** A phone-like page (phoneProfilePage) with `text`'s first appearance recorded. */
async function phonePage(browser: Browser, text: string): Promise<Page> {
  const page = await phoneProfilePage(browser);
  await page.addInitScript((awaited) => {
    const times = { answered: 0, left: 0 };
    Object.assign(window, { __valley: times });
    // When the browser received the Tab that leaves the e-mail (the event's own time, before any wait for the main thread).
    document.addEventListener('keydown', (event) => event.key === 'Tab' && (times.left ||= event.timeStamp), true);
    // Shown text only: the page's JSON for its inline script (a <script> element) carries every message from the start.
    // (No named functions here: tsx would wrap them in a helper the page does not have.)
    new MutationObserver((records) => {
      if (times.answered) return;
      for (const record of records)
        for (const node of record.type === 'characterData' ? [record.target] : [...record.addedNodes]) {
          const element = node instanceof Element ? node : node.parentElement;
          if (!element || element.closest('script') || !node.textContent?.includes(awaited)) continue;
          times.answered = performance.now();
          return;
        }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);
  return page;
}

/**
 * The member acts once the page's inline script has run: it is the last thing in the page, and
 * before it the browser may still be drawing a step 1 whose restored values the script then clears.
 */
async function scriptRan(page: Page): Promise<void> {
  for (const deadline = Date.now() + 30_000; !(await page.evaluate<boolean>('!!window.__onboardingEarlyInput'));) {
    if (Date.now() > deadline) throw new Error("the page's inline script did not run within 30 s");
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** Step 1 filled in rightly and confirmed as soon as it is drawn: first paint to step 2 on screen. */
async function readyOnce(url: string, chrome: string, flags: string[], member: Member): Promise<number> {
  const browser = await chromium.launch({ executablePath: chrome, args: flags });
  try {
    const page = await phonePage(browser, member.step2Text);
    await page.goto(url, { waitUntil: 'commit' });
    const email = page.getByLabel(member.emailLabel);
    await email.waitFor({ state: 'visible' });
    await scriptRan(page);
    await email.fill(member.email);
    await page.getByRole('checkbox', { name: member.checkboxLabel }).check();
    // Step 1's first paint, on the clock of every document (performance.timeOrigin): step 2 may be another page.
    const firstPaint = await page.evaluate<number>(
      `performance.timeOrigin + (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN)`,
    );
    // Marked aria-disabled until the page has checked the answers: pressed as the member would.
    await page.getByRole('button', { name: member.confirmLabel }).click({ force: true });
    await page.getByText(member.step2Text).waitFor({ timeout: 30_000 });
    // Step 2 on screen: drawn in place by the app, or its own page's first paint (its text is in the HTML,
    // shown from the first paint on: tools/site-build/partner-pages.ts).
    const shown = await page.evaluate<number>(`performance.timeOrigin + Math.max(window.__valley.answered,
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0)`);
    return shown - firstPaint;
  } finally {
    await browser.close();
  }
}

async function once(
  url: string,
  chrome: string,
  flags: string[],
  errorText: string,
  label: string,
): Promise<Omit<Valley, 'ready'>> {
  const browser = await chromium.launch({ executablePath: chrome, args: flags });
  try {
    const page = await phonePage(browser, errorText);
    await page.goto(url, { waitUntil: 'commit' });
    // The member, as soon as the form is there to see.
    const email = page.getByLabel(label);
    await email.waitFor({ state: 'visible' });
    await scriptRan(page);
    await email.fill('mario.rossi');
    await email.press('Tab');
    await page.getByText(errorText).waitFor({ timeout: 30_000 });
    // The app's marks: the figures of the time to the app.
    // Polled from here: the page's CSP allows no script evaluated in it from a string.
    for (
      const deadline = Date.now() + 30_000;
      !(await page.evaluate<boolean>(`performance.getEntriesByName('onboarding:form-ready').length > 0`));
    ) {
      if (Date.now() > deadline) throw new Error('the form was not ready within 30 s');
      await new Promise((done) => setTimeout(done, 50));
    }
    // A string, not a function: tsx's helpers must not leak into the page's copy of the code.
    const times = await page.evaluate<PageTimes>(`(() => {
      const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      const scripts = performance.getEntriesByType('resource')
        .filter((entry) => /\\/assets\\/.+\\.js$/.test(entry.name))
        .map((entry) => entry.responseEnd);
      return {
        firstPaint: mark('first-contentful-paint'),
        answered: window.__valley.answered,
        left: window.__valley.left,
        scriptsDone: Math.max(0, ...scripts),
        hydrate: mark('onboarding:hydrate'),
        ready: mark('onboarding:form-ready'),
      };
    })()`);
    const from = Math.max(times.firstPaint, times.scriptsDone);
    return {
      firstPaint: times.firstPaint,
      valley: times.answered - times.left,
      left: times.left - times.firstPaint,
      download: Math.max(0, times.scriptsDone - times.firstPaint),
      evaluation: times.hydrate - from,
      hydration: times.ready - times.hydrate,
    };
  } finally {
    await browser.close();
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export type ValleyOptions = { url: string; chrome: string; flags: string[] } & Member;

/** One run of each figure, in fresh browsers: the bench interleaves the builds' runs (run.ts). */
export async function valleyRun(options: ValleyOptions): Promise<{ times: Omit<Valley, 'ready'>; ready: number }> {
  const times = await once(options.url, options.chrome, options.flags, options.errorText, options.emailLabel);
  // A ready run that never reaches step 2 is reported, not fatal: the other figures still count.
  const ready = await readyOnce(options.url, options.chrome, options.flags, options).catch((error: unknown) => {
    console.error(`Ready run on ${options.url}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return NaN;
  });
  return { times, ready };
}

/** The median of each figure over the runs (ready NaN when one ready run failed). */
export function medianValley(runs: Array<Awaited<ReturnType<typeof valleyRun>>>): Valley {
  const pick = (key: keyof Omit<Valley, 'ready'>) => median(runs.map((run) => run.times[key]));
  const ready = runs.map((run) => run.ready);
  return {
    ready: ready.some(Number.isNaN) ? NaN : median(ready),
    firstPaint: pick('firstPaint'),
    valley: pick('valley'),
    left: pick('left'),
    download: pick('download'),
    evaluation: pick('evaluation'),
    hydration: pick('hydration'),
  };
}
