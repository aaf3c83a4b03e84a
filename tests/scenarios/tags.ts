/**
 * The tags a scenario may carry, declared to Vitest by vite.config.ts and tests/engines/vitest.config.ts
 * (a tag Vitest was not told of fails the run). Plain data: Vite's configuration imports it.
 */
export const SCENARIO_TAGS = [
  {
    name: 'engines',
    description: 'a shared scenario (tests/scenarios/) that npm run test:engines also runs in Chromium, Firefox ESR and WebKit',
  },
];
