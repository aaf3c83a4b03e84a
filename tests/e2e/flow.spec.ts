import {
  SUPPORT_EMAIL,
  TENANTS,
  containing,
  expect,
  expectedPreRegistration,
  municipalityBox,
  open,
  passStep1,
  passStep2,
  t,
  test,
  waitForApp,
} from './support/fixtures';
import { API_ORIGIN, siteUrl } from './support/ports';

for (const tenant of TENANTS) {
  test.describe(`${tenant.slug}: the flow in the production build`, () => {
    test('a new member is pre-registered and sent to signup', async ({ page, api }) => {
      await open(page, tenant, '/');
      await expect(page).toHaveTitle(t('common:documentTitle', { page: t('eligibility:title'), partnerName: tenant.name }));
      await passStep1(page, tenant);
      await passStep2(page);
      await page
        .getByRole('button', { name: t('description:activate') })
        .first()
        .click();

      await page.waitForURL(`${API_ORIGIN}/webapp/signup?**`);
      const url = new URL(page.url());
      expect(url.searchParams.get('refCode')).toBe('REF-1');
      expect(url.searchParams.get('contractRef')).toBe(tenant.contractRef);
      expect(url.search).toBe(`?refCode=REF-1&contractRef=${encodeURIComponent(tenant.contractRef)}`);

      const [call] = api.apiCalls('contact-pre-reg');
      expect(api.apiCalls()).toHaveLength(1);
      expect(call?.path).toBe(`/patient/contact-pre-reg/${encodeURIComponent(tenant.contractRef)}`);
      expect(call?.contentType).toBe('application/json');
      expect(call?.body).toEqual(expectedPreRegistration(tenant));
    });

    test('an existing member gets the coupon and copies it', async ({ page, api, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl(tenant.slug, '') });
      await open(page, tenant, '/?existingUser=true');
      await passStep1(page, tenant);
      await expect(page).toHaveURL(/\/insert-info\?existingUser=true$/);
      await passStep2(page);

      await expect(page.getByRole('heading', { name: t('description:coupon.greeting', { firstName: 'Mario' }) })).toBeVisible();
      await expect(page.getByText('CPN-2')).toBeVisible();
      expect(api.apiCalls().map((call) => call.body)).toEqual([
        expectedPreRegistration(tenant),
        { refCode: 'REF-1', type: 'REF_CODE' },
      ]);
      await expect(page.getByRole('link', { name: containing(t('description:coupon.redeemLink')) })).toHaveAttribute(
        'href',
        `${API_ORIGIN}/webapp/redeem`,
      );

      await page.getByRole('button', { name: t('description:coupon.copy') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('description:coupon.copied') })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('CPN-2');
      await page.waitForTimeout(2_500);
      await expect(page.getByText(t('description:coupon.copied'))).toBeVisible();
      await expect(page.getByText(t('description:coupon.copied'))).toBeHidden({ timeout: 1_000 });
    });

    test('back, forward, reload and a second Conferma on the coupon screen: one pre-registration, one coupon', async ({
      page,
      api,
    }) => {
      await open(page, tenant, '/?existingUser=true');
      await passStep1(page, tenant);
      await passStep2(page);
      await expect(page.getByText('CPN-2')).toBeVisible();

      await page.goBack();
      await expect(page.getByText(t('common:progress', { current: 2, total: 3 }))).toBeVisible();
      await page.goForward();
      await expect(page.getByText('CPN-2')).toBeVisible();
      await page.goBack();
      await page.getByRole('button', { name: t('common:confirm') }).click();
      await expect(page.getByText('CPN-2')).toBeVisible();
      expect(api.apiCalls().map((call) => call.path)).toEqual([
        `/patient/contact-pre-reg/${encodeURIComponent(tenant.contractRef)}`,
        `/patient/contact-coupon/${encodeURIComponent(tenant.contractRef)}`,
      ]);

      // A reload forgets the answers (memory only): the member starts again at step 1, and nothing is sent.
      await page.reload();
      await waitForApp(page);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      expect(api.apiCalls()).toHaveLength(2);
    });

    test('every step-1 message appears', async ({ page }) => {
      await open(page, tenant, '/');
      const email = page.getByLabel(t('eligibility:email.label'));
      await email.focus();
      await email.blur();
      await expect(page.getByText(t('validation:email.required'))).toBeVisible();
      await email.fill('mario.rossi@');
      await expect(page.getByText(t('validation:email.invalid'))).toBeVisible();
      await email.fill(`mario.rossi@evil${tenant.domain}`);
      await expect(page.getByText(t('validation:email.notWorkEmail'))).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
      const checkbox = page.getByRole('checkbox');
      await checkbox.check();
      await checkbox.uncheck();
      await expect(page.getByText(t('validation:confirmData.required'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('common:confirm') })).toHaveAttribute('aria-disabled', 'true');
    });

    test('every step-2 message appears', async ({ page }) => {
      await open(page, tenant, '/');
      await passStep1(page, tenant);
      for (const name of [t('userInfo:firstName.label'), t('userInfo:lastName.label')]) {
        const box = page.getByRole('textbox', { name, exact: true });
        await box.focus();
        await box.blur();
      }
      await expect(page.getByText(t('validation:firstName.required'))).toBeVisible();
      await expect(page.getByText(t('validation:lastName.required'))).toBeVisible();
      await page.getByRole('radio', { name: t('userInfo:gender.male') }).focus();
      await page.getByRole('radio', { name: t('userInfo:gender.male') }).blur();
      await expect(page.getByText(t('validation:gender.required'))).toBeVisible();

      await page.getByRole('textbox', { name: t('userInfo:birthDate.day') }).fill('31');
      await page.getByRole('textbox', { name: t('userInfo:birthDate.month') }).fill('2');
      await page.getByRole('textbox', { name: t('userInfo:birthDate.year') }).fill('1990');
      await page.getByRole('textbox', { name: t('userInfo:birthDate.year') }).blur();
      await expect(page.getByText(t('validation:birthDate.invalid'))).toBeVisible();
      await page.getByRole('textbox', { name: t('userInfo:birthDate.year') }).fill(String(new Date().getFullYear() - 10));
      await page.getByRole('textbox', { name: t('userInfo:birthDate.day') }).fill('1');
      await expect(page.getByText(t('validation:birthDate.underage'))).toBeVisible();

      await page.getByRole('radio', { name: t('userInfo:birthCountry.italy') }).check();
      await page.getByLabel(t('userInfo:birthProvince.label')).focus();
      await municipalityBox(page).focus();
      await municipalityBox(page).blur();
      await expect(page.getByText(t('validation:birthProvince.required'))).toBeVisible();
      await expect(page.getByText(t('validation:birthCity.required'))).toBeVisible();
      await page.getByRole('radio', { name: t('userInfo:birthCountry.abroad') }).check();
      await page.getByRole('textbox', { name: t('userInfo:birthPlace.label') }).focus();
      await page.getByRole('textbox', { name: t('userInfo:birthPlace.label') }).blur();
      await expect(page.getByText(t('validation:birthPlace.required'))).toBeVisible();
    });

    // Direct addresses are tests/flow/guards.test.tsx; what needs a browser is its history and a reload.
    test('the guards hold on back, forward and reload', async ({ page }) => {
      await open(page, tenant, '/');
      await passStep1(page, tenant);
      await passStep2(page);
      await page.goBack();
      await expect(page.getByText(t('common:progress', { current: 2, total: 3 }))).toBeVisible();
      await expect(municipalityBox(page)).toHaveValue('Monza');
      await page.goForward();
      await expect(page.getByText(t('common:progress', { current: 3, total: 3 }))).toBeVisible();
      await page.reload();
      await waitForApp(page);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByLabel(t('eligibility:email.label'))).toHaveValue('');
    });

    test('a double click against a slow API sends one request', async ({ page, api }) => {
      api.queue('contact-pre-reg', { delayMs: 1_500 });
      await open(page, tenant, '/');
      await passStep1(page, tenant);
      await passStep2(page);
      await page
        .getByRole('button', { name: t('description:activate') })
        .first()
        .dblclick();
      await page
        .getByRole('button', { name: containing(t('description:activating'), t('description:activate')) })
        .last()
        .click({ force: true });
      await page.waitForURL(`${API_ORIGIN}/webapp/signup?**`);
      expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
    });
  });
}

