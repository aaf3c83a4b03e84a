import type { Page } from '@playwright/test';
import { TENANTS, containing, expect, expectNoAxeViolations, open, passStep1, passStep2, t, test } from './support/fixtures';
import { API_ORIGIN, siteUrl } from './support/ports';

const [tenant] = TENANTS;
const SIGNUP = `${API_ORIGIN}/webapp/signup?**`;

async function toDescription(page: Page, existingUser = false) {
  await open(page, tenant, existingUser ? '/?existingUser=true' : '/');
  await passStep1(page, tenant);
  await passStep2(page);
}

/** The support e-mail of the suite's partners (tests/e2e/tenants/_defaults.json). */
const SUPPORT_EMAIL = 'aiuto@vivi.test';
const ACTIVATION_UNCONFIRMED = t('description:unconfirmed.activation', { email: SUPPORT_EMAIL });
const COUPON_UNCONFIRMED = t('description:unconfirmed.coupon', { email: SUPPORT_EMAIL });

/** After a request that may have gone through: the message, the support e-mail, and no way to send it again. */
/** Presses the first "Attiva il servizio" of the description screen. */
async function activate(page: Page) {
  await page
    .getByRole('button', { name: t('description:activate') })
    .first()
    .click();
}

async function expectUnconfirmed(page: Page, message: string) {
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(message, { timeout: 20_000 });
  await expect(alert.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await expect(alert.getByRole('button', { name: t('description:failure.retry') })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: containing(t('description:activate'), t('description:activating')) }),
  ).toHaveCount(0);
}

test.describe('reference keys as a provider may write them', () => {
  test('a base64 key reaches the signup page URL-encoded, and the coupon request as it is', async ({ page, api }) => {
    const key = 'Ab+c/d=7x9==';
    api.queue('contact-pre-reg', { body: key });
    await toDescription(page);
    await activate(page);
    await page.waitForURL(SIGNUP);
    expect(new URL(page.url()).search).toBe(
      `?refCode=Ab%2Bc%2Fd%3D7x9%3D%3D&contractRef=${encodeURIComponent(tenant.contractRef)}`,
    );
    expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);

    api.reset();
    api.queue('contact-pre-reg', { body: key });
    await toDescription(page, true);
    await expect(page.getByRole('button', { name: t('description:coupon.copy') })).toBeVisible();
    expect(api.apiCalls('contact-coupon').map((call) => call.body)).toEqual([{ refCode: key, type: 'REF_CODE' }]);
  });
});

// Answers that say "no" (500, 404) and Riprova are tests/flow/description.test.tsx: no browser needed.
// Here: what only a real network and real time show.
test.describe('faults of the provider API', () => {
  test('the network drops during the pre-registration: the member is told it may have gone through, nothing is sent again', async ({
    page,
    api,
  }) => {
    await toDescription(page);
    api.networkDownFor('contact-pre-reg', 5_000);
    await activate(page);
    await expectUnconfirmed(page, ACTIVATION_UNCONFIRMED);
    const reached = api.apiCalls('contact-pre-reg').length;
    await page.waitForTimeout(5_000);
    // What reached the provider: Chromium itself sends a POST again once when a kept-alive
    // connection is reset before any answer; the app sends nothing more.
    expect(reached).toBe(2);
    expect(api.apiCalls('contact-pre-reg')).toHaveLength(2);
    expect(api.apiCalls('contact-coupon')).toHaveLength(0);
  });

  test('the network drops during the coupon request: support instead of a second request', async ({ page, api }) => {
    api.networkDownFor('contact-coupon', 5_000);
    await toDescription(page, true);
    await expectUnconfirmed(page, COUPON_UNCONFIRMED);
    await page.waitForTimeout(5_000);
    expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
    expect(api.apiCalls('contact-coupon')).toHaveLength(2);
  });

  test('an API that never answers is abandoned after 15 s, with support instead of a retry', async ({ page, api }) => {
    test.setTimeout(60_000);
    api.queue('contact-pre-reg', { hang: true });
    await toDescription(page);
    const started = Date.now();
    await activate(page);
    await expect(page.getByRole('button', { name: t('description:activating') }).first()).toBeVisible();
    await expectUnconfirmed(page, ACTIVATION_UNCONFIRMED);
    expect(Date.now() - started).toBeGreaterThanOrEqual(14_500);
    expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/description');
  });

  test('an answer that comes after the 15 s limit: the member was registered once, and is not registered again', async ({
    page,
    api,
  }) => {
    test.setTimeout(60_000);
    api.queue('contact-pre-reg', { delayMs: 17_000 });
    await toDescription(page);
    await activate(page);
    await expectUnconfirmed(page, ACTIVATION_UNCONFIRMED);
    await expect.poll(() => api.successes('contact-pre-reg').length, { timeout: 5_000 }).toBe(1);
    expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/description');
  });

  test('a 200 without CORS headers: the member was registered, the page cannot know, and sends nothing again', async ({
    page,
    api,
  }) => {
    api.queue('contact-pre-reg', { noCors: true });
    await toDescription(page);
    await activate(page);
    await expectUnconfirmed(page, ACTIVATION_UNCONFIRMED);
    expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
    expect(api.successes('contact-pre-reg')).toHaveLength(1);
    await expectNoAxeViolations(page, 'activation unconfirmed');
  });

  test('after an unconfirmed activation, back and forward show the same message and send nothing', async ({ page, api }) => {
    api.queue('contact-pre-reg', { noCors: true });
    await toDescription(page);
    await activate(page);
    await expectUnconfirmed(page, ACTIVATION_UNCONFIRMED);
    await page.goBack();
    await expect(page.getByText(t('common:progress', { current: 2, total: 3 }))).toBeVisible();
    await page.goForward();
    await expectUnconfirmed(page, ACTIVATION_UNCONFIRMED);
    expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
  });
});

test.describe('faults of our own files', () => {
  for (const [what, answer] of [
    ['missing', { status: 404, body: 'Not found' }],
    ['malformed', { status: 200, body: '{ "titolo": ', contentType: 'application/json' }],
  ] as const) {
    test(`a ${what} service list: the screen still works and says the list is unavailable`, async ({ page }) => {
      await page.route('**/json/reti.json', (route) => route.fulfill(answer));
      await toDescription(page);
      await expect(page.getByText(t('description:services.unavailable'))).toBeVisible();
      await activate(page);
      await page.waitForURL(SIGNUP);
    });
  }

  test('an unreachable tenant file: a clear message and a retry that works', async ({ page }) => {
    await page.route('**/tenants/*.json', (route) => route.abort('internetdisconnected'));
    await page.goto(siteUrl(tenant.slug, '/'));
    await expect(page.getByRole('heading', { level: 1, name: t('common:status.unreachable.title') })).toBeVisible();
    await page.unroute('**/tenants/*.json');
    await page.getByRole('button', { name: t('common:status.retry') }).click();
    await expect(page.getByLabel(t('eligibility:email.label'))).toBeVisible();
  });
});
