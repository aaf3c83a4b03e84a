/**
 * Runs the Cloudflare worker (deploy/worker/) locally with `wrangler dev` (workerd, offline), serving a
 * build's dist/ and reading the routes.json the build wrote beside it. The worker's packages are its own
 * (deploy/worker/package.json): installed here on first use, so the project's `npm ci` stays as it was.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled } from '../../../tools/own-package';
import { wranglerConfig } from '../../../deploy/worker/config.js';

export interface RunningWorker {
  /**
   * What wrangler dev has printed so far, a line each: the worker's console.log lines (the site's
   * events, as Workers Logs would hold them) among wrangler's own.
   */
  printed(): string[];
  stop(): Promise<void>;
}

export async function startWorker({ root, port, repo }: { root: string; port: number; repo: string }): Promise<RunningWorker> {
  const dir = join(repo, 'deploy/worker');
  ensureInstalled(dir, 'the Cloudflare worker’s packages');
  const prefix = mkdtempSync(join(tmpdir(), 'onboarding-worker-'));
  const config = join(prefix, 'wrangler.json');
  writeFileSync(config, JSON.stringify(wranglerConfig(root, config)));
  // Wrangler 4 needs Node 22+: the project's own (node_modules/.bin/node, devDependency "node").
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(dir, 'node_modules/wrangler/bin/wrangler.js'),
      'dev',
      '--config',
      config,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--persist-to',
      join(prefix, 'state'),
      // "log" is the least that shows the worker's console.log; wrangler's own lines are info, shown too.
      '--log-level',
      'log',
    ],
    {
      cwd: prefix,
      env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: join(prefix, 'logs') },
      stdio: ['ignore', 'pipe', 'inherit'],
      // wrangler starts workerd: stopping the whole group stops both.
      detached: true,
    },
  );
  let printed = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => (printed += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/index.html`);
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
        throw new Error(`wrangler dev did not start on port ${port} (exit ${child.exitCode})`);
      }
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  return {
    printed: () => printed.split('\n').filter(Boolean),
    async stop() {
      const exited = new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(undefined)));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
