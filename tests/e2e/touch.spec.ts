/**
 * A member on a touch phone, in the production build behind deploy/nginx.conf: every press is a
 * finger's tap (`hasTouch`, `tap()`, never `click()`), at 360 x 740 and 740 x 360, with the CPU at
 * full speed and slowed 4x as on a mid-range phone. What a mouse does right can still go wrong under
 * a finger: an error that appears when a field is left moves what the finger was aiming at.
 */
import type { Locator, Page } from '@playwright/test';
import { TENANTS, containing, expect, expectNoAxeViolations, municipalityBox, t, waitForApp } from './support/fixtures';
import { API_ORIGIN } from './support/ports';
import { partnerUrl, test } from './support/nginx-fixture';
import { expectNearMissInPlace, nearMiss } from './support/near-miss';

const tenant = TENANTS[0];
const PORTRAIT = { width: 360, height: 740 };
const LANDSCAPE = { width: 740, height: 360 };

test.use({ ignoreHTTPSErrors: true, hasTouch: true, isMobile: true });

const email = (page: Page) => page.getByLabel(t('eligibility:email.label'));
const checkbox = (page: Page) => page.getByRole('checkbox', { name: containing(t('eligibility:confirmData.label')) });
const confirm = (page: Page) => page.getByRole('button', { name: t('common:confirm') });
const dateBox = (page: Page, part: 'day' | 'month' | 'year') =>
  page.getByRole('textbox', { name: t(`userInfo:birthDate.${part}`) });

/** Opens the partner's page on a phone whose CPU runs `slowdown` times slower, and waits for the app. */
async function openPhone(page: Page, slowdown: number, path = '/') {
  if (slowdown > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  await page.goto(partnerUrl(tenant.slug, path));
  await waitForApp(page);
}

/** A finger on a text box, then the keyboard. */
async function tapAndType(box: Locator, text: string) {
  await box.tap();
  await box.pressSequentially(text);
}

/** The element lies whole inside the window, with the page not scrolled. */
async function expectWholeOnFirstScreen(page: Page, element: Locator) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await element.boundingBox();
  const size = page.viewportSize();
  expect(box && size).toBeTruthy();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size!.height);
}

/** Born in Italy, province of Milano, "Mil" typed in the municipality: its list open. */
async function typeMilInMilano(page: Page) {
  await page.getByRole('radio', { name: t('userInfo:birthCountry.italy') }).tap();
  await page.getByLabel(t('userInfo:birthProvince.label')).selectOption('MI');
  const box = municipalityBox(page);
  await expect(box).toHaveRole('combobox');
  await tapAndType(box, 'Mil');
  const list = page.getByRole('listbox', { name: t('userInfo:birthCity.listLabel') });
  await expect(list).toBeVisible();
  return { box, list };
}

async function step2ByTouch(page: Page) {
  await tapAndType(page.getByRole('textbox', { name: t('userInfo:firstName.label'), exact: true }), 'Mario');
  await tapAndType(page.getByRole('textbox', { name: t('userInfo:lastName.label') }), 'Rossi');
  await page.getByRole('radio', { name: t('userInfo:gender.male') }).tap();
  // The Italian habit: the whole date in the first box.
  await tapAndType(dateBox(page, 'day'), '7/3/90');
  await expect(dateBox(page, 'day')).toHaveValue('7');
  await expect(dateBox(page, 'month')).toHaveValue('3');
  await expect(dateBox(page, 'year')).toHaveValue('1990');
  const { box, list } = await typeMilInMilano(page);
  await expectNoAxeViolations(page, 'step 2, the list of municipalities open');
  // The whole name closes the list, and makes it the choice.
  await box.pressSequentially('ano');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue('Milano');
}

