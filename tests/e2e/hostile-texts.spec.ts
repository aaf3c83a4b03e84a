/**
 * A partner file whose texts nest other texts (issue 25), as no build writes it (tenant:check and the
 * build refuse it, tests/unit/hostile-rights.test.ts) but as an old build or a hand-edited dist/ could
 * serve it: in a real browser the app refuses the file, in Italian and in ?lng=en, instead of showing
 * step 1 and failing once the member has typed everything; nothing reaches the provider.
 */
import { SUPPORT_EMAIL, TENANTS, containing, expect, open, passStep1, passStep2, t, test } from './support/fixtures';
import { SITE_PORT, siteUrl } from './support/ports';
import { localeText } from '../support/locale-text';

const tenant = TENANTS[0];
const CYCLE = {
  'description:activate': '$t(description:title)',
  'description:title': '$t(description:intro)',
  'description:intro': '$t(description:activate)',
};

for (const [lng, path] of [
  ['it', '/'],
  ['en', '/?lng=en'],
] as const) {
  test(`a $t() cycle in texts.${lng}, served anyway: the page says it cannot load, and sends nothing`, async ({ page, api }) => {
    // The file the build wrote (Node cannot resolve <slug>.localhost; the static server ignores the host).
    const built = await page.request.get(`http://127.0.0.1:${SITE_PORT}/tenants/${tenant.slug}.json`);
    expect(built.status()).toBe(200);
    const file = { ...((await built.json()) as object), texts: { [lng]: CYCLE } };
    await page.route(`**/tenants/${tenant.slug}.json`, (route) => route.fulfill({ json: file }));
    await page.goto(siteUrl(tenant.slug, path));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(localeText(lng, 'common:status.unreachable.title'));
    await expect(page.getByRole('button', { name: localeText(lng, 'common:status.retry') })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    expect(api.calls).toEqual([]);
  });
}

/**
 * A partner file whose texts drop what members must read (issue 38), as no build writes it (tenant:check
 * refuses it, tests/unit/hostile-member-texts.test.ts) but as an old build or a hand-edited dist/ could
 * serve it: on every screen the member still reads the checkbox's label, the privacy link and notice,
 * the support address and "Importante", in the default words.
 */
test('texts without their required parts, served anyway: every screen shows the defaults', async ({ page }) => {
  const built = await page.request.get(`http://127.0.0.1:${SITE_PORT}/tenants/${tenant.slug}.json`);
  const silenced = {
    'eligibility:confirmData.label': 'Ok',
    'common:privacy.link': '\u2800',
    'common:support.text': 'Scrivi a <email></email> oppure',
    'userInfo:privacyNotice': '.',
    'description:important.title': '.',
  };
  const file = { ...((await built.json()) as object), texts: { it: silenced } };
  await page.route(`**/tenants/${tenant.slug}.json`, (route) => route.fulfill({ json: file }));
  await open(page, tenant);
  const privacyLink = page.getByRole('link', { name: containing(t('common:privacy.link')) });
  await expect(page.getByRole('checkbox', { name: containing(t('eligibility:confirmData.label')) })).toBeVisible();
  await expect(privacyLink).toBeVisible();
  await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
  await passStep1(page, tenant);
  await expect(page.getByText(t('userInfo:privacyNotice'))).toBeVisible();
  // Beside the notice, and in the footer.
  await expect(privacyLink).toHaveCount(2);
  await passStep2(page);
  await expect(page.getByRole('heading', { name: t('description:important.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
});
