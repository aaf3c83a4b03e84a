/**
 * The valley: from the first paint of a partner's page to the moment it answers, measured as a
 * member meets it on a mid-range phone (Lighthouse's mobile settings applied through the DevTools
 * protocol: 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down), by a finger on a touch screen (devtools-page.ts:
 * touches, typed text and keys sent to the browser, no script of the bench's in the page but its observers). Two
 * figures:
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
 *   when step 2 is on screen, drawn in place by the app or step 2's own page painted. The plain page
 *   (tools/bench/plain/) is measured the same way, its Conferma going to a plain step 2: the floor of the
 *   figure, what the browser alone takes for the same touches and the same load of a page.
 */
import { openPhonePage, waitInPage, type DevtoolsPage, type Point } from './devtools-page.ts';

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
  /** In the page: true once step 1's own loading is done (default: the partner page's inline script has run). */
  loaded?: string;
}

/** A partner's step 1 is loaded once its inline script, the last thing in the page, has run. */
const INLINE_SCRIPT_RAN = '!!window.__onboardingEarlyInput';
/** In the page: the document's first contentful paint (its entry; undefined before it). */
const FIRST_PAINT = `performance.getEntriesByName('first-contentful-paint')[0]`;
/** In the page: whether the document has had its first contentful paint. */
const PAINTED = `!!${FIRST_PAINT}`;

/**
 * In the page: `centre(element)`, the middle of an element as laid out, where a finger touches it, and
 * `labelled(text)`, the middle of the field whose label holds `text` (else of the label); null if not drawn.
 */
export const PLACES_IN_PAGE = `const centre = (element) => {
  const box = element && element.getBoundingClientRect();
  return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
};
const labelled = (text) => {
  const label = [...document.querySelectorAll('label')].find((each) => each.textContent.includes(text));
  return label && (centre(label.control) || centre(label));
};`;

/** In the page: whether the app's form is ready (its form-ready mark). */
export const FORM_READY = `performance.getEntriesByName('onboarding:form-ready').length > 0`;

/** Step 1's e-mail box, its checkbox and Conferma, where they are laid out (a touch's place for each). */
const placesOf = (member: Pick<Member, 'emailLabel' | 'checkboxLabel' | 'confirmLabel'>) => `(() => {
  ${PLACES_IN_PAGE}
  const button = [...document.querySelectorAll('button')].find((each) => each.textContent.trim() === ${JSON.stringify(member.confirmLabel)});
  return {
    email: labelled(${JSON.stringify(member.emailLabel)}),
    checkbox: labelled(${JSON.stringify(member.checkboxLabel)}),
    confirm: centre(button),
  };
})()`;

/**
 * A page on the phone profile, a touch screen, with `text`'s first appearance recorded (shown text only: the
 * page's JSON for its inline script, a <script> element, carries every message from the start), and the time the
 * browser received a Tab (the event's own time, before any wait for the main thread).
 */
async function phonePage(chrome: string, flags: string[], text: string): Promise<DevtoolsPage> {
  const page = await openPhonePage(chrome, flags, { touch: true });
  await page.addInitScript(`(() => {
    const times = { answered: 0, left: 0 };
    window.__valley = times;
    document.addEventListener('keydown', (event) => event.key === 'Tab' && (times.left ||= event.timeStamp), true);
    new MutationObserver((records) => {
      if (times.answered) return;
      for (const record of records)
        for (const node of record.type === 'characterData' ? [record.target] : [...record.addedNodes]) {
          const element = node instanceof Element ? node : node.parentElement;
          if (!element || element.closest('script') || !node.textContent?.includes(${JSON.stringify(text)})) continue;
          times.answered = performance.now();
          return;
        }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  })()`);
  return page;
}

type Places = Record<'email' | 'checkbox' | 'confirm', Point>;

/**
 * The member acts once step 1 is painted and the page's inline script has run: it is the last thing in the page,
 * and before it the browser may still be drawing a step 1 whose restored values the script then clears. Then she
 * finds the boxes where they are drawn. The first paint is read here too, on the clock of every document
 * (performance.timeOrigin: step 2 may be another page), so that nothing of the bench's runs between her touches.
 */
