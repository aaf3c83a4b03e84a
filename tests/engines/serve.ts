/**
 * Vitest global setup of the engines suite: builds the production app with the suite's partners
 * and serves it on the site port (tests/e2e/support/serve-build.ts, as for Playwright), then stops it.
 */
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { REPO } from '../e2e/support/paths';
import { SITE_PORT } from '../e2e/support/ports';

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => done(socket.end() && true));
    socket.once('error', () => done(false));
  });
}

export default async function serveBuild(): Promise<() => void> {
  if (await listening(SITE_PORT))
    throw new Error(`Port ${SITE_PORT} is taken: is another browser suite running? Run under flock /tmp/e2e.lock.`);
  // Vitest sets NODE_ENV=test; the build must be the production one Playwright's suite gets.
  const { NODE_ENV: _test, ...env } = process.env;
  const server = spawn(`${REPO}node_modules/.bin/tsx`, ['tests/e2e/support/serve-build.ts'], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (!(await listening(SITE_PORT))) {
    if (server.exitCode !== null) throw new Error(`The build server exited with code ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('The build was not served within 180 s');
    await new Promise((done) => setTimeout(done, 200));
  }
  return () => void server.kill();
}
