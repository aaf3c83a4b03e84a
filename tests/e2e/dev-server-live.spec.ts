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
import { passStep2 } from './support/fixtures';

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
const HEADING = t('userInfo:heading');

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

/** A file of the dev server's copy, and saves of it as an editor does, each changing one thing. */
function projectFile(dev: DevServer, path: string) {
  const original = dev.read(path);
  return {
    path,
    /** Saves `text` (the file as the test found it) with `from` written as `to`, which must change it; returns what was saved. */
    saveWith(from: string, to: string, text = original): string {
      const edited = text.replace(from, to);
      expect(edited, `${path} holds ${from}`).not.toBe(text);
      dev.save(path, edited);
      return edited;
    },
  };
}

/** locales/it/userInfo.json saved with step 2's heading written as `heading`, over `text` if given. */
const saveHeading = (texts: ReturnType<typeof projectFile>, heading: string, text?: string) =>
  texts.saveWith(JSON.stringify(HEADING), JSON.stringify(heading), text);

const errorOverlay = (page: Page) => page.locator('vite-error-overlay');

/** Vite's overlay says `message` over the page; closed with Escape, it shows step 2 as it was, never a blank page. */
async function closeOverlaySaying(page: Page, message: string | RegExp): Promise<void> {
  await expect(errorOverlay(page)).toContainText(message);
  await page.keyboard.press('Escape');
  await expect(errorOverlay(page)).toHaveCount(0);
  await expectStillStep2(page);
}

test('a locale save shows in place within 1 s; a broken placeholder is shown by file:line:column until fixed', async ({
  page,
  dev,
}) => {
  const texts = projectFile(dev, 'locales/it/userInfo.json');
  await openStep2(page, dev);
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();

  const saved = Date.now();
  const edited = saveHeading(texts, 'Scrivi i tuoi dati');
  await expect(page.getByRole('heading', { name: 'Scrivi i tuoi dati' })).toBeVisible({ timeout: 1_000 });
  expect(Date.now() - saved).toBeLessThan(1_000);
  await expectStillStep2(page);

  // {{productName}} mistyped: the i18n check names the text by file:line:column, in the overlay and the terminal,
  // and the open page keeps the last good text under it (never the raw placeholder).
  const intro = page.getByText(/^Ci servono alcuni dati per attivare /);
  const goodIntro = await intro.textContent();
  const broken = texts.saveWith('{{productName}}', '{{prodotto}}', edited);
  const at = jsonValuePosition(broken, ['intro']);
  expect(at).toBeDefined();
  const where = `${texts.path}:${at?.line}:${at?.column}: intro:`;
  await closeOverlaySaying(page, `${where} uses {{prodotto}}, which nothing fills in`);
  expect(dev.output()).toContain(where);
  await expect(intro).toHaveText(goodIntro ?? '');

  // Typed with one brace: the Italian file is named, with the fix; never the English one.
  texts.saveWith('{{productName}}', '{productName}', edited);
  await closeOverlaySaying(page, `${where} has {productName}: write {{productName}}`);
  await expect(errorOverlay(page)).toHaveCount(0);
  expect(dev.output()).not.toContain('locales/en/');
  await expect(intro).toHaveText(goodIntro ?? '');

  // The fix brings the page back by itself, with the new text.
  saveHeading(texts, 'Dati corretti');
  await expect(page.getByRole('heading', { name: 'Dati corretti' })).toBeVisible();
  await expect(errorOverlay(page)).toHaveCount(0);
  await expectStillStep2(page);
});

test('a locale file saved as broken JSON is shown by file:line:column, over the page, until fixed', async ({ page, dev }) => {
  const texts = projectFile(dev, 'locales/it/userInfo.json');
  await openStep2(page, dev);
  texts.saveWith('"title":', '"title"');
  await closeOverlaySaying(page, /locales\/it\/userInfo\.json:\d+:\d+: is not valid JSON/);
  saveHeading(texts, 'Di nuovo a posto');
  await expect(page.getByRole('heading', { name: 'Di nuovo a posto' })).toBeVisible();
  await expectStillStep2(page);
});

test('a partner file save recolours the open page and says in the terminal what it found; a mistake shows where the page was', async ({
  page,
  dev,
}) => {
  const acme = projectFile(dev, 'tenants/acme.json');
  await openStep2(page, dev);
  const primary = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  expect(await primary()).toBe('#0f7a4d');

  acme.saveWith('#0f7a4d', '#7a0f4d');
  await expect.poll(primary).toBe('#7a0f4d');
  await expectStillStep2(page);
  await expect.poll(() => dev.output()).toContain('tenants/acme.json changed: no problems');

  // A colour that is not one: Vite's overlay names it by file:line:column over the form, which keeps the answers.
  const wrong = acme.saveWith('#0f7a4d', 'verde');
  const at = jsonValuePosition(wrong, ['branding', 'primaryColor']);
  await closeOverlaySaying(page, `tenants/acme.json:${at?.line}:${at?.column}: branding.primaryColor:`);
  await expect.poll(() => dev.output()).toMatch(/tenants\/acme\.json changed: 1 problem\(s\)/);
  acme.saveWith('#0f7a4d', '#123456');
  await expect.poll(primary).toBe('#123456');
  await expectStillStep2(page);

  // Not valid JSON: named by file:line:column too, said once in the terminal; the fix keeps the answers.
  const broken = acme.saveWith('"contractRef":', '"contractRef"');
  const line = broken.split('\n').findIndex((text) => text.includes('"contractRef"')) + 1;
  await closeOverlaySaying(page, new RegExp(`tenants/acme\\.json:${line}:\\d+: is not valid JSON`));
  await expect.poll(() => dev.output().split('is not valid JSON').length - 1).toBe(1);
  acme.saveWith('#0f7a4d', '#654321');
  await expect.poll(primary).toBe('#654321');
  await expectStillStep2(page);
  await expect(errorOverlay(page)).toHaveCount(0);
  expect(dev.output().split('is not valid JSON').length - 1).toBe(1);
});

test('the demo ends on a page of the dev server that shows the reference key and the contract, not a browser error', async ({
  page,
  dev,
}) => {
  await page.goto(`http://localhost:${dev.port}/`);
  await expect(page.getByRole('heading', { level: 2, name: t('common:support.heading') })).toBeVisible({ timeout: 120_000 });
  // The e-mail npm run dev prints for the demo partner (tenants/demo.json).
  await page.getByLabel(t('eligibility:email.label')).fill('mario.rossi@azienda-demo.it');
  await page.getByRole('checkbox', { name: containing(t('eligibility:confirmData.label')) }).check();
  await page.getByRole('button', { name: t('common:confirm') }).click();
  await passStep2(page);
  await page
    .getByRole('button', { name: t('description:activate') })
    .first()
    .click();
  // The specification's address, on the dev server's own port.
  await expect(page).toHaveURL(
    new RegExp(`^http://localhost:${dev.port}/demo-provider/signup\\?refCode=[^&]+&contractRef=DEMO-2026$`),
    { timeout: 30_000 },
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Demo: fine del percorso' })).toBeVisible();
  const refCode = new URL(page.url()).searchParams.get('refCode') ?? '';
  await expect(page.getByRole('definition').filter({ hasText: refCode })).toBeVisible();
  await expect(page.getByText('https://app.salutepiu.example/signup?refCode=')).toBeVisible();
});
