/**
 * The app's side of the page's recorder (before-app.ts): bootstrap.tsx makes one hand-over from
 * what the page left on window, and starts it just before it draws the page; step 1's form starts
 * from its record and, once on screen, finishes it (use-early-step1.ts).
 */
import type { EarlyEvent, EarlyRecorder } from './record';

export interface EarlyHandOver {
  /**
   * The app is about to draw the page (bootstrap.tsx). `recordOn`: the app draws the page's own step
   * (step 1 hydrated, step 2 afresh), and the recorder records on until that step is on screen (React
   * answers the member only from then); otherwise the recorder stops at once.
   */
  start(recordOn: boolean): void;
  /** The id of the field the member was in when the app took the page: the page drawn afresh gives it the focus back. */
  focused(): string | undefined;
  /** The record step 1 starts from: the same on every render until step 1 has finished the hand-over. */
  record(): readonly EarlyEvent[];
  /**
   * Step 1 is on screen: stops the recorder; returns what the member did since the record, once
   * (null after the first call: a step 1 drawn again starts from its own answers).
   */
  finish(): EarlyEvent[] | null;
  /**
   * React has drawn a screen that will not finish the hand-over (the error screen in place of the step,
   * useDrawn): it answers taps from now on.
   */
  drawn(): void;
}

/** The record as the app takes it: from the page's own script (the CSP lets no other run), still checked to be a list. */
function events(list: unknown): EarlyEvent[] {
  return Array.isArray(list) ? (list as EarlyEvent[]) : [];
}

/**
 * The events of a press (a finger, a mouse, a pen) on which React, finding the page not yet hydrated,
 * hydrates all of it at once before it answers (among react-dom's `discreteReplayableEvents`): a tap
 * in the middle of hydration was one task of 190–200 ms at 4× CPU here, the worst tap of the bench's
 * tap probe. Keys and values (`keydown`, `input`, `change`…) still reach React, which hydrates at
 * once for them as before: when they went through the record instead, the first letters typed while
 * React hydrated went missing in one CI run (tests/e2e/touch.spec.ts).
 */
const HYDRATE_AT_ONCE_ON = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'touchstart',
  'touchend',
  'touchcancel',
  'mousedown',
  'mouseup',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
];
const stopHere = (event: Event) => event.stopPropagation();

/**
 * From start until the step's first commit (`finish`, or `drawn` for a screen in its place), the
 * member's moves are the recorder's: the step takes them in its first commit. So these events stop
 * at the document, on their way to React's listeners on `#root`, once the page's recorder and the
 * app's own listeners there have seen them (registered before, they run first), and React hydrates
 * in its own time. What the browser does for them still happens: the focus moves, a box is ticked,
 * a press submits the form.
 */
function holdFromReact(hold: boolean): void {
  for (const type of HYDRATE_AT_ONCE_ON)
    if (hold) document.addEventListener(type, stopHere, true);
    else document.removeEventListener(type, stopHere, true);
}

/** `recorder`: what the page left on window (under EARLY_INPUT_GLOBAL), if anything. */
export function earlyHandOver(recorder: unknown): EarlyHandOver {
  const page = recorder as Partial<EarlyRecorder> | undefined;
  const recording = typeof page?.take === 'function' && typeof page.stop === 'function';
  let record: EarlyEvent[] = [];
  let state: 'waiting' | 'recording' | 'stopped' | 'finished' = 'waiting';
  let focused: string | undefined;
  const stop = () => {
    if (state !== 'recording') return [];
    state = 'stopped';
    holdFromReact(false);
    return events(page!.stop!());
  };
  return {
    start(recordOn) {
      if (state !== 'waiting') return;
      state = 'stopped';
      if (!recording) return;
      focused = typeof document === 'undefined' ? undefined : document.activeElement?.id || undefined;
      record = events(page.take!());
      state = 'recording';
      if (recordOn) holdFromReact(true);
      else record = [...record, ...stop()];
    },
    focused: () => focused,
    record: () => (state === 'finished' ? [] : record),
    drawn: () => holdFromReact(false),
    finish() {
      if (state === 'finished') return null;
      const late = stop();
      state = 'finished';
      record = [];
      return late;
    },
  };
}
