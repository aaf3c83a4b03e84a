/**
 * The daily loop in `npm run dev` (issue 26): a translator's save and an integrator's save show on the
 * open page at once, where they were, with what the member typed kept. Each test runs its own dev server
 * on a copy of the project (support/dev-server.ts): the files it saves are the copy's, removed after.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { startDevServer, type DevServer } from './support/dev-server';
import { containing, localeText } from '../support/locale-text';
import type { TextKey } from '@/shared/i18n/text-keys';
import { jsonValuePosition } from '../../tools/texts/locate';

const t = (key: TextKey, values?: Record<string, string | number>) => localeText('it', key, values);

const test = base.extend<{ dev: DevServer }>({
  dev: async ({}, use) => {
    const dev = await startDevServer();
    try {
      await use(dev);
    } finally {
      await dev.stop();
    }
  },
});

// The first load optimises the dependencies of a fresh cache folder.
test.setTimeout(180_000);

const FIRST_NAME = () => t('userInfo:firstName.label');

/** acme's step 2, with a first name typed. */
async function openStep2(page: Page, dev: DevServer): Promise<void> {
  await page.goto(dev.url('acme'));
  await expect(page.getByRole('heading', { level: 2, name: t('common:support.heading') })).toBeVisible({ timeout: 120_000 });
  await page.getByLabel(t('eligibility:email.label')).fill('mario.rossi@acme.it');
  await page.getByRole('checkbox', { name: containing(t('eligibility:confirmData.label')) }).check();
  await page.getByRole('button', { name: t('common:confirm') }).click();
  await expect(page.getByText(t('common:progress', { current: 2, total: 3 }))).toBeVisible({ timeout: 60_000 });
  await page.getByRole('textbox', { name: FIRST_NAME(), exact: true }).fill('Mario');
}

async function expectStillStep2(page: Page): Promise<void> {
  await expect(page.getByText(t('common:progress', { current: 2, total: 3 }))).toBeVisible();
  await expect(page.getByRole('textbox', { name: FIRST_NAME(), exact: true })).toHaveValue('Mario');
}

test('a locale save shows in place within 1 s; a broken placeholder is shown by file:line:column until fixed', async ({
  page,
  dev,
}) => {
  const file = 'locales/it/userInfo.json';
  const original = dev.read(file);
  const heading = t('userInfo:heading');
  await openStep2(page, dev);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();

  const edited = original.replace(JSON.stringify(heading), JSON.stringify('Scrivi i tuoi dati'));
  expect(edited).not.toBe(original);
  const saved = Date.now();
  dev.save(file, edited);
  await expect(page.getByRole('heading', { name: 'Scrivi i tuoi dati' })).toBeVisible({ timeout: 1_000 });
  expect(Date.now() - saved).toBeLessThan(1_000);
  await expectStillStep2(page);

  // {{productName}} mistyped: the i18n check names the text by file:line:column, in the overlay and the terminal.
  const broken = edited.replace('{{productName}}', '{{prodotto}}');
  expect(broken).not.toBe(edited);
  const at = jsonValuePosition(broken, ['intro']);
  expect(at).toBeDefined();
  dev.save(file, broken);
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toContainText(`${file}:${at?.line}:${at?.column}: intro: uses {{prodotto}}, which nothing fills in`);
  expect(dev.output()).toContain(`${file}:${at?.line}:${at?.column}: intro:`);
  // Closing the overlay shows the page as it was, never a blank one.
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expectStillStep2(page);

  // The fix brings the page back by itself, with the new text.
  dev.save(file, original.replace(JSON.stringify(heading), JSON.stringify('Dati corretti')));
  await expect(page.getByRole('heading', { name: 'Dati corretti' })).toBeVisible();
  await expect(overlay).toHaveCount(0);
  await expectStillStep2(page);
});

test('a locale file saved as broken JSON is shown by file:line:column, over the page, until fixed', async ({ page, dev }) => {
  const file = 'locales/it/userInfo.json';
  const original = dev.read(file);
  await openStep2(page, dev);
  const broken = original.replace('"title":', '"title"');
  expect(broken).not.toBe(original);
  dev.save(file, broken);
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toContainText(/locales\/it\/userInfo\.json:\d+:\d+: is not valid JSON/);
  await page.keyboard.press('Escape');
  await expectStillStep2(page);
  dev.save(file, original.replace(JSON.stringify(t('userInfo:heading')), JSON.stringify('Di nuovo a posto')));
  await expect(page.getByRole('heading', { name: 'Di nuovo a posto' })).toBeVisible();
  await expectStillStep2(page);
});

test('a partner file save recolours the open page and says in the terminal what it found; a mistake shows where the page was', async ({
  page,
  dev,
}) => {
  const file = 'tenants/acme.json';
  const original = dev.read(file);
  await openStep2(page, dev);
  const primary = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  expect(await primary()).toBe('#0f7a4d');

  dev.save(file, original.replace('#0f7a4d', '#7a0f4d'));
  await expect.poll(primary).toBe('#7a0f4d');
  await expectStillStep2(page);
  await expect.poll(() => dev.output()).toContain('tenants/acme.json changed: no problems');

  // A colour that is not one: the page shows the file's problem instead of the form, then comes back.
  dev.save(file, original.replace('#0f7a4d', 'verde'));
  await expect(page.getByText(/branding\.primaryColor/).first()).toBeVisible();
  await expect.poll(() => dev.output()).toMatch(/tenants\/acme\.json changed: 1 problem\(s\)/);
  dev.save(file, original.replace('#0f7a4d', '#123456'));
  await expect(page.getByLabel(t('eligibility:email.label'))).toBeVisible();
  expect(await primary()).toBe('#123456');
});
