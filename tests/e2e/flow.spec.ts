import { TENANTS, expect, expectedPreRegistration, open, passStep1, passStep2, test, waitForApp } from './support/fixtures';
import { API_ORIGIN, siteUrl } from './support/ports';

for (const tenant of TENANTS) {
  test.describe(`${tenant.slug}: the flow in the production build`, () => {
    test('a new member is pre-registered and sent to signup', async ({ page, api }) => {
      await open(page, tenant, '/');
      await expect(page).toHaveTitle(`Verifica la tua idoneità · ${tenant.name}`);
      await passStep1(page, tenant);
      await passStep2(page);
      await page.getByRole('button', { name: 'Attiva il servizio' }).first().click();

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

      await expect(page.getByRole('heading', { name: 'Ciao Mario!' })).toBeVisible();
      await expect(page.getByText('CPN-2')).toBeVisible();
      expect(api.apiCalls().map((call) => call.body)).toEqual([
        expectedPreRegistration(tenant),
        { refCode: 'REF-1', type: 'REF_CODE' },
      ]);
      await expect(page.getByRole('link', { name: /Riscatta il codice/ })).toHaveAttribute('href', `${API_ORIGIN}/webapp/redeem`);

      await page.getByRole('button', { name: 'Copia codice' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Codice copiato!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('CPN-2');
      await page.waitForTimeout(2_500);
      await expect(page.getByText('Codice copiato!')).toBeVisible();
      await expect(page.getByText('Codice copiato!')).toBeHidden({ timeout: 1_000 });
    });

    test('back, forward, reload and a second Conferma on the coupon screen: one pre-registration, one coupon', async ({ page, api }) => {
      await open(page, tenant, '/?existingUser=true');
      await passStep1(page, tenant);
      await passStep2(page);
      await expect(page.getByText('CPN-2')).toBeVisible();

      await page.goBack();
      await expect(page.getByText('Passo 2 di 3')).toBeVisible();
      await page.goForward();
      await expect(page.getByText('CPN-2')).toBeVisible();
      await page.goBack();
      await page.getByRole('button', { name: 'Conferma' }).click();
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
      const email = page.getByLabel('E-mail aziendale');
      await email.focus();
      await email.blur();
      await expect(page.getByText("L'e-mail è obbligatoria.")).toBeVisible();
      await email.fill('mario.rossi@');
      await expect(page.getByText('E-mail non valida.')).toBeVisible();
      await email.fill(`mario.rossi@evil${tenant.domain}`);
      await expect(page.getByText('Per continuare devi usare la tua e-mail professionale')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
      const checkbox = page.getByRole('checkbox');
      await checkbox.check();
      await checkbox.uncheck();
      await expect(page.getByText('Devi accettare per continuare.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Conferma' })).toBeDisabled();
    });

    test('every step-2 message appears', async ({ page }) => {
      await open(page, tenant, '/');
      await passStep1(page, tenant);
      for (const name of ['Nome', 'Cognome']) {
        const box = page.getByRole('textbox', { name, exact: true });
        await box.focus();
        await box.blur();
      }
      await expect(page.getByText('Per favore inserisci il tuo nome.')).toBeVisible();
      await expect(page.getByText('Per favore inserisci il tuo cognome.')).toBeVisible();
      await page.getByRole('radio', { name: 'Uomo' }).focus();
      await page.getByRole('radio', { name: 'Uomo' }).blur();
      await expect(page.getByText('Per favore inserisci il tuo sesso.')).toBeVisible();

      await page.getByRole('textbox', { name: 'Giorno' }).fill('31');
      await page.getByRole('textbox', { name: 'Mese' }).fill('2');
      await page.getByRole('textbox', { name: 'Anno' }).fill('1990');
      await page.getByRole('textbox', { name: 'Anno' }).blur();
      await expect(page.getByText('Per favore inserisci una data di nascita valida.')).toBeVisible();
      await page.getByRole('textbox', { name: 'Anno' }).fill(String(new Date().getFullYear() - 10));
      await page.getByRole('textbox', { name: 'Giorno' }).fill('1');
      await expect(page.getByText('Per utilizzare il servizio bisogna essere maggiorenni.')).toBeVisible();

      await page.getByRole('radio', { name: 'Italia' }).check();
      await page.getByLabel('Provincia di nascita').focus();
      await page.getByRole('textbox', { name: 'Comune di nascita' }).focus();
      await page.getByRole('textbox', { name: 'Comune di nascita' }).blur();
      await expect(page.getByText('Per favore inserisci la tua provincia di nascita.')).toBeVisible();
      await expect(page.getByText('Per favore inserisci il tuo comune di nascita.')).toBeVisible();
      await page.getByRole('radio', { name: 'Estero' }).check();
      await page.getByRole('textbox', { name: 'Luogo di nascita' }).focus();
      await page.getByRole('textbox', { name: 'Luogo di nascita' }).blur();
      await expect(page.getByText('Per favore inserisci il tuo luogo di nascita.')).toBeVisible();
    });

    test('the guards hold on direct URLs and on back, forward and reload', async ({ page }) => {
      for (const path of ['/insert-info', '/description', '/description?existingUser=true']) {
        await open(page, tenant, path);
        await expect(page.getByLabel('E-mail aziendale')).toBeVisible();
        await expect(page).toHaveURL((url) => url.pathname === '/');
      }
      await passStep1(page, tenant);
      await passStep2(page);
      await page.goBack();
      await expect(page.getByText('Passo 2 di 3')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Comune di nascita' })).toHaveValue('Monza');
      await page.goForward();
      await expect(page.getByText('Passo 3 di 3')).toBeVisible();
      await page.reload();
      await waitForApp(page);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByLabel('E-mail aziendale')).toHaveValue('');
    });

    test('an API failure is explained and can be retried', async ({ page, api }) => {
      api.queue('contact-pre-reg', { status: 500 });
      await open(page, tenant, '/');
      await passStep1(page, tenant);
      await passStep2(page);
      await page.getByRole('button', { name: 'Attiva il servizio' }).first().click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Non è stato possibile attivare il servizio.');
      expect(new URL(page.url()).pathname).toBe('/description');
      await alert.getByRole('button', { name: 'Riprova' }).click();
      await page.waitForURL(`${API_ORIGIN}/webapp/signup?**`);
      expect(api.apiCalls('contact-pre-reg')).toHaveLength(2);
    });

    test('a double click against a slow API sends one request', async ({ page, api }) => {
      api.queue('contact-pre-reg', { delayMs: 1_500 });
      await open(page, tenant, '/');
      await passStep1(page, tenant);
      await passStep2(page);
      await page.getByRole('button', { name: 'Attiva il servizio' }).first().dblclick();
      await page.getByRole('button', { name: /Attivazione in corso|Attiva il servizio/ }).last().click({ force: true });
      await page.waitForURL(`${API_ORIGIN}/webapp/signup?**`);
      expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
    });
  });
}

test('an unknown subdomain gets the not-found page', async ({ page }) => {
  await page.goto(siteUrl('sconosciuta', '/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Azienda non trovata' })).toBeVisible();
  await expect(page.getByLabel('E-mail aziendale')).toHaveCount(0);
  await expect(page).toHaveTitle('Azienda non trovata');
});
