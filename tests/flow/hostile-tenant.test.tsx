import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { startApp } from '../support/start-app';
import { server } from '../support/msw-server';
import { tenantFile } from '../support/test-tenant';
import { createI18n } from '@/lib/i18n';
import { t } from '../support/locale';

/**
 * A partner file the build would refuse, served anyway (an old build, a hand-edited dist/):
 * the app's guard refuses it as the build does, and were such a text to reach i18n all the same,
 * it would keep the default text: never markup the partner chose.
 */
function serveWithSupportText(text: string) {
  const file = tenantFile({ texts: { it: { 'common:support.text': text } } });
  server.use(http.get('https://acme.example.it/tenants/acme.json', () => HttpResponse.json(file)));
}

const VALUES = { partnerName: 'Acme S.p.A.', productName: 'Vivi', email: 'aiuto@vivi.test' };

describe("a partner's texts with markup of its own", () => {
  it('make the partner file one the app refuses: no page of the partner, and a retry offered', async () => {
    serveWithSupportText('Scrivi a <email href="https://evil.example" download>{{email}}</email> oppure');
    await startApp({ host: 'acme.example.it' });
    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.unreachable.title') })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'aiuto@vivi.test' })).not.toBeInTheDocument();
  });

  it.each([
    ['a link elsewhere or a download', 'Scrivi a <email href="https://evil.example" download>{{email}}</email> oppure'],
    ['a style attribute', 'Scrivi a <email style="color:red">{{email}}</email> oppure'],
  ])('cannot add %s, were the text to reach the page: the default text stays', async (_what, text) => {
    const i18n = await createI18n(VALUES, { texts: { it: { 'common:support.text': text } } });
    const defaults = await createI18n(VALUES);
    expect(i18n.t('common:support.text')).toBe(defaults.t('common:support.text'));
  });

  it('still shows the exact <email> tokens as the link', async () => {
    serveWithSupportText('Per aiuto: <email>{{email}}</email> o');
    await startApp({ host: 'acme.example.it' });
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

  it('make the partner file one the app refuses, in Italian and in English', async () => {
    for (const lng of ['it', 'en'] as const) {
      const file = tenantFile({ texts: { [lng]: cycle } });
      server.use(http.get('https://acme.example.it/tenants/acme.json', () => HttpResponse.json(file)));
      await startApp({ host: 'acme.example.it' });
      expect(await screen.findByRole('heading', { level: 1, name: t('common:status.unreachable.title') })).toBeInTheDocument();
      expect(screen.queryByLabelText(t('eligibility:email.label'))).not.toBeInTheDocument();
    }
  });

  it.each([
    ['a $t() cycle', '$t(common:support.text)'],
    ['an option object', '$t(description:coupon, {"returnObjects": true})'],
    ['markup in a defaultValue', 'Scrivi a $t(x, {"defaultValue": "<strong>{{email}}</strong>"}) oppure'],
    ['an i18next format', 'Scrivi a <email>{{email, uppercase}}</email> oppure'],
  ])('cannot show %s, were the text to reach the page: the default text stays', async (_what, text) => {
    const i18n = await createI18n(VALUES, { texts: { it: { 'common:support.text': text } } });
    const defaults = await createI18n(VALUES);
    expect(i18n.t('common:support.text')).toBe(defaults.t('common:support.text'));
  });
});