for (const slowdown of [1, 4]) {
  test.describe(`a phone by touch, CPU ${slowdown}x`, () => {
    test(`360 x 740: the whole flow by taps, to the provider's signup`, async ({ page, api }) => {
      await page.setViewportSize(PORTRAIT);
      await openPhone(page, slowdown);
      await expectNoAxeViolations(page, 'step 1');

      // A private address, then a tap on the box: the e-mail's error appears above it as the
      // finger lands, and the tap must still tick it.
      await tapAndType(email(page), 'mario.rossi@gmail.com');
      await checkbox(page).tap();
      await expect(page.getByText(t('validation:email.notWorkEmail'))).toBeVisible();
      await expect(checkbox(page)).toBeChecked();

      // A slip in the partner's domain: the mended address is one tap away.
      await email(page).tap();
      await email(page).fill('');
      await email(page).pressSequentially('mario.rossi@alfa.iy');
      await page.getByRole('heading', { level: 1 }).tap();
      await expect(page.getByText(t('validation:email.nearMiss'))).toBeVisible();
      await expectNoAxeViolations(page, 'step 1, a near miss of the domain');
      await page.getByRole('button', { name: t('eligibility:email.suggestion', { email: tenant.email }) }).tap();
      await expect(email(page)).toHaveValue(tenant.email);
      await expect(page.getByText(t('validation:email.nearMiss'))).toBeHidden();

      await confirm(page).tap();
      await expect(page.getByText(t('common:progress', { current: 2, total: 3 }))).toBeVisible();
      await expectNoAxeViolations(page, 'step 2');
      await step2ByTouch(page);
      await confirm(page).tap();

      await expect(page.getByText(t('common:progress', { current: 3, total: 3 }))).toBeVisible();
      const activate = page.getByRole('button', { name: t('description:activate') }).first();
      await expectWholeOnFirstScreen(page, activate);
      await expect(activate).toHaveAccessibleDescription(t('description:continuesAt', { productName: 'Vivi' }));
      await expectNoAxeViolations(page, 'step 3');
      await activate.tap();
      await page.waitForURL(`${API_ORIGIN}/webapp/signup?**`);
      const [call] = api.apiCalls('contact-pre-reg');
      expect(api.apiCalls()).toHaveLength(1);
      expect(call?.body).toMatchObject({ birthDate: '1990-03-07', bornCity: 'Milano', country: 'Italia', email: tenant.email });
    });

    test('360 x 740: a slip in the domain, left by a tap on the box: its message and "Intendevi …?" move neither the box nor Conferma', async ({
      page,
    }) => {
      await page.setViewportSize(PORTRAIT);
      await openPhone(page, slowdown);
      await tapAndType(email(page), nearMiss(tenant.email));
      await expectNearMissInPlace(page, tenant.email, PORTRAIT);
    });

    test('740 x 360: the e-mail box on the first screen; Conferma reached by Tab says what is missing', async ({ page }) => {
      await page.setViewportSize(LANDSCAPE);
      await openPhone(page, slowdown);
      await expectWholeOnFirstScreen(page, email(page));

      await tapAndType(email(page), tenant.email);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(confirm(page)).toBeFocused();
      await expect(confirm(page)).toHaveAttribute('aria-disabled', 'true');
      await expect(confirm(page)).toHaveAccessibleDescription(
        t('common:missingHint', { fields: t('eligibility:fieldNames.confirmData') }),
      );
      // Pressed while incomplete: the error, the focus on the field at fault, no step 2.
      await page.keyboard.press('Enter');
      await expect(page.getByText(t('validation:confirmData.required'))).toBeVisible();
      await expect(checkbox(page)).toBeFocused();
      await expect(page.getByText(t('common:progress', { current: 1, total: 3 }))).toBeVisible();
      await expectNoAxeViolations(page, 'step 1 at 740 x 360, every error shown');
    });

    test('740 x 360: a date pasted whole, and Conferma tapped with the list of municipalities open', async ({
      page,
      context,
      api,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: partnerUrl(tenant.slug, '') });
      await page.setViewportSize(LANDSCAPE);
      await openPhone(page, slowdown);
      await tapAndType(email(page), tenant.email);
      await checkbox(page).tap();
      await confirm(page).tap();
      await expect(page.getByText(t('common:progress', { current: 2, total: 3 }))).toBeVisible();

      await tapAndType(page.getByRole('textbox', { name: t('userInfo:firstName.label'), exact: true }), 'Anna');
      await tapAndType(page.getByRole('textbox', { name: t('userInfo:lastName.label') }), 'Bianchi');
      await page.getByRole('radio', { name: t('userInfo:gender.female') }).tap();
      await page.evaluate(() => navigator.clipboard.writeText('07/03/1990'));
      await dateBox(page, 'month').tap();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(dateBox(page, 'day')).toHaveValue('07');
      await expect(dateBox(page, 'month')).toHaveValue('03');
      await expect(dateBox(page, 'year')).toHaveValue('1990');

      await typeMilInMilano(page);
      // The finger aims at Conferma, below the open list: the press lands there, whatever the list does.
      await confirm(page).tap();
      await expect(page.getByText(t('common:progress', { current: 3, total: 3 }))).toBeVisible();
      await page
        .getByRole('button', { name: t('description:activate') })
        .first()
        .tap();
      await page.waitForURL(`${API_ORIGIN}/webapp/signup?**`);
      expect(api.apiCalls('contact-pre-reg')[0]?.body).toMatchObject({ birthDate: '1990-03-07', bornCity: 'Mil' });
    });
  });
}

test('390 x 844: step 3 holds the whole first Attiva il servizio on its first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPhone(page, 1);
  await tapAndType(email(page), tenant.email);
  await checkbox(page).tap();
  await confirm(page).tap();
  await step2ByTouch(page);
  await confirm(page).tap();
  await expect(page.getByText(t('common:progress', { current: 3, total: 3 }))).toBeVisible();
  await expectWholeOnFirstScreen(page, page.getByRole('button', { name: t('description:activate') }).first());
});
