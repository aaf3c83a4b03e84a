/**
 * Step 3 behind nginx, on a real network: a pre-registration that never left (the API's host does
 * not resolve) offers Riprova and then posts once; one that left and lost its answer (the
 * connection reset) is "may have gone through", with one request and no way to send a second.
 */
import type { Page } from '@playwright/test';
import { TENANTS, containing, expect, passStep1, passStep2, t, waitForApp } from './support/fixtures';
import { partnerUrl, test } from './support/nginx-fixture';
import { API_ORIGIN } from './support/ports';

test.use({ ignoreHTTPSErrors: true });

const [tenant] = TENANTS;
const RETRY = t('description:failure.retry');

async function toDescription(page: Page) {
  await page.goto(partnerUrl(tenant.slug));
  await waitForApp(page);
  await passStep1(page, tenant);
  await passStep2(page);
}

async function activate(page: Page) {
  await page
    .getByRole('button', { name: t('description:activate') })
    .first()
    .click();
}

/** Every request to the API's host fails as when its name does not resolve (net::ERR_NAME_NOT_RESOLVED). */
async function hostDoesNotResolve(page: Page): Promise<() => Promise<void>> {
  const pattern = `${API_ORIGIN}/**`;
  await page.route(pattern, (route) => route.abort('namenotresolved'));
  return () => page.unroute(pattern);
}

test('the API host does not resolve: nothing is sent, Riprova; once it resolves, one pre-registration', async ({ page, api }) => {
  await toDescription(page);
  const resolvesAgain = await hostDoesNotResolve(page);
  await activate(page);

  const alert = page.getByRole('alert');
  await expect(alert).toContainText(t('description:notSent.activation'));
  expect(api.calls).toEqual([]);

  await resolvesAgain();
  await alert.getByRole('button', { name: RETRY }).click();
  await page.waitForURL(`${API_ORIGIN}/webapp/signup?**`);
  expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
});

test('the connection is reset after the request left: may have gone through, contacts, one request and never a second', async ({
  page,
  api,
}) => {
  await toDescription(page);
  api.queue('contact-pre-reg', { resetAfterRequest: true });
  await activate(page);

  const alert = page.getByRole('alert');
  await expect(alert).toContainText(t('description:unconfirmed.activation'));
  await expect(alert.getByRole('link', { name: 'aiuto@vivi.test' })).toHaveAttribute('href', 'mailto:aiuto@vivi.test');
  await expect(alert.getByRole('link', { name: containing(t('common:support.chat')) })).toBeVisible();
  await expect(alert.getByRole('button', { name: RETRY })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: containing(t('description:activate'), t('description:activating')) }),
  ).toHaveCount(0);
  await page.waitForTimeout(2_000);
  expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
  expect(api.successes('contact-pre-reg')).toHaveLength(1);
});
