import { defineConfig, devices } from '@playwright/test';
import { SITE_PORT } from './tests/e2e/support/ports';

/** Debian's Chromium (apt-get install chromium), or another build named by CHROMIUM_PATH. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // The provider stand-in listens on one fixed port, named in the suite's tenant files.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    locale: 'it-IT',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'tsx tests/e2e/support/serve-build.ts',
    url: `http://127.0.0.1:${SITE_PORT}/index.html`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
