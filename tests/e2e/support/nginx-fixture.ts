/**
 * The browser suite's `test`, with deploy/nginx.conf running (HTTPS, self-signed) for the whole
 * worker. Each spec file that uses it calls `test.use({ ignoreHTTPSErrors: true })` itself:
 * Playwright applies `use` to the file that calls it, and a module is evaluated once.
 */
import { test as base } from './fixtures';
import { NGINX_HTTP_PORT, NGINX_PORT, siteUrl } from './ports';
import { BUILD_DIR, REPO } from './paths';
import { startNginx, type RunningNginx } from './nginx';

export const test = base.extend<object, { nginx: RunningNginx }>({
  nginx: [
    async ({}, use) => {
      const nginx = await startNginx({ root: BUILD_DIR, port: NGINX_PORT, httpPort: NGINX_HTTP_PORT, repo: REPO });
      await use(nginx);
      await nginx.stop();
    },
    { scope: 'worker', auto: true },
  ],
});

/** A partner's own page through nginx, reached by its subdomain. */
export const partnerUrl = (slug: string, path = '/') => siteUrl(slug, path, NGINX_PORT, 'https');
