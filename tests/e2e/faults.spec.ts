import type { Page } from '@playwright/test';
import { TENANTS, expect, open, passStep1, passStep2, test } from './support/fixtures';
import type { Behaviour } from './support/provider-stand-in';
import { API_ORIGIN, siteUrl } from './support/ports';

const [tenant] = TENANTS;
const SIGNUP = `${API_ORIGIN}/webapp/signup?**`;

async function toDescription(page: Page, existingUser = false) {
  await open(page, tenant, existingUser ? '/?existingUser=true' : '/');
  await passStep1(page, tenant);
  await passStep2(page);
}

const FAULTS: Array<[string, Behaviour]> = [
  ['answers 500', { status: 500 }],
  ['answers 404', { status: 404 }],
  ['sends an empty body', { empty: true }],
];

test.describe('faults of the provider API', () => {
  for (const [what, behaviour] of FAULTS) {
    test(`pre-registration ${what}: a message, a working retry, one request per attempt`, async ({ page, api }) => {
      api.queue('contact-pre-reg', behaviour);
      await toDescription(page);
      await page.getByRole('button', { name: 'Attiva il servizio' }).first().click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Non è stato possibile attivare il servizio. Controlla la connessione e riprova.');
      await expect(page.getByRole('heading', { level: 1, name: 'La tua salute su misura' })).toBeVisible();
      expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
      await alert.getByRole('button', { name: 'Riprova' }).click();
      await page.waitForURL(SIGNUP);
      expect(api.apiCalls('contact-pre-reg')).toHaveLength(2);
      expect(api.successes('contact-pre-reg')).toHaveLength(1);
    });

    test(`coupon ${what}: a message, and a retry that asks for the coupon only`, async ({ page, api }) => {
      api.queue('contact-coupon', behaviour);
      await toDescription(page, true);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Non è stato possibile generare il tuo codice personale.');
      await alert.getByRole('button', { name: 'Riprova' }).click();
      await expect(page.getByRole('button', { name: 'Copia codice' })).toBeVisible();
      expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
      expect(api.apiCalls('contact-coupon')).toHaveLength(2);
    });
  }

  test('the network drops during the pre-registration: a message, a working retry, one pre-registration', async ({ page, api }) => {
    await toDescription(page);
    api.networkDownFor('contact-pre-reg', 2_000);
    await page.getByRole('button', { name: 'Attiva il servizio' }).first().click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Non è stato possibile attivare il servizio. Controlla la connessione e riprova.');
    await page.waitForTimeout(2_000);
    await alert.getByRole('button', { name: 'Riprova' }).click();
    await page.waitForURL(SIGNUP);
    expect(api.successes('contact-pre-reg')).toHaveLength(1);
  });

  test('the network drops during the coupon request: the retry asks for the coupon only', async ({ page, api }) => {
    api.networkDownFor('contact-coupon', 4_000);
    await toDescription(page, true);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Non è stato possibile generare il tuo codice personale.');
    await page.waitForTimeout(4_000);
    await alert.getByRole('button', { name: 'Riprova' }).click();
    await expect(page.getByRole('button', { name: 'Copia codice' })).toBeVisible();
    expect(api.successes('contact-pre-reg')).toHaveLength(1);
    expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
  });

  test('an API that never answers is abandoned after 15 s, and the retry works', async ({ page, api }) => {
    test.setTimeout(60_000);
    api.queue('contact-pre-reg', { hang: true });
    await toDescription(page);
    const started = Date.now();
    await page.getByRole('button', { name: 'Attiva il servizio' }).first().click();
    await expect(page.getByRole('button', { name: 'Attivazione in corso…' }).first()).toBeVisible();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Non è stato possibile attivare il servizio.', { timeout: 20_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(14_500);
    await alert.getByRole('button', { name: 'Riprova' }).click();
    await page.waitForURL(SIGNUP);
    expect(api.apiCalls('contact-pre-reg')).toHaveLength(2);
    expect(api.successes('contact-pre-reg')).toHaveLength(1);
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
      await expect(page.getByText("L'elenco dei servizi non è disponibile in questo momento.")).toBeVisible();
      await page.getByRole('button', { name: 'Attiva il servizio' }).first().click();
      await page.waitForURL(SIGNUP);
    });
  }

  test('an unreachable tenant file: a clear message and a retry that works', async ({ page }) => {
    await page.route('**/tenants/*.json', (route) => route.abort('internetdisconnected'));
    await page.goto(siteUrl(tenant.slug, '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Non riusciamo a caricare la pagina' })).toBeVisible();
    await page.unroute('**/tenants/*.json');
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expect(page.getByLabel('E-mail aziendale')).toBeVisible();
  });
});
