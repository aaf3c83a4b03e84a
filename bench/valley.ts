/**
 * The valley: from the first paint of a partner's page to the moment it answers as the app,
 * measured as a member meets it on a mid-range phone (Lighthouse's mobile settings applied
 * through the DevTools protocol: 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down).
 *
 * As soon as step 1 is drawn, the member types a wrong e-mail and leaves the field; the page has
 * answered when "E-mail non valida." shows. The time in between is split by what the page was
 * doing: waiting for the app's scripts, evaluating them and starting (src/main.tsx to
 * bootstrap.tsx's hydrate mark), hydrating and replaying (to the form's ready mark).
 */
import { chromium } from '@playwright/test';

export interface Valley {
  firstPaint: number;
  /** First paint to the error shown. */
  valley: number;
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
  scriptsDone: number;
  hydrate: number;
  ready: number;
}

async function once(url: string, chrome: string, flags: string[], errorText: string, label: string): Promise<Valley> {
  const browser = await chromium.launch({ executablePath: chrome, args: flags });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, ignoreHTTPSErrors: true, locale: 'it-IT' });
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
    await page.addInitScript((text) => {
      const times = { answered: 0 };
      Object.assign(window, { __valley: times });
      new MutationObserver(() => {
        if (!times.answered && document.body?.textContent?.includes(text)) times.answered = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, errorText);
    await page.goto(url, { waitUntil: 'commit' });
    // The member, as soon as the form is there to see.
    const email = page.getByLabel(label);
    await email.waitFor({ state: 'visible' });
    await email.fill('mario.rossi');
    await email.press('Tab');
    await page.getByText(errorText).waitFor({ timeout: 30_000 });
    // A string, not a function: tsx's helpers must not leak into the page's copy of the code.
    const times = await page.evaluate<PageTimes>(`(() => {
      const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      const scripts = performance.getEntriesByType('resource')
        .filter((entry) => /\\/assets\\/.+\\.js$/.test(entry.name))
        .map((entry) => entry.responseEnd);
      return {
        firstPaint: mark('first-contentful-paint'),
        answered: window.__valley.answered,
        scriptsDone: Math.max(0, ...scripts),
        hydrate: mark('onboarding:hydrate'),
        ready: mark('onboarding:form-ready'),
      };
    })()`);
    const from = Math.max(times.firstPaint, times.scriptsDone);
    return {
      firstPaint: times.firstPaint,
      valley: times.answered - times.firstPaint,
      download: Math.max(0, times.scriptsDone - times.firstPaint),
      evaluation: times.hydrate - from,
      hydration: times.ready - times.hydrate,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `runs` fresh browsers; the median of each figure. */
export async function measureValley(options: {
  url: string;
  chrome: string;
  flags: string[];
  runs: number;
  errorText: string;
  emailLabel: string;
}): Promise<Valley> {
  const runs: Valley[] = [];
  for (let i = 0; i < options.runs; i += 1) {
    runs.push(await once(options.url, options.chrome, options.flags, options.errorText, options.emailLabel));
  }
  const pick = (key: keyof Valley) => median(runs.map((run) => run[key]));
  return {
    firstPaint: pick('firstPaint'),
    valley: pick('valley'),
    download: pick('download'),
    evaluation: pick('evaluation'),
    hydration: pick('hydration'),
  };
}
