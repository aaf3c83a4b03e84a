import type { Page } from '@playwright/test';
import { TENANTS, expect, expectNoAxeViolations, fillStep2, open, passStep1, t, test } from './support/fixtures';

const [tenant] = TENANTS;
const LIST = t('userInfo:birthCity.listLabel');

const provinceSelect = (page: Page) => page.getByLabel(t('userInfo:birthProvince.label'));

/**
 * Step 2 answered, born in Italy in `province`, with its municipalities arrived (the box is a
 * combobox), and `typed` typed into the box key by key. Returns the box, its list of suggestions,
 * the list's options, and `retype`, which empties the box and types another text key by key.
 */
async function typeMunicipality(page: Page, province: string, typed: string) {
  await open(page, tenant, '/');
  await passStep1(page, tenant);
  await fillStep2(page);
  await provinceSelect(page).selectOption(province);
  const box = page.getByRole('combobox', { name: t('userInfo:birthCity.label'), exact: true });
  await expect(box).toHaveValue('');
  await expect(box).toHaveAttribute('aria-autocomplete', 'list');
  const retype = async (text: string) => {
    await box.fill('');
    await box.pressSequentially(text);
  };
  await box.pressSequentially(typed);
  const list = page.getByRole('listbox', { name: LIST });
  return { box, list, options: list.getByRole('option'), retype };
}

/** Confirms step 2, activates (with a click, or a finger's tap), and returns the municipality the provider received. */
async function sentMunicipality(
  page: Page,
  api: { apiCalls(endpoint?: 'contact-pre-reg'): { body: unknown }[] },
  press: 'click' | 'tap' = 'click',
) {
  await page.getByRole('button', { name: t('common:confirm') })[press]();
  await expect(page.getByText(t('common:progress', { current: 3, total: 3 }))).toBeVisible();
  const activate = page.getByRole('button', { name: t('description:activate') }).first();
  await activate[press]();
  await page.waitForURL('**/webapp/signup?**');
  return (api.apiCalls('contact-pre-reg')[0]?.body as { bornCity?: unknown } | undefined)?.bornCity;
}

test('the municipality is picked from the province’s list by keyboard, and axe finds nothing with the list open', async ({
  page,
  api,
}) => {
  const { box, list, options, retype } = await typeMunicipality(page, 'MI', 'sesto s');
  await expect(options).toHaveText(['Sesto San Giovanni']);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: t('userInfo:birthCity.foundOne') })).toBeAttached();
  await box.press('ArrowDown');
  await expect(list.getByRole('option', { name: 'Sesto San Giovanni' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page, 'municipality list open, one suggestion active');
  await box.press('Enter');
  await expect(box).toHaveValue('Sesto San Giovanni');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();

  await retype('san');
  await expect(list).toBeVisible();
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.fill('Sesto San Giovanni');
  expect(await sentMunicipality(page, api)).toBe('Sesto San Giovanni');
});

