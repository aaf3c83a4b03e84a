import '@testing-library/jest-dom/vitest';

// The router's scroll restoration calls window.scrollTo, which jsdom lacks.
window.scrollTo = () => {};

import { afterAll, afterEach, beforeAll } from 'vitest';
import { received, server } from './support/provider-api';
import { unmountApp } from './support/start-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  unmountApp();
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => server.close());
