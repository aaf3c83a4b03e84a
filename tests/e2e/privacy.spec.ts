import type { Page, Request } from '@playwright/test';
import { TENANTS, containing, expect, open, passStep1, passStep2, t, test } from './support/fixtures';
import { API_ORIGIN, siteUrl } from './support/ports';

const [tenant] = TENANTS;
const API_BASE = `${API_ORIGIN}/patient/`;

/** What the member typed or was given: none of it may leave except to the partner's API. */
function personalData(): string[] {
  return [tenant.email, encodeURIComponent(tenant.email), 'Mario', 'Rossi', '1980-03-05', 'Monza', 'CPN-2'];
}

function leaks(text: string | null | undefined): string[] {
  return text ? personalData().filter((value) => text.includes(value)) : [];
}

async function watch(page: Page) {
  const requests: Request[] = [];
  const pageUrls: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pageUrls.push(frame.url());
  });
  return { requests, pageUrls };
}

async function storageAndAnalytics(page: Page) {
  return page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
    dataLayer: JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
    history: String(history.length),
  }));
}

test('no personal data reaches analytics, our URLs, storage or other hosts', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl(tenant.slug, '') });
  const { requests, pageUrls } = await watch(page);

  await open(page, tenant, '/?existingUser=true');
  await passStep1(page, tenant);
  await passStep2(page);
  await page.getByRole('button', { name: t('description:coupon.copy') }).click();
  const onCoupon = await storageAndAnalytics(page);
  expect(JSON.parse(onCoupon.dataLayer)).toEqual([{ event: 'page_view', page: 'home' }]);
  for (const [where, text] of Object.entries(onCoupon)) expect(leaks(text), where).toEqual([]);

  await open(page, tenant, '/');
  await passStep1(page, tenant);
  await passStep2(page);
  await page
    .getByRole('button', { name: t('description:activate') })
    .first()
    .click();
  await page.waitForURL(`${API_ORIGIN}/webapp/signup?**`);

  for (const url of pageUrls) expect(leaks(url), url).toEqual([]);
  const elsewhere = requests.filter((request) => !request.url().startsWith(API_BASE));
  expect(elsewhere.length).toBeGreaterThan(0);
  for (const request of elsewhere) {
    const headers = JSON.stringify(await request.allHeaders());
    expect([...leaks(request.url()), ...leaks(request.postData()), ...leaks(headers)], request.url()).toEqual([]);
  }
  const signup = requests.find((request) => request.url().startsWith(`${API_ORIGIN}/webapp/signup`));
  expect(await signup?.headerValue('referer')).toBe(siteUrl(tenant.slug, '/'));
});

test('the analytics events are exactly the two the specification names', async ({ page }) => {
  await open(page, tenant, '/');
  await passStep1(page, tenant);
  await passStep2(page);
  await page.evaluate(() => {
    // Keep the events visible after the page is left for the provider.
    const layer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      sessionStorage.setItem('seen', JSON.stringify(items));
      return push(...items);
    };
  });
  const events = page.waitForFunction(() => sessionStorage.getItem('seen'));
  await page
    .getByRole('button', { name: t('description:activate') })
    .first()
    .click();
  expect(JSON.parse(String(await (await events).jsonValue()))).toEqual([
    { event: 'go_to_signup_clicked', screen: 'description' },
  ]);
});

test('links to the provider open without opener', async ({ page }) => {
  await open(page, tenant, '/?existingUser=true');
  await passStep1(page, tenant);
  await passStep2(page);
  // The coupon arrives after the screen: count once its redeem link is there.
  await expect(page.getByRole('link', { name: containing(t('description:coupon.redeemLink')) })).toBeVisible();
  const external = page.locator('a[target="_blank"]');
  expect(await external.count()).toBeGreaterThan(2);
  for (const rel of await external.evaluateAll((links) => links.map((link) => link.getAttribute('rel')))) {
    expect(rel).toContain('noopener');
    expect(rel).toContain('noreferrer');
  }
});
