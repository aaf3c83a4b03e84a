/**
 * Every answer of the provider gets an honest outcome (issue 17), in Chromium against the stand-in,
 * with the exact number of requests that reached it.
 */
import type { Page } from '@playwright/test';
import { TENANTS, containing, expect, fillStep2, open, passStep1, passStep2, t, test } from './support/fixtures';
import type { Behaviour } from './support/provider-stand-in';
import { API_ORIGIN } from './support/ports';

const [tenant] = TENANTS;
const SUPPORT_EMAIL = 'aiuto@vivi.test';
const ACTIVATE = t('description:activate');

async function toDescription(page: Page, existingUser = false) {
  await open(page, tenant, existingUser ? '/?existingUser=true' : '/');
  await passStep1(page, tenant);
  await passStep2(page);
}

async function activate(page: Page) {
  await page.getByRole('button', { name: ACTIVATE }).first().click();
}

/** "May have gone through": the message, the support e-mail, and no way to send it again. */
async function expectUnconfirmed(page: Page, message: string) {
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(message);
  await expect(alert.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await expect(alert.getByRole('button', { name: t('description:failure.retry') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: containing(ACTIVATE, t('description:activating')) })).toHaveCount(0);
}

const ACTIVATION_UNCONFIRMED = t('description:unconfirmed.activation', { email: SUPPORT_EMAIL });

/** 2xx answers without a usable key: the provider acted. */
const ACTED: Array<[string, Behaviour]> = [
  ['a 200 with a valid code sent as application/json', { contentType: 'application/json' }],
  ['a 200 with an empty body', { empty: true }],
  ['a 200 maintenance page (HTML)', { contentType: 'text/html; charset=utf-8', body: '<!doctype html><h1>Manutenzione</h1>' }],
  ['a 200 key of 100 000 characters', { body: 'A'.repeat(100_000) }],
  ['a 201 with a JSON body', { status: 201, contentType: 'application/json', body: '{"refCode":"REF-1"}' }],
];

test.describe('answers of the provider', () => {
  for (const [what, behaviour] of ACTED) {
    test(`${what}: "may have gone through", never Riprova, one request`, async ({ page, api }) => {
      api.queue('contact-pre-reg', behaviour);
      await toDescription(page);
      await activate(page);
      await expectUnconfirmed(page, ACTIVATION_UNCONFIRMED);
      await page.waitForTimeout(500);
      expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
      expect(new URL(page.url()).pathname).toBe('/description');
    });
  }

  test('a 302 to a page is a refusal, never followed: one POST, no GET, Riprova then works', async ({ page, api }) => {
    api.queue('contact-pre-reg', { status: 302, location: `${API_ORIGIN}/webapp/REF-FAKE`, body: '' });
    await toDescription(page);
    await activate(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t('description:failure.activation'));
    expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
    expect(api.calls.filter((call) => call.method === 'GET' && call.path.startsWith('/webapp/'))).toEqual([]);
    await alert.getByRole('button', { name: t('description:failure.retry') }).click();
    await page.waitForURL(`${API_ORIGIN}/webapp/signup?**`);
    expect(api.apiCalls('contact-pre-reg')).toHaveLength(2);
    expect(api.successes('contact-pre-reg')).toHaveLength(1);
  });

  test('a 307 loop sends exactly one POST per press', async ({ page, api }) => {
    const loop: Behaviour = { status: 307, location: `${API_ORIGIN}/patient/contact-pre-reg/ALFA-2026`, body: '' };
    api.queue('contact-pre-reg', loop, loop, loop, loop, loop);
    await toDescription(page);
    await activate(page);
    await expect(page.getByRole('alert')).toContainText(t('description:failure.activation'));
    await page.waitForTimeout(500);
    expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
  });

  test('a reload during the pre-registration, then the flow again, does not register twice', async ({ page, api }) => {
    api.queue('contact-pre-reg', { delayMs: 3_000 });
    await toDescription(page);
    await activate(page);
    await expect.poll(() => api.apiCalls('contact-pre-reg').length).toBe(1);
    await page.reload();
    await open(page, tenant, '/');
    await passStep1(page, tenant);
    await passStep2(page);
    await activate(page);
    await expectUnconfirmed(page, ACTIVATION_UNCONFIRMED);
    await page.waitForTimeout(3_500);
    expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
    const storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    for (const personal of ['Mario', 'Rossi', 'Monza', '1980', tenant.email]) expect(storage).not.toContain(personal);
  });

  test('control characters are refused beside the field and never posted', async ({ page, api }) => {
    await open(page, tenant, '/');
    await passStep1(page, tenant);
    await fillStep2(page);
    const message = t('validation:controlCharacters');
    for (const [name, value] of [
      [t('userInfo:firstName.label'), 'Ma\u0000rio'],
      [t('userInfo:lastName.label'), 'Ros\u0007si'],
      [t('userInfo:birthCity.label'), 'Mon\tza'],
    ] as const) {
      const box = page.getByLabel(name, { exact: true });
      await box.fill(value);
      await box.blur();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(containing(message));
      await box.fill(name === t('userInfo:birthCity.label') ? 'Monza' : 'Mario\u202E');
      await box.blur();
    }
    await expect(page.getByRole('textbox', { name: t('userInfo:firstName.label'), exact: true })).toHaveAccessibleDescription(
      containing(message),
    );
    await expect(page.getByRole('button', { name: t('common:confirm') })).toHaveAttribute('aria-disabled', 'true');
    expect(api.apiCalls()).toEqual([]);
  });
});