test('an unknown subdomain gets the not-found page', async ({ page }) => {
  await page.goto(siteUrl('sconosciuta', '/'));
  await expect(page.getByRole('heading', { level: 1, name: t('common:status.tenantNotFound.title') })).toBeVisible();
  await expect(page.getByLabel(t('eligibility:email.label'))).toHaveCount(0);
  await expect(page).toHaveTitle(t('common:status.tenantNotFound.title'));
  // On a static host too, the site file's support address (tests/e2e/config/site.json).
  await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
});

test('the birth date says which part is wrong, takes only digits, and long answers are kept with their message', async ({
  page,
}) => {
  const [tenant] = TENANTS;
  await open(page, tenant, '/');
  await passStep1(page, tenant);
  const date = page.getByRole('group', { name: t('userInfo:birthDate.legend') });
  const [day, month, year] = (['day', 'month', 'year'] as const).map((part) =>
    date.getByRole('textbox', { name: t(`userInfo:birthDate.${part}`) }),
  );
  await day!.pressSequentially('1a');
  await expect(day!).toHaveValue('1');

  const thisYear = new Date().getFullYear();
  const cases = [
    [['', '3', '1980'], 'missingDay'],
    [['5', '', ''], 'missingMonthYear'],
    [['0', '3', '1980'], 'dayOutOfRange'],
    [['5', '13', '1980'], 'monthOutOfRange'],
    [['5', '3', '80'], 'yearDigits'],
    [['5', '3', '1850'], 'yearTooEarly'],
    [['5', '3', String(thisYear + 1)], 'future'],
    [['31', '4', '1980'], 'invalid'],
  ] as const;
  for (const [parts, message] of cases) {
    for (const [index, box] of [day!, month!, year!].entries()) {
      await box.fill(parts[index]!);
      await box.blur();
    }
    await expect(date).toHaveAccessibleDescription(containing(t(`validation:birthDate.${message}`)));
  }

  const firstName = page.getByRole('textbox', { name: t('userInfo:firstName.label'), exact: true });
  await firstName.fill('a'.repeat(81));
  await firstName.blur();
  await expect(firstName).toHaveValue('a'.repeat(81));
  await expect(firstName).toHaveAccessibleDescription(containing(t('validation:firstName.tooLong')));
});
