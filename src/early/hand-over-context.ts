/**
 * How the page's hand-over (hand-over.ts) reaches the steps a page is drawn with at build time, and
 * them alone: the app (src/app.tsx) provides bootstrap's, and step 1's and step 2's routes
 * (src/routes/index.tsx, insert-info.tsx) read it; the first of them on screen finishes it. Not in the
 * router's context, which every route sees.
 */
import { createContext, use, useLayoutEffect } from 'react';
import type { EarlyHandOver } from './hand-over';

/** No page before the app (the build's render of a step, a test): nothing recorded, nothing to finish. */
export const NO_HAND_OVER: EarlyHandOver = {
  start: () => {},
  focused: () => undefined,
  record: () => [],
  finish: () => null,
  drawn: () => {},
};

export const EarlyHandOverContext = createContext<EarlyHandOver>(NO_HAND_OVER);

/**
 * React has drawn a screen in place of the step that would have finished the hand-over (the error
 * screen): it answers taps from here (src/early/hand-over.ts). Not the root route's page: the
 * router's matches hydrate in commits of their own, the root's before the step's.
 */
export function useDrawn(): void {
  const handOver = use(EarlyHandOverContext);
  useLayoutEffect(() => handOver.drawn(), [handOver]);
}
