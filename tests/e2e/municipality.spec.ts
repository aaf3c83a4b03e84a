import type { Page } from '@playwright/test';
import { TENANTS, expect, expectNoAxeViolations, fillStep2, municipalityBox, open, passStep1, t, test } from './support/fixtures';

const [tenant] = TENANTS;
const LIST = t('userInfo:birthCity.listLabel');

/** Step 2 answered, born in Italy in `province`, with its municipalities arrived: the box is a combobox. */
async function chooseProvince(page: Page, province: string) {
  await open(page, tenant, '/');
  await passStep1(page, tenant);
  await fillStep2(page);
  await page.getByLabel(t('userInfo:birthProvince.label')).selectOption(province);
  const box = page.getByRole('combobox', { name: t('userInfo:birthCity.label'), exact: true });
  await expect(box).toHaveValue('');
  await expect(box).toHaveAttribute('aria-autocomplete', 'list');
  return box;
}

/** Confirms step 2, activates, and returns the municipality the provider received. */
async function sentMunicipality(page: Page, api: { apiCalls(endpoint?: 'contact-pre-reg'): { body: unknown }[] }) {
  await page.getByRole('button', { name: t('common:confirm') }).click();
  await page
    .getByRole('button', { name: t('description:activate') })
    .first()
    .click();
  await page.waitForURL('**/webapp/signup?**');
  return (api.apiCalls('contact-pre-reg')[0]?.body as { bornCity?: unknown } | undefined)?.bornCity;
}

test('the municipality is picked from the province’s list by keyboard, and axe finds nothing with the list open', async ({
  page,
  api,
}) => {
  const box = await chooseProvince(page, 'MI');
  await box.pressSequentially('sesto s');
  const list = page.getByRole('listbox', { name: LIST });
  await expect(list.getByRole('option')).toHaveText(['Sesto San Giovanni']);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: t('userInfo:birthCity.foundOne') })).toBeAttached();
  await box.press('ArrowDown');
  await expect(list.getByRole('option', { name: 'Sesto San Giovanni' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page, 'municipality list open, one suggestion active');
  await box.press('Enter');
  await expect(box).toHaveValue('Sesto San Giovanni');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();

  await box.fill('');
  await box.pressSequentially('san');
  await expect(list).toBeVisible();
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.fill('Sesto San Giovanni');
  expect(await sentMunicipality(page, api)).toBe('Sesto San Giovanni');
});

test('the municipality is picked with the pointer at 360 px, accents aside, former ones marked', async ({ page, api }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const box = await chooseProvince(page, 'PD');
  await box.pressSequentially('abano');
  const list = page.getByRole('listbox', { name: LIST });
  await expect(list.getByRole('option')).toHaveText([`Abano Bagni (${t('userInfo:birthCity.former')})`, 'Abano Terme']);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const option of await list.getByRole('option').all()) {
    expect((await option.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  }
  await expectNoAxeViolations(page, 'municipality list open at 360 px');
  await page.screenshot({ path: 'test-results/screenshots/municipality-list-360.png' });
  await list.getByRole('option', { name: 'Abano Terme' }).click();
  await expect(box).toHaveValue('Abano Terme');
  await expect(box).toBeFocused();

  await municipalityBox(page).fill('');
  await box.pressSequentially('TORTOLI');
  await expect(list).toBeHidden(); // not a municipality of Padova
  await expect(page.getByText(t('userInfo:birthCity.notListed'))).toBeVisible();
  await box.fill('Abano Bagni');
  expect(await sentMunicipality(page, api)).toBe('Abano Bagni');
});
