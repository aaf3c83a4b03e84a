import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { startApp } from '../support/start-app';
import { server } from '../support/provider-api';
import { tenantFile } from '../support/test-tenant';
import { t } from '../support/locale';

/**
 * A partner file the build would refuse, served anyway (an old build, a hand-edited dist/):
 * the page must still render its texts as text, never as markup the partner chose.
 */
async function startWithSupportText(text: string) {
  const file = tenantFile({ texts: { it: { 'common:support.text': text } } });
  server.use(http.get('https://acme.example.it/tenants/acme.json', () => HttpResponse.json(file)));
  await startApp({ host: 'acme.example.it' });
  return screen.findByRole('heading', { level: 1, name: t('eligibility:title') });
}

describe("a partner's texts with markup of its own", () => {
  it('cannot turn the support e-mail into a link elsewhere or a download', async () => {
    await startWithSupportText('Scrivi a <email href="https://evil.example" download>{{email}}</email> oppure');
    const link = await screen.findByRole('link', { name: 'aiuto@vivi.test' });
    expect(link).toHaveAttribute('href', 'mailto:aiuto@vivi.test');
    expect(link).not.toHaveAttribute('download');
  });

  it('cannot break the page with a style attribute', async () => {
    expect(await startWithSupportText('Scrivi a <email style="color:red">{{email}}</email> oppure')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'aiuto@vivi.test' })).toHaveAttribute('href', 'mailto:aiuto@vivi.test');
  });

  it('still shows the exact <email> tokens as the link', async () => {
    await startWithSupportText('Per aiuto: <email>{{email}}</email> o');
    expect(await screen.findByText(/Per aiuto:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'aiuto@vivi.test' })).toHaveAttribute('href', 'mailto:aiuto@vivi.test');
  });
});