async function step1Places(page: DevtoolsPage, member: Member): Promise<{ places: Places; firstPaint: number }> {
  await waitInPage(page, `(${member.loaded ?? INLINE_SCRIPT_RAN}) && ${PAINTED}`, 'step 1 was not painted and loaded', {
    everyMs: 20,
  });
  const { places, firstPaint } = await page.evaluate<{ places: Record<keyof Places, Point | null>; firstPaint: number }>(
    `({ places: ${placesOf(member)},
        firstPaint: performance.timeOrigin + ${FIRST_PAINT}.startTime })`,
  );
  for (const [name, place] of Object.entries(places)) if (!place) throw new Error(`step 1 has no ${name} to touch`);
  return { places: places as Places, firstPaint };
}

const TAB = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };

/** Step 1 filled in rightly and confirmed as soon as it is drawn: first paint to step 2 on screen. */
async function readyOnce(url: string, chrome: string, flags: string[], member: Member): Promise<number> {
  const page = await phonePage(chrome, flags, member.step2Text);
  try {
    await page.goto(url);
    const { places, firstPaint } = await step1Places(page, member);
    // A finger: the e-mail box touched, the address typed in, the box ticked.
    await page.tap(places.email);
    await page.send('Input.insertText', { text: member.email });
    await page.tap(places.checkbox);
    // Marked aria-disabled until the page has checked the answers: pressed as the member would.
    await page.tap(places.confirm);
    // Step 2 on screen: drawn in place by the app, or its own page's first paint (its text is in the HTML,
    // shown from the first paint on: tools/site-build/partner-pages.ts).
    const shown = `window.__valley && window.__valley.answered > 0 && ${PAINTED}`;
    await waitInPage(page, shown, `"${member.step2Text}" did not show`, { everyMs: 20 });
    const at = await page.evaluate<number>(
      `performance.timeOrigin + Math.max(window.__valley.answered, ${FIRST_PAINT}.startTime)`,
    );
    return at - firstPaint;
  } finally {
    await page.close();
  }
}

async function once(url: string, chrome: string, flags: string[], member: Member): Promise<Omit<Valley, 'ready'>> {
  const page = await phonePage(chrome, flags, member.errorText);
  try {
    await page.goto(url);
    // The member, as soon as the form is there to see: a wrong e-mail, and a Tab out of it.
    const { places } = await step1Places(page, member);
    await page.tap(places.email);
    await page.send('Input.insertText', { text: 'mario.rossi' });
    for (const type of ['keyDown', 'keyUp']) await page.send('Input.dispatchKeyEvent', { type, ...TAB });
    await waitInPage(page, 'window.__valley.answered > 0', `"${member.errorText}" did not show`);
    // The app's marks: the figures of the time to the app.
    await waitInPage(page, FORM_READY, 'the form was not ready');
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
    await page.close();
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export type ValleyOptions = { url: string; chrome: string; flags: string[] } & Member;

/** One run of each figure, in fresh browsers: the bench interleaves the builds' runs (run.ts). */
export async function valleyRun(options: ValleyOptions): Promise<{ times: Omit<Valley, 'ready'>; ready: number }> {
  const times = await once(options.url, options.chrome, options.flags, options);
  return { times, ready: await readyRun(options) };
}

/** One ready run (a page with no app, the plain page, too); NaN if it never reached step 2. */
export async function readyRun(options: ValleyOptions): Promise<number> {
  // Reported, not fatal: the other figures still count.
  return readyOnce(options.url, options.chrome, options.flags, options).catch((error: unknown) => {
    console.error(`Ready run on ${options.url}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return NaN;
  });
}

/** The median of ready runs; NaN when one of them failed. */
export const medianReady = (ready: number[]) => (ready.some(Number.isNaN) ? NaN : median(ready));

/** The median of each figure over the runs (ready NaN when one ready run failed). */
export function medianValley(runs: Array<Awaited<ReturnType<typeof valleyRun>>>): Valley {
  const pick = (key: keyof Omit<Valley, 'ready'>) => median(runs.map((run) => run.times[key]));
  return {
    ready: medianReady(runs.map((run) => run.ready)),
    firstPaint: pick('firstPaint'),
    valley: pick('valley'),
    left: pick('left'),
    download: pick('download'),
    evaluation: pick('evaluation'),
    hydration: pick('hydration'),
  };
}
