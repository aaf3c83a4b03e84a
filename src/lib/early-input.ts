/**
 * What the member did on a partner's page before the app ran. The page's inline script
 * (src/early/before-app.ts) records it while the app's modules are on their way; the app takes
 * the record when it starts (bootstrap.tsx) and step 1 replays it on its form, so nothing typed,
 * left or pressed in those first seconds is lost.
 */
export type EarlyEvent =
  /** A field's value after the member changed it: text, or a checkbox's state. */
  | { type: 'change'; name: string; value: string | boolean }
  /** The member left a field. */
  | { type: 'blur'; name: string }
  /** The member pressed Conferma, or Enter in a field. */
  | { type: 'submit' };

/** What the inline script leaves on `window` for the app (under EARLY_INPUT_GLOBAL, src/tenant/page-markers.ts). */
export interface EarlyRecorder {
  /**
   * The app has started: stop recording, put back what the script changed in the page (so
   * hydration meets the HTML as written), withdraw the start-failure notice; returns the record.
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

const isEvent = (value: unknown): value is EarlyEvent => {
  if (!value || typeof value !== 'object') return false;
  const event = value as Record<string, unknown>;
  if (event.type === 'submit') return true;
  if (typeof event.name !== 'string') return false;
  if (event.type === 'blur') return true;
  return event.type === 'change' && (typeof event.value === 'string' || typeof event.value === 'boolean');
};

/** Stops the page's recorder, if the page has one, and keeps only well-formed events. */
export function stopEarlyRecorder(recorder: unknown): EarlyEvent[] {
  const stop = (recorder as Partial<EarlyRecorder> | undefined)?.stop;
  if (typeof stop !== 'function') return [];
  const events: unknown = stop();
  return Array.isArray(events) ? events.filter(isEvent) : [];
}
