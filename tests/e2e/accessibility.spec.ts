import {
  TENANTS,
  containing,
  expect,
  expectNoAxeViolations,
  fillStep2,
  open,
  passStep1,
  passStep2,
  t,
  test,
  waitForApp,
} from './support/fixtures';
import { siteUrl } from './support/ports';

for (const tenant of TENANTS) {
  test.describe(`${tenant.slug}: accessibility`, () => {
    test('axe finds nothing on step 1: empty, with errors, filled', async ({ page }) => {
      await open(page, tenant, '/');
      await expect(page.getByText(t('common:progress', { current: 1, total: 3 }))).toBeVisible();
      await expectNoAxeViolations(page, 'step 1 empty');
      await page.getByLabel(t('eligibility:email.label')).fill('nope@');
      await page.getByRole('checkbox').check();
      await page.getByRole('checkbox').uncheck();
      await expect(page.getByText(t('validation:email.invalid'))).toBeVisible();
      await expectNoAxeViolations(page, 'step 1 errors');
      await page.getByLabel(t('eligibility:email.label')).fill(tenant.email);
      await page.getByRole('checkbox').check();
      await expectNoAxeViolations(page, 'step 1 filled');
    });

    test('axe finds nothing on step 2: empty, with errors, filled', async ({ page }) => {
      await open(page, tenant, '/');
      await passStep1(page, tenant);
      await expectNoAxeViolations(page, 'step 2 empty');
      await page.getByRole('radio', { name: t('userInfo:birthCountry.italy') }).check();
      for (const name of [
        'userInfo:firstName.label',
        'userInfo:lastName.label',
        'userInfo:birthDate.day',
        'userInfo:birthDate.month',
        'userInfo:birthDate.year',
        'userInfo:birthCity.label',
      ] as const) {
        await page.getByRole('textbox', { name: t(name), exact: true }).focus();
      }
      await page.getByRole('radio', { name: t('userInfo:gender.male') }).focus();
      await page
        .getByRole('button', { name: containing(t('common:back')) })
        .or(page.getByRole('link', { name: t('common:back') }))
        .focus();
      await expect(page.getByText(t('validation:firstName.required'))).toBeVisible();
      await expectNoAxeViolations(page, 'step 2 errors');
      await fillStep2(page);
      await expectNoAxeViolations(page, 'step 2 filled');
    });

    test('axe finds nothing on the description, the coupon and a failure', async ({ page, api, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl(tenant.slug, '') });
      await open(page, tenant, '/');
      await passStep1(page, tenant);
      await passStep2(page);
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expectNoAxeViolations(page, 'description');

      api.queue('contact-pre-reg', { status: 500 });
      await page
        .getByRole('button', { name: t('description:activate') })
        .first()
        .click();
      await expect(page.getByRole('alert')).toContainText(t('description:failure.activation'));
      await expectNoAxeViolations(page, 'description failure');

      await open(page, tenant, '/?existingUser=true');
      await passStep1(page, tenant);
      await passStep2(page);
      await page.getByRole('button', { name: t('description:coupon.copy') }).click();
      await expect(page.getByText(t('description:coupon.copied'))).toBeVisible();
      await expectNoAxeViolations(page, 'coupon');

      api.queue('contact-coupon', { status: 503 });
      await page.reload();
      await waitForApp(page);
      await passStep1(page, tenant);
      await passStep2(page);
      await expect(page.getByRole('alert')).toContainText(t('description:failure.coupon'));
      await expectNoAxeViolations(page, 'coupon failure');
    });

    test('the not-found page passes axe', async ({ page }) => {
      await page.goto(siteUrl('nessuno', '/'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, 'not found');
    });
  });
}

test('the whole flow works with the keyboard alone', async ({ page, api }) => {
  const [tenant] = TENANTS;
  await open(page, tenant, '/');
  const tabTo = async (name: RegExp | string, role: 'textbox' | 'checkbox' | 'button' | 'radio' | 'combobox') => {
    const target = page.getByRole(role, { name, exact: typeof name === 'string' }).first();
    for (let i = 0; i < 30; i += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`could not reach ${String(name)} with Tab`);
  };
  await tabTo(t('eligibility:email.label'), 'textbox');
  await page.keyboard.type(tenant.email);
  await tabTo(containing(t('eligibility:confirmData.label')), 'checkbox');
  await page.keyboard.press('Space');
  await tabTo(t('common:confirm'), 'button');
  await page.keyboard.press('Enter');

  await expect(page.getByText(t('common:progress', { current: 2, total: 3 }))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await tabTo(t('userInfo:firstName.label'), 'textbox');
  await page.keyboard.type('Mario');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Rossi');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // the first radio, userInfo:gender.male
  await tabTo(t('userInfo:birthDate.day'), 'textbox');
  await page.keyboard.type('5');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1980');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // the first radio, userInfo:birthCountry.italy
  await tabTo(t('userInfo:birthProvince.label'), 'combobox');
  await page.keyboard.type('Monza');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Monza');
  await tabTo(t('common:confirm'), 'button');
  await page.keyboard.press('Enter');

  await expect(page.getByText(t('common:progress', { current: 3, total: 3 }))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t('description:title') })).toBeFocused();
  await tabTo(t('description:activate'), 'button');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/webapp/signup?**');
  expect(api.apiCalls('contact-pre-reg')[0]?.body).toMatchObject({ gender: 'MALE', country: 'Italia', bornCity: 'Monza' });
});

test('route changes move focus to the heading and update the title', async ({ page }) => {
  const [tenant] = TENANTS;
  await open(page, tenant, '/');
  await passStep1(page, tenant);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(t('common:documentTitle', { page: t('userInfo:title'), partnerName: tenant.name }));
  await passStep2(page);
  await expect(page.getByRole('heading', { level: 1, name: t('description:title') })).toBeFocused();
  await expect(page).toHaveTitle(t('common:documentTitle', { page: t('description:title'), partnerName: tenant.name }));
});

test('fields carry their accessible structure', async ({ page }) => {
  const [tenant] = TENANTS;
  await open(page, tenant, '/');
  await expect(page.getByLabel(t('eligibility:email.label'))).toHaveAttribute('autocomplete', 'email');
  const confirm = page.getByRole('button', { name: t('common:confirm') });
  await expect(confirm).toHaveAttribute('aria-disabled', 'true');
  await expect(confirm).toHaveAccessibleDescription(
    t('common:missingHint', { fields: `${t('eligibility:fieldNames.email')}, ${t('eligibility:fieldNames.confirmData')}` }),
  );
  await passStep1(page, tenant);
  await expect(page.getByRole('textbox', { name: t('userInfo:firstName.label'), exact: true })).toHaveAttribute(
    'autocomplete',
    'given-name',
  );
  await expect(page.getByRole('textbox', { name: t('userInfo:lastName.label') })).toHaveAttribute('autocomplete', 'family-name');
  const date = page.getByRole('group', { name: t('userInfo:birthDate.legend') });
  expect(await date.evaluate((element) => element.tagName)).toBe('FIELDSET');
  await expect(date.getByRole('textbox', { name: t('userInfo:birthDate.day') })).toHaveAttribute('autocomplete', 'bday-day');
  await expect(date.getByRole('textbox', { name: t('userInfo:birthDate.month') })).toHaveAttribute('autocomplete', 'bday-month');
  await expect(date.getByRole('textbox', { name: t('userInfo:birthDate.year') })).toHaveAttribute('autocomplete', 'bday-year');
});
