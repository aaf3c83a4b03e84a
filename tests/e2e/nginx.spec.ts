import type { Page } from '@playwright/test';
import { TENANTS, expect, expectedPreRegistration, open, passStep1, passStep2, test as base } from './support/fixtures';
import { API_ORIGIN, NGINX_PORT, siteUrl } from './support/ports';
import { BUILD_DIR, REPO } from './support/paths';
import { hasBrotli, startNginx, type RunningNginx } from './support/nginx';

// Node does not resolve *.localhost; nginx answers every host the same way.
const NGINX_ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;

const test = base.extend<object, { nginx: RunningNginx }>({
  nginx: [
    async ({}, use) => {
      const nginx = await startNginx({ root: BUILD_DIR, port: NGINX_PORT, repo: REPO });
      await use(nginx);
      await nginx.stop();
    },
    { scope: 'worker', auto: true },
  ],
});

/** Collects every Content-Security-Policy violation the page reports. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test.describe('behind nginx with the deploy configuration', () => {
  for (const tenant of TENANTS) {
    test(`${tenant.slug}: a full flow reports no CSP violation`, async ({ page, api, context }) => {
      const violations = await watchCsp(page);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl(tenant.slug, '', NGINX_PORT) });
      await open(page, tenant, '/?existingUser=true', NGINX_PORT);
      await passStep1(page, tenant);
      await passStep2(page);
      await page.getByRole('button', { name: 'Copia codice' }).click();
      await expect(page.getByText('Codice copiato!')).toBeVisible();

      await open(page, tenant, '/', NGINX_PORT);
      await passStep1(page, tenant);
      await passStep2(page);
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Attiva il servizio' }).first().click();
      await page.waitForURL(`${API_ORIGIN}/webapp/signup?**`);

      expect(api.apiCalls('contact-pre-reg').map((call) => call.body)).toEqual([
        expectedPreRegistration(tenant),
        expectedPreRegistration(tenant),
      ]);
      expect(violations).toEqual([]);
    });
  }

  test('sends the security headers on every page', async ({ request }) => {
    for (const path of ['/', '/insert-info', '/index.html', '/tenants/alfa.json']) {
      const response = await request.get(`${NGINX_ORIGIN}${path}`);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/unsafe-(inline|eval)/);
      expect(csp).toContain(`connect-src 'self' ${API_ORIGIN}`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['permissions-policy']).toContain('clipboard-write=(self)');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['cache-control']).toBe('no-cache');
    }
  });

  test('caches hashed assets for long, compresses, and hides deploy files', async ({ request }) => {
    const html = await (await request.get(`${NGINX_ORIGIN}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const gzip = await request.get(`${NGINX_ORIGIN}${script!}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['content-security-policy']).toBeTruthy();
    if (hasBrotli) {
      const brotli = await request.get(`${NGINX_ORIGIN}${script!}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(brotli.headers()['content-encoding']).toBe('br');
    }
    expect((await request.get(`${NGINX_ORIGIN}/_deploy/security-headers.conf`)).status()).toBe(404);
    expect((await request.get(`${NGINX_ORIGIN}/tenants/nessuno.json`)).status()).toBe(404);
  });

  test('an unknown partner gets the not-found page', async ({ page }) => {
    await page.goto(siteUrl('nessuno', '/', NGINX_PORT));
    await expect(page.getByRole('heading', { level: 1, name: 'Azienda non trovata' })).toBeVisible();
  });
});
