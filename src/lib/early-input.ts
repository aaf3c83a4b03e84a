/**
 * What the member did on a partner's page before the app ran. The page's inline script
 * (src/early/before-app.ts) records it while the app's modules are on their way; the app takes
 * the record when it starts (bootstrap.tsx) and step 1 starts from it, as the page shows it, so
 * nothing typed, left or pressed in those first seconds is lost or shown differently.
 */
import type { EarlyEvent } from '@/shared/eligibility/step1';

export type { EarlyEvent };

/** What the inline script leaves on `window` for the app (under EARLY_INPUT_GLOBAL, src/shared/tenant/page-markers.ts). */
export interface EarlyRecorder {
  /**
   * The app has started: stop recording and answering, withdraw the start-failure notice; returns
   * the record. What the script showed stays: the app starts step 1 from the record
   * (foldEarlyEvents, src/shared/eligibility/step1.ts), so its first render is that page.
   */
  stop(): EarlyEvent[];
}

/**
 * The record, on its way from the page to step 1: received when the app takes over the page,
 * taken once by step 1's form (a remounted step 1 must not replay it a second time).
 */
export interface EarlyInput {
  receive(events: readonly EarlyEvent[]): void;
  take(): EarlyEvent[];
}

export function createEarlyInput(): EarlyInput {
  let pending: EarlyEvent[] = [];
  return {
    receive: (events) => {
      pending = [...pending, ...events];
    },
    take: () => {
      const taken = pending;
      pending = [];
      return taken;
    },
  };
}

/**
 * Stops the page's recorder, if the page has one, and hands over its record. The record comes
 * from the page's own inline script (nothing else runs on the page: its CSP); step 1 still
 * applies only events naming its own fields with values of their types (use-early-input.ts).
 */
export function stopEarlyRecorder(recorder: unknown): EarlyEvent[] {
  const stop = (recorder as Partial<EarlyRecorder> | undefined)?.stop;
  const events: unknown = typeof stop === 'function' ? stop() : [];
  return Array.isArray(events) ? (events as EarlyEvent[]) : [];
}
