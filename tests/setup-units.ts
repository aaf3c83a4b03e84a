/**
 * What every Vitest test in jsdom needs: jest-dom's matchers, and the provider API stood in by msw.
 * tests/setup.ts adds the app's own teardown; `npm run test:mutation` runs with this file alone, as
 * its tests never start the app (each test file would otherwise load the whole app once per mutant).
 */
import '@testing-library/jest-dom/vitest';

// The router's scroll restoration calls window.scrollTo, which jsdom lacks.
window.scrollTo = () => {};

import { afterAll, afterEach, beforeAll } from 'vitest';
import { received, server } from './support/msw-server';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  // The activation's note of a request sent (src/lib/activation-marker.ts) is per tab: one test, one tab.
  sessionStorage.clear();
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => server.close());