test('the municipality is picked with the pointer at 360 px, accents aside, former ones marked', async ({ page, api }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { box, list, options, retype } = await typeMunicipality(page, 'PD', 'abano');
  // Abano Bagni, Abano Terme's name until a year not known here, only for its whole name.
  await expect(options).toHaveText(['Abano Terme']);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const option of await options.all()) {
    expect((await option.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  }
  await expectNoAxeViolations(page, 'municipality list open at 360 px');
  await page.screenshot({ path: 'test-results/screenshots/municipality-list-360.png' });
  await list.getByRole('option', { name: 'Abano Terme' }).click();
  await expect(box).toHaveValue('Abano Terme');
  await expect(box).toBeFocused();

  await retype('TORTOLI');
  // Not a municipality of Padova: Nuoro's, marked with its province, spelled as the list does.
  await expect(options).toHaveText(['Tortolì (NU)']);
  // Spelled as the list does once the box is left at the latest: today's names of another province
  // may arrive after the last key, and the box is not rewritten under the member's fingers then.
  await box.press('Tab');
  await expect(box).toHaveValue('Tortolì');
  await box.fill('Borgo Inventato');
  await expect(list).toBeHidden();
  await expect(page.getByText(t('userInfo:birthCity.notListed'))).toBeVisible();
  await box.fill('Abano Bagni');
  await expect(options).toHaveText([`Abano Bagni (${t('userInfo:birthCity.former')})`]);
  expect(await sentMunicipality(page, api)).toBe('Abano Bagni');
});

test('born in Monza in 1980, under Milano: Monza (MB) is suggested after Milano’s own and taken by keyboard', async ({
  page,
  api,
}) => {
  const { box, list, options } = await typeMunicipality(page, 'MI', 'mon');
  const monza = list.getByRole('option', { name: 'Monza (MB)' });
  await expect(monza).toBeVisible();
  // After Milano's own municipalities: the last of the list.
  await expect(options.last()).toHaveText('Monza (MB)');
  const count = await options.count();
  for (let index = 0; index < count; index += 1) await box.press('ArrowDown');
  await expect(monza).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await monza.getAttribute('id'))!);
  await expectNoAxeViolations(page, 'municipality list open with another province’s municipality');
  await box.press('Enter');
  await expect(box).toHaveValue('Monza');
  await expect(list).toBeHidden();
  await expect(provinceSelect(page)).toHaveValue('MI');
  await box.press('Tab');
  await expect(page.getByText(t('userInfo:birthCity.notListed'))).toBeHidden();
  expect(await sentMunicipality(page, api)).toBe('Monza');
});

test.describe('on a phone, by touch', () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });

  /** Where the open list and Conferma are on the page; the list is not over the button, nor the button over the list. */
  async function expectListAboveConfirm(page: Page) {
    const list = await page.getByRole('listbox', { name: LIST }).boundingBox();
    const confirm = await page.getByRole('button', { name: t('common:confirm') }).boundingBox();
    expect(list && confirm).toBeTruthy();
    const overlaps =
      list!.x < confirm!.x + confirm!.width &&
      confirm!.x < list!.x + list!.width &&
      list!.y < confirm!.y + confirm!.height &&
      confirm!.y < list!.y + list!.height;
    expect(overlaps).toBe(false);
    // In the page's flow: the list pushed Conferma down.
    expect(confirm!.y).toBeGreaterThanOrEqual(list!.y + list!.height);
  }

  test('Milano typed whole and Conferma tapped: Milano is sent, not a longer name', async ({ page, api }) => {
    const { box, list, options } = await typeMunicipality(page, 'MI', 'Mil');
    await expect(list.getByRole('option', { name: 'Milano', exact: true })).toBeVisible();
    await expect(options).not.toHaveCount(1);
    await expectListAboveConfirm(page);
    await page.screenshot({ path: 'test-results/screenshots/municipality-list-in-flow-360.png', fullPage: true });

    await box.pressSequentially('ano');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('Milano');
    expect(await sentMunicipality(page, api, 'tap')).toBe('Milano');
  });

  test('Monza (MB) tapped under Milano: the name is taken, the province kept, and Monza is sent', async ({ page, api }) => {
    const { box, list, options } = await typeMunicipality(page, 'MI', 'monz');
    await expect(options).toHaveText(['Cologno Monzese', 'Monza (MB)']);
    await expectListAboveConfirm(page);
    await list.getByRole('option', { name: 'Monza (MB)' }).tap();
    await expect(box).toHaveValue('Monza');
    await expect(list).toBeHidden();
    await expect(provinceSelect(page)).toHaveValue('MI');
    expect(await sentMunicipality(page, api, 'tap')).toBe('Monza');
  });

  test('a tap on Conferma below the open list lands on Conferma, though the list then closes', async ({ page, api }) => {
    const { list } = await typeMunicipality(page, 'MI', 'Mil');
    await expect(list).toBeVisible();
    await expectListAboveConfirm(page);
    expect(await sentMunicipality(page, api, 'tap')).toBe('Mil');
  });
});
