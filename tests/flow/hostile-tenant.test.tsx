import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { startApp } from '../support/start-app';
import { server } from '../support/msw-server';
import { tenantFile, testTenant } from '../support/test-tenant';
import { createI18n, tenantTextValues } from '@/lib/i18n';
import type { TenantTexts } from '@/shared/tenant/schema';
import { t } from '../support/locale';

/**
 * A partner file the build would refuse, served anyway (an old build, a hand-edited dist/):
 * the app's guard refuses it as the build does, and were such a text to reach i18n all the same,
 * it would keep the default text: never markup the partner chose.
 */
const HOST = 'acme.example.it';

/** Serves the test partner's file with `texts`, and starts the app on its host. */
async function startWithTexts(texts: TenantTexts) {
  server.use(http.get(`https://${HOST}/tenants/acme.json`, () => HttpResponse.json(tenantFile({ texts }))));
  await startApp({ host: HOST });
}

async function expectRefused() {
  expect(await screen.findByRole('heading', { level: 1, name: t('common:status.unreachable.title') })).toBeInTheDocument();
  expect(screen.queryByLabelText(t('eligibility:email.label'))).not.toBeInTheDocument();
}

/** Were the support text `text` to reach i18n, what it shows is the default text. */
async function expectDefaultSupportText(text: string) {
  const values = tenantTextValues(testTenant());
  const i18n = await createI18n(values, { texts: { it: { 'common:support.text': text } } });
  expect(i18n.t('common:support.text')).toBe((await createI18n(values)).t('common:support.text'));
}

describe("a partner's texts with markup of its own", () => {
  it('make the partner file one the app refuses: no page of the partner, and a retry offered', async () => {
    await startWithTexts({
      it: { 'common:support.text': 'Scrivi a <email href="https://evil.example" download>{{email}}</email> oppure' },
    });
    await expectRefused();
    expect(screen.queryByRole('link', { name: 'aiuto@vivi.test' })).not.toBeInTheDocument();
  });

  it.each([
    ['a link elsewhere or a download', 'Scrivi a <email href="https://evil.example" download>{{email}}</email> oppure'],
    ['a style attribute', 'Scrivi a <email style="color:red">{{email}}</email> oppure'],
  ])('cannot add %s, were the text to reach the page: the default text stays', async (_what, text) => {
    await expectDefaultSupportText(text);
  });

  it('still shows the exact <email> tokens as the link', async () => {
    await startWithTexts({ it: { 'common:support.text': 'Per aiuto: <email>{{email}}</email> o' } });
    expect(await screen.findByText(/Per aiuto:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'aiuto@vivi.test' })).toHaveAttribute('href', 'mailto:aiuto@vivi.test');
  });
});

describe("a partner's texts that nest other texts (issue 25)", () => {
  const cycle = {
    'description:activate': '$t(description:title)',
    'description:title': '$t(description:intro)',
    'description:intro': '$t(description:activate)',
  };

  it.each(['it', 'en'] as const)('make the partner file one the app refuses, in %s', async (lng) => {
    await startWithTexts({ [lng]: cycle });
    await expectRefused();
  });

  it.each([
    ['a $t() cycle', '$t(common:support.text)'],
    ['an option object', '$t(description:coupon, {"returnObjects": true})'],
    ['markup in a defaultValue', 'Scrivi a $t(x, {"defaultValue": "<strong>{{email}}</strong>"}) oppure'],
    ['an i18next format', 'Scrivi a <email>{{email, uppercase}}</email> oppure'],
  ])('cannot show %s, were the text to reach the page: the default text stays', async (_what, text) => {
    await expectDefaultSupportText(text);
  });
});
