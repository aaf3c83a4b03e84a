/**
 * The browser suite's `test` with both deployments running for the whole worker: deploy/nginx.conf
 * (nginx-fixture.ts) and the Cloudflare worker of deploy/worker/ under wrangler dev (worker.ts),
 * serving the same build, so a spec can ask both the same questions.
 */
import { test as nginxTest } from './nginx-fixture';
import { WORKER_PORT, siteUrl } from './ports';
import { BUILD_DIR, REPO } from './paths';
import { startWorker, type RunningWorker } from './worker';

export const test = nginxTest.extend<object, { worker: RunningWorker }>({
  worker: [
    async ({}, use) => {
      const worker = await startWorker({ root: BUILD_DIR, port: WORKER_PORT, repo: REPO });
      await use(worker);
      await worker.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
});

/** A partner's own page through the worker, reached by its subdomain (plain HTTP, as wrangler dev serves it). */
export const workerUrl = (slug: string, path = '/') => siteUrl(slug, path, WORKER_PORT, 'http');
