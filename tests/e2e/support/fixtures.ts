import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ProviderStandIn } from './provider-stand-in';
import { API_PORT, siteUrl } from './ports';
import type { Tenant } from './tenants';

export { TENANTS, expectedPreRegistration, type Tenant } from './tenants';

export const test = base.extend<{ api: ProviderStandIn }, { standIn: ProviderStandIn }>({
  standIn: [
    async ({}, use) => {
      const standIn = new ProviderStandIn();
      await standIn.start(API_PORT);
      await use(standIn);
      await standIn.stop();
    },
    { scope: 'worker' },
  ],
  api: [
    async ({ standIn }, use) => {
      standIn.reset();
      await use(standIn);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Opens a partner's page and waits until the app runs: step 1 is in the HTML and shows
 * before the app has started, and the support block, which names the partner, only after.
 */
export async function open(page: Page, tenant: Tenant, path = '/', port?: number, scheme: 'http' | 'https' = 'http'): Promise<void> {
  await page.goto(siteUrl(tenant.slug, path, port, scheme));
  await waitForApp(page);
}

export async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Hai bisogno di aiuto?' })).toBeVisible();
}

/** Step 1 filled in and confirmed. */
export async function passStep1(page: Page, tenant: Tenant): Promise<void> {
  await page.getByLabel('E-mail aziendale').fill(tenant.email);
  await page.getByRole('checkbox', { name: /mia e-mail professionale/ }).check();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Passo 2 di 3')).toBeVisible();
}

/** Step 2 filled in with a birth in Italy. */
export async function fillStep2(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Mario');
  await page.getByRole('textbox', { name: 'Cognome' }).fill('Rossi');
  await page.getByRole('radio', { name: 'Uomo' }).check();
  await page.getByRole('textbox', { name: 'Giorno' }).fill('5');
  await page.getByRole('textbox', { name: 'Mese' }).fill('3');
  await page.getByRole('textbox', { name: 'Anno' }).fill('1980');
  await page.getByRole('radio', { name: 'Italia' }).check();
  await page.getByLabel('Provincia di nascita').selectOption('MB');
  await page.getByRole('textbox', { name: 'Comune di nascita' }).fill('Monza');
}

export async function passStep2(page: Page): Promise<void> {
  await fillStep2(page);
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Passo 3 di 3')).toBeVisible();
}

/** axe-core over the whole page: no violation of any impact. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations in state "${state}"`).toEqual([]);
}
