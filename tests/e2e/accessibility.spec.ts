import { TENANTS, expect, expectNoAxeViolations, fillStep2, open, passStep1, passStep2, test, waitForApp } from './support/fixtures';
import { siteUrl } from './support/ports';

for (const tenant of TENANTS) {
  test.describe(`${tenant.slug}: accessibility`, () => {
    test('axe finds nothing on step 1: empty, with errors, filled', async ({ page }) => {
      await open(page, tenant, '/');
      await expect(page.getByText('Passo 1 di 3')).toBeVisible();
      await expectNoAxeViolations(page, 'step 1 empty');
      await page.getByLabel('E-mail aziendale').fill('nope@');
      await page.getByRole('checkbox').check();
      await page.getByRole('checkbox').uncheck();
      await expect(page.getByText('E-mail non valida.')).toBeVisible();
      await expectNoAxeViolations(page, 'step 1 errors');
      await page.getByLabel('E-mail aziendale').fill(tenant.email);
      await page.getByRole('checkbox').check();
      await expectNoAxeViolations(page, 'step 1 filled');
    });

    test('axe finds nothing on step 2: empty, with errors, filled', async ({ page }) => {
      await open(page, tenant, '/');
      await passStep1(page, tenant);
      await expectNoAxeViolations(page, 'step 2 empty');
      await page.getByRole('radio', { name: 'Italia' }).check();
      for (const name of ['Nome', 'Cognome', 'Giorno', 'Mese', 'Anno', 'Comune di nascita']) {
        await page.getByRole('textbox', { name, exact: true }).focus();
      }
      await page.getByRole('radio', { name: 'Uomo' }).focus();
      await page.getByRole('button', { name: /Indietro/ }).or(page.getByRole('link', { name: 'Indietro' })).focus();
      await expect(page.getByText('Per favore inserisci il tuo nome.')).toBeVisible();
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
      await page.getByRole('button', { name: 'Attiva il servizio' }).first().click();
      await expect(page.getByRole('alert')).toContainText('Non è stato possibile');
      await expectNoAxeViolations(page, 'description failure');

      await open(page, tenant, '/?existingUser=true');
      await passStep1(page, tenant);
      await passStep2(page);
      await page.getByRole('button', { name: 'Copia codice' }).click();
      await expect(page.getByText('Codice copiato!')).toBeVisible();
      await expectNoAxeViolations(page, 'coupon');

      api.queue('contact-coupon', { status: 503 });
      await page.reload();
      await waitForApp(page);
      await passStep1(page, tenant);
      await passStep2(page);
      await expect(page.getByRole('alert')).toContainText('codice personale');
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
  await tabTo('E-mail aziendale', 'textbox');
  await page.keyboard.type(tenant.email);
  await tabTo(/mia e-mail professionale/, 'checkbox');
  await page.keyboard.press('Space');
  await tabTo('Conferma', 'button');
  await page.keyboard.press('Enter');

  await expect(page.getByText('Passo 2 di 3')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await tabTo('Nome', 'textbox');
  await page.keyboard.type('Mario');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Rossi');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // Uomo
  await tabTo('Giorno', 'textbox');
  await page.keyboard.type('5');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1980');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // Italia
  await tabTo('Provincia di nascita', 'combobox');
  await page.keyboard.type('Monza');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Monza');
  await tabTo('Conferma', 'button');
  await page.keyboard.press('Enter');

  await expect(page.getByText('Passo 3 di 3')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'La tua salute su misura' })).toBeFocused();
  await tabTo('Attiva il servizio', 'button');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/webapp/signup?**');
  expect(api.apiCalls('contact-pre-reg')[0]?.body).toMatchObject({ gender: 'MALE', country: 'Italia', bornCity: 'Monza' });
});

test('route changes move focus to the heading and update the title', async ({ page }) => {
  const [tenant] = TENANTS;
  await open(page, tenant, '/');
  await passStep1(page, tenant);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(`Verifica la tua idoneità · ${tenant.name}`);
  await passStep2(page);
  await expect(page.getByRole('heading', { level: 1, name: 'La tua salute su misura' })).toBeFocused();
  await expect(page).toHaveTitle(`La tua salute su misura · ${tenant.name}`);
});

test('fields carry their accessible structure', async ({ page }) => {
  const [tenant] = TENANTS;
  await open(page, tenant, '/');
  await expect(page.getByLabel('E-mail aziendale')).toHaveAttribute('autocomplete', 'email');
  const confirm = page.getByRole('button', { name: 'Conferma' });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription(/Per continuare completa/);
  await passStep1(page, tenant);
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveAttribute('autocomplete', 'given-name');
  await expect(page.getByRole('textbox', { name: 'Cognome' })).toHaveAttribute('autocomplete', 'family-name');
  const date = page.getByRole('group', { name: 'Data di nascita' });
  expect(await date.evaluate((element) => element.tagName)).toBe('FIELDSET');
  await expect(date.getByRole('textbox', { name: 'Giorno' })).toHaveAttribute('autocomplete', 'bday-day');
  await expect(date.getByRole('textbox', { name: 'Mese' })).toHaveAttribute('autocomplete', 'bday-month');
  await expect(date.getByRole('textbox', { name: 'Anno' })).toHaveAttribute('autocomplete', 'bday-year');
});
