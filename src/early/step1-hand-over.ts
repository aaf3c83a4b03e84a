/**
 * How the page's hand-over (hand-over.ts) reaches step 1, and step 1 alone: the app (src/app.tsx) provides
 * bootstrap's, and step 1's route (src/routes/index.tsx) reads it. Not in the router's context, which every route sees.
 */
import { createContext } from 'react';
import type { EarlyHandOver } from './hand-over';

/** No page before the app (the build's render of step 1, a test): nothing recorded, nothing to finish. */
export const NO_HAND_OVER: EarlyHandOver = { start: () => {}, record: () => [], finish: () => null };

export const EarlyHandOverContext = createContext<EarlyHandOver>(NO_HAND_OVER);
