import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ProviderStandIn } from './provider-stand-in';
import { API_PORT, siteUrl } from './ports';
import type { Tenant } from './tenants';
import type { TextKey } from '@/shared/i18n/text-keys';
import { PRERENDERED_ATTRIBUTE } from '@/early/page-markers';
import { containing, localeText, type TextValues } from '../../support/locale-text';

export { SUPPORT_EMAIL, TENANTS, expectedPreRegistration, type Tenant } from './tenants';
export { containing };

/**
 * The Italian text of `key` as the page shows it, read from locales/it, so the suite finds
 * elements by the words a member reads without a copy of them. The suite's partners differ:
 * a text with {{placeholders}} needs them, as in t('common:logoAlt', { partnerName: tenant.name }).
 */
export function t(key: TextKey, values?: TextValues): string {
  return localeText('it', key, values);
}

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

/** Opens a partner's page and waits until the app runs (waitForApp). */
export async function open(
  page: Page,
  tenant: Tenant,
  path = '/',
  port?: number,
  scheme: 'http' | 'https' = 'http',
): Promise<void> {
  await page.goto(siteUrl(tenant.slug, path, port, scheme));
  await waitForApp(page);
}

/**
 * Waits until the app has taken the page. A partner's step 1 and step 2 are in the HTML and show, support
 * block included, before the app starts (src/early/README.md): the app has taken the page once `#root` no
 * longer says it was drawn at build time.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: t('common:support.heading') })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute(PRERENDERED_ATTRIBUTE);
}

/** Step 1 filled in with the partner's member's work e-mail, not yet confirmed. */
export async function fillStep1(page: Page, tenant: Tenant): Promise<void> {
  await page.getByLabel(t('eligibility:email.label')).fill(tenant.email);
  await page.getByRole('checkbox', { name: containing(t('eligibility:confirmData.label')) }).check();
}

/** Step 1 filled in and confirmed. */
export async function passStep1(page: Page, tenant: Tenant): Promise<void> {
  await fillStep1(page, tenant);
  await page.getByRole('button', { name: t('common:confirm') }).click();
  await expect(page.getByText(t('common:progress', { current: 2, total: 3 }))).toBeVisible();
}

/** The municipality of birth: a text box until the province's municipalities arrive, then a combobox. */
export function municipalityBox(page: Page) {
  return page.getByLabel(t('userInfo:birthCity.label'), { exact: true });
}

/** Step 2 filled in with a birth in Italy. */
export async function fillStep2(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: t('userInfo:firstName.label'), exact: true }).fill('Mario');
  await page.getByRole('textbox', { name: t('userInfo:lastName.label') }).fill('Rossi');
  await page.getByRole('radio', { name: t('userInfo:gender.male') }).check();
  await page.getByRole('textbox', { name: t('userInfo:birthDate.day') }).fill('5');
  await page.getByRole('textbox', { name: t('userInfo:birthDate.month') }).fill('3');
  await page.getByRole('textbox', { name: t('userInfo:birthDate.year') }).fill('1980');
  await page.getByRole('radio', { name: t('userInfo:birthCountry.italy') }).check();
  await page.getByLabel(t('userInfo:birthProvince.label')).selectOption('MB');
  await municipalityBox(page).fill('Monza');
}

export async function passStep2(page: Page): Promise<void> {
  await fillStep2(page);
  await page.getByRole('button', { name: t('common:confirm') }).click();
  await expect(page.getByText(t('common:progress', { current: 3, total: 3 }))).toBeVisible();
}

/** axe-core over the whole page: no violation of any impact. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations in state "${state}"`).toEqual([]);
}
