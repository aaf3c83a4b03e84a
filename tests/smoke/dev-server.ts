/**
 * CI's check of the README's first command: `npm run dev` started as a newcomer starts it (the machine's own
 * npm and Node, whatever their version), step 1 of the demo partner opened in Chromium, a wrong e-mail typed
 * and the field left: the page must answer "E-mail non valida." beside the field. Then the server is stopped.
 *
 *   npx tsx tests/smoke/dev-server.ts      (CHROMIUM_PATH, else /usr/bin/chromium; DEV_PORT, else 5199)
 */
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.DEV_PORT ?? 5199);
const URL_ = `http://localhost:${PORT}/`;
const validation = (await import('../../locales/it/validation.json', { with: { type: 'json' } })).default as {
  email: { invalid: string };
};
const eligibility = (await import('../../locales/it/eligibility.json', { with: { type: 'json' } })).default;

// Its own process group, so that stopping it stops npm, the texts' check and Vite together.
const server = spawn('npm', ['run', 'dev', '--', '--port', String(PORT), '--strictPort'], {
  cwd: ROOT,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
};

async function waitForServer(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm run dev stopped with code ${server.exitCode}`);
    try {
      if ((await fetch(URL_)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm run dev did not answer on ${URL_} within 60 s`);
}

const started = Date.now();
try {
  await waitForServer(started + 60_000);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    await page.goto(URL_);
    const email = page.getByLabel(eligibility.email.label);
    await email.fill('mario.rossi');
    await email.blur();
    await page.getByText(validation.email.invalid).waitFor({ timeout: 30_000 });
    console.log(`npm run dev served step 1 in ${((Date.now() - started) / 1000).toFixed(1)} s, and it answered.`);
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(output);
  console.error(`npm run dev: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  stop();
}
