import '@testing-library/jest-dom/vitest';

// The router's scroll restoration calls window.scrollTo, which jsdom lacks.
window.scrollTo = () => {};

import { afterAll, afterEach, beforeAll } from 'vitest';
import { received, server } from './support/msw-server';
import { unmountApp } from './support/start-app';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  unmountApp();
  // The activation's note of a request sent (src/lib/activation-marker.ts) is per tab: one test, one tab.
  sessionStorage.clear();
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => server.close());
