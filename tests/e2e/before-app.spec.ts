/**
 * The seconds between the first paint of a partner's page and the app: behind nginx, the app's
 * scripts are held back while the member works on the drawn step 1, then let through. What the
 * member did must lead to what they expect, as if the app had been running all along; and a page
 * whose scripts never arrive must say so.
 */
import type { Page } from '@playwright/test';
import { SUPPORT_EMAIL, TENANTS, containing, expect, expectNoAxeViolations, t, waitForApp } from './support/fixtures';
import { partnerUrl, test } from './support/nginx-fixture';

// The suite's nginx has a self-signed certificate.
test.use({ ignoreHTTPSErrors: true });

const [tenant] = TENANTS;
const SCRIPTS = /\/assets\/.+\.js$/;

/** Holds every request for the app's scripts until `release` is called. */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(SCRIPTS, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

const email = (page: Page) => page.getByLabel(t('eligibility:email.label'));
const checkbox = (page: Page) => page.getByRole('checkbox', { name: containing(t('eligibility:confirmData.label')) });
const confirm = (page: Page) => page.getByRole('button', { name: t('common:confirm') });
const step = (page: Page, current: number) => page.getByText(t('common:progress', { current, total: 3 }));

/** Opens the partner's page with the app's scripts held back, and checks they are. */
async function openHeld(page: Page) {
  const scripts = await holdScripts(page);
  // Not until "load": the page's module preloads are among the requests held.
  await page.goto(partnerUrl(tenant.slug), { waitUntil: 'domcontentloaded' });
  await expect.poll(scripts.held).toBeGreaterThan(0);
  // The tab's history so far (the blank page it opened with, then this page): navigations add to it.
  const entries = await page.evaluate(() => history.length);
  return { ...scripts, navigations: async () => (await page.evaluate(() => history.length)) - entries };
}

test.describe('before the app runs, on a partner page behind nginx', () => {
  test('a wrong e-mail typed, left, the box ticked and Conferma pressed: the errors show once the app runs', async ({ page }) => {
    const scripts = await openHeld(page);
    await email(page).fill('mario.rossi');
    await checkbox(page).check();
    await confirm(page).click();
    // Still the drawn page: nothing has answered yet.
    await expect(page.getByText(t('validation:email.invalid'))).toHaveCount(0);
    expect(await scripts.navigations()).toBe(0);

    scripts.release();
    await waitForApp(page);
    await expect(page.getByText(t('validation:email.invalid'))).toBeVisible();
    await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(page)).toHaveValue('mario.rossi');
    await expect(checkbox(page)).toBeChecked();
    await expect(step(page, 1)).toBeVisible();
    // The press found the e-mail at fault: the focus is there, for the member to correct it.
    await expect(email(page)).toBeFocused();
    await expect(confirm(page)).toHaveAttribute('aria-disabled', 'true');
    expect(await scripts.navigations()).toBe(0);
  });

  test('a field left with a wrong e-mail shows its error as soon as the app runs, with nothing pressed', async ({ page }) => {
    const scripts = await openHeld(page);
    await email(page).fill('mario.rossi');
    await page.keyboard.press('Tab');
    await expect(checkbox(page)).toBeFocused();
    scripts.release();
    await expect(page.getByText(t('validation:email.invalid'))).toBeVisible();
    // The box was not touched: no error for it yet, and the focus stays where the member put it.
    await expect(page.getByText(t('validation:confirmData.required'))).toHaveCount(0);
    await expect(checkbox(page)).toBeFocused();
  });

  test('right answers and a double press of Conferma: step 2 once, with the answers kept', async ({ page }) => {
    const scripts = await openHeld(page);
    await expect(confirm(page)).toHaveAttribute('aria-disabled', 'true');
    await email(page).fill(tenant.email);
    await checkbox(page).check();
    // Every field has something in it: Conferma can be pressed before the app runs.
    await expect(confirm(page)).not.toHaveAttribute('aria-disabled');
    await confirm(page).click();
    await confirm(page).click();
    expect(await scripts.navigations()).toBe(0);

    scripts.release();
    await expect(step(page, 2)).toBeVisible();
    await expect(page).toHaveURL(partnerUrl(tenant.slug, '/insert-info'));
    // Exactly one navigation, for two presses.
    expect(await scripts.navigations()).toBe(1);
    await page.goBack();
    await expect(step(page, 1)).toBeVisible();
    await expect(email(page)).toHaveValue(tenant.email);
    await expect(checkbox(page)).toBeChecked();
  });

  test('Enter in the e-mail field submits, as it does once the app runs', async ({ page }) => {
    const scripts = await openHeld(page);
    await checkbox(page).check();
    await email(page).fill(tenant.email);
    await email(page).press('Enter');
    // The browser did not submit the form itself: the answers stay out of the address.
    await expect(page).toHaveURL(partnerUrl(tenant.slug, '/'));
    scripts.release();
    await expect(step(page, 2)).toBeVisible();
    expect(page.url()).not.toContain(encodeURIComponent(tenant.email));
  });

  test('scripts that cannot load: the page says so, with the support e-mail and a reload', async ({ page }) => {
    await page.route(SCRIPTS, (route) => route.abort('blockedbyclient'));
    await page.goto(partnerUrl(tenant.slug));
    const notice = page.getByRole('alert').filter({ hasText: t('common:start.failed.title') });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t('common:start.failed.text'));
    await expect(notice.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expectNoAxeViolations(page, 'the app cannot start');
    await page.unroute(SCRIPTS);
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: t('common:start.failed.reload') }).click()]);
    await waitForApp(page);
    await expect(page.getByRole('alert').filter({ hasText: t('common:start.failed.title') })).toHaveCount(0);
  });

  test('scripts that never arrive: after ten seconds the page says so', async ({ page }) => {
    await page.clock.install();
    await holdScripts(page);
    await page.goto(partnerUrl(tenant.slug), { waitUntil: 'domcontentloaded' });
    const notice = page.getByRole('alert').filter({ hasText: t('common:start.failed.title') });
    await page.clock.runFor(9_000);
    await expect(notice).toBeHidden();
    await page.clock.runFor(1_500);
    await expect(notice).toBeVisible();
  });

  test('a slow start that does arrive: no notice, and it is gone if it had shown', async ({ page }) => {
    await page.clock.install();
    const scripts = await holdScripts(page);
    await page.goto(partnerUrl(tenant.slug), { waitUntil: 'domcontentloaded' });
    await page.clock.runFor(11_000);
    const notice = page.getByRole('alert').filter({ hasText: t('common:start.failed.title') });
    await expect(notice).toBeVisible();
    scripts.release();
    await page.clock.resume();
    await waitForApp(page);
    await expect(notice).toBeHidden();
  });
});
