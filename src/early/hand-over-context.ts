/**
 * How the page's hand-over (hand-over.ts) reaches the steps a page is drawn with at build time, and
 * them alone: the app (src/app.tsx) provides bootstrap's, and step 1's and step 2's routes
 * (src/routes/index.tsx, insert-info.tsx) read it; the first of them on screen finishes it. Not in the
 * router's context, which every route sees.
 */
import { createContext } from 'react';
import type { EarlyHandOver } from './hand-over';

/** No page before the app (the build's render of a step, a test): nothing recorded, nothing to finish. */
export const NO_HAND_OVER: EarlyHandOver = { start: () => {}, focused: () => undefined, record: () => [], finish: () => null };

export const EarlyHandOverContext = createContext<EarlyHandOver>(NO_HAND_OVER);
