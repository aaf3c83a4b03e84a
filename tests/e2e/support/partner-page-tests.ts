/**
 * The partner-page tests, run against each deployment of the same build: nginx (nginx.spec.ts) and the
 * Cloudflare worker under wrangler dev (worker.spec.ts). What one deployment alone can show (HTTP to
 * HTTPS, compression, the files of the build) stays in its own spec.
 */
import type { Page } from '@playwright/test';
import {
  SUPPORT_EMAIL,
  TENANTS,
  containing,
  expect,
  expectedPreRegistration,
  open,
  passStep1,
  passStep2,
  t,
  type test as baseTest,
} from './fixtures';
import { API_ORIGIN } from './ports';

/** Where a deployment answers: `url` is a partner's page reached by its subdomain. */
export interface Deployment {
  port: number;
  scheme: 'http' | 'https';
  url: (slug: string, path?: string) => string;
}

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

/** The app has taken the page over: step 1's form has caught up with the page (FORM_READY_MARK). */
const appReady = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('onboarding:form-ready').length > 0);

export function partnerPageTests(test: typeof baseTest, { port, scheme, url: partnerUrl }: Deployment): void {
  for (const tenant of TENANTS) {
    test(`${tenant.slug}: the first HTML, before any script runs, is already the partner's`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      // Step 1, and step 2's own page (whose guard, a script, does not run here: nothing on it works without one anyway).
      for (const [path, title, field] of [
        ['/', t('eligibility:title'), t('eligibility:email.label')],
        ['/insert-info', t('userInfo:title'), t('userInfo:firstName.label')],
      ] as const) {
        const response = await page.goto(partnerUrl(tenant.slug, path));
        expect(response?.status(), path).toBe(200);
        await expect(page).toHaveTitle(t('common:documentTitle', { page: title, partnerName: tenant.name }));
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('img', { name: tenant.name }).or(banner.getByText(tenant.name))).toBeVisible();
        // The colour: Conferma is still disabled (grey) without the app; links and step dots are the partner's.
        await expect(page.locator('.progress__dot--done').first()).toHaveCSS('background-color', tenant.color);
        await expect(page.getByRole('heading', { level: 2, name: t('common:support.heading') })).toBeVisible();
        await expect(page.getByRole('link', { name: containing(t('common:support.chat')) })).toHaveCSS('color', tenant.color);
        await expect(page.getByRole('contentinfo').getByRole('link', { name: t('common:privacy.link') })).toBeVisible();
        await expect(page.getByLabel(field, { exact: true })).toBeVisible();
        // The form cannot work without JavaScript, and the page says so, with whom to write to.
        const notice = page.locator('.page-notice', { hasText: t('common:start.noscript') });
        await expect(notice).toBeVisible();
        await expect(notice.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
      }
      expect(requests.filter((path) => path.startsWith('/tenants/'))).toEqual([]);
      await context.close();
    });

    test(`${tenant.slug}: the app starts from the page's own configuration and hydrates it unchanged`, async ({ page }) => {
      const problems: string[] = [];
      const partnerFiles: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/tenants/')) partnerFiles.push(request.url());
      });
      // The title as the HTML drew it, taken before any module script runs.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') Object.assign(window, { shownTitle: document.querySelector('h1') });
        });
      });
      await page.goto(partnerUrl(tenant.slug));
      // bootstrap.tsx drops the marker once React has taken over the page.
      await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
      expect(
        await page.evaluate(() => (window as unknown as { shownTitle: Element }).shownTitle === document.querySelector('h1')),
      ).toBe(true);
      await passStep1(page, tenant);
      await page.goBack();
      await expect(page.getByText(t('common:progress', { current: 1, total: 3 }))).toBeVisible();
      expect(partnerFiles).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('a host that is no partner gets 404 and the not-found page, never a form', async ({ page }) => {
    for (const path of ['/', '/insert-info', '/description']) {
      const response = await page.goto(partnerUrl('nessuno', path));
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: t('common:status.tenantNotFound.title') })).toBeVisible();
      await expect(page.getByLabel(t('eligibility:email.label'))).toHaveCount(0);
      await expect(page.locator('input, form')).toHaveCount(0);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      // No dead end: the site file's support address (tests/e2e/config/site.json).
      await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    }
  });

  for (const tenant of TENANTS) {
    test(`${tenant.slug}: a full flow reports no CSP violation`, async ({ page, api, context }) => {
      const violations = await watchCsp(page);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: partnerUrl(tenant.slug, '') });
      await open(page, tenant, '/?existingUser=true', port, scheme);
      // The policy is this test's concern: it acts once the app has taken the page over. (A tick during the
      // take-over was once seen undone for a moment, then shown: the closing note of issue 41 says more.)
      await appReady(page);
      await passStep1(page, tenant);
      await passStep2(page);
      await page.getByRole('button', { name: t('description:coupon.copy') }).click();
      await expect(page.getByText(t('description:coupon.copied'))).toBeVisible();

      await open(page, tenant, '/', port, scheme);
      await appReady(page);
      await passStep1(page, tenant);
      await passStep2(page);
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await page
        .getByRole('button', { name: t('description:activate') })
        .first()
        .click();
      await page.waitForURL(`${API_ORIGIN}/webapp/signup?**`);

      expect(api.apiCalls('contact-pre-reg').map((call) => call.body)).toEqual([
        expectedPreRegistration(tenant),
        expectedPreRegistration(tenant),
      ]);
      expect(violations).toEqual([]);
    });
  }

  test('sends the security headers on every page', async ({ page }) => {
    for (const path of ['/', '/insert-info', '/index.html', '/tenants/alfa.json']) {
      const response = await page.goto(partnerUrl('alfa', path));
      expect(response?.status(), path).toBe(200);
      const headers = response!.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/unsafe-(inline|eval)/);
      expect(csp).toMatch(/style-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
      expect(csp).toContain(`connect-src 'self' ${API_ORIGIN}`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['permissions-policy']).toContain('clipboard-write=(self)');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['cache-control']).toBe('no-cache');
    }
  });
}
