/**
 * The partner-page tests of nginx.spec.ts, against the Cloudflare worker (deploy/worker/) served
 * locally by wrangler dev from the same build.
 */
import { WORKER_PORT } from './support/ports';
import { partnerPageTests } from './support/partner-page-tests';
import { test, workerUrl } from './support/worker-fixture';

// nginx, which the fixture also runs, has a self-signed certificate.
test.use({ ignoreHTTPSErrors: true });

test.describe('on the Cloudflare worker (wrangler dev) with the same build', () => {
  partnerPageTests(test, { port: WORKER_PORT, scheme: 'http', url: workerUrl });
});
