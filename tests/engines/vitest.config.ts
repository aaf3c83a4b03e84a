/** The engines suite: `npm run test:engines` (see tests/engines/flow.engines.ts). */
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { TEST_TAGS } from '../../vite.config.ts';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/engines/**/*.engines.ts'],
    // The shared scenarios tagged `engines` (tests/scenarios/flow.scenarios.ts, defined with `tagged: 'engines'`).
    tags: TEST_TAGS,
    environment: 'node',
    globals: true,
    globalSetup: ['tests/engines/serve.ts'],
    // One browser at a time: the provider stand-in listens on one fixed port.
    fileParallelism: false,
    testTimeout: 90_000,
    // WebKitWebDriver now and then stops answering a command (seen twice in ~300 WebKit tests): the
    // command fails after 30 s (engines.ts) and the test runs once more, in a new browser session.
    retry: 1,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
