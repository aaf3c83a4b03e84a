import { screen, waitFor } from '@testing-library/react';
import type { RouterHistory } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { startApp } from '../support/start-app';
import type { TenantConfig } from '@/shared/tenant/schema';
import { server } from '../support/msw-server';
import { testTenant } from '../support/test-tenant';
import { t, tEn } from '../support/locale';

/** Starts the app as main.tsx does, on acme.example.it<url>, serving the given tenant file. */
async function start(url: string, tenant: Partial<TenantConfig> = {}): Promise<{ history: RouterHistory }> {
  const { slug: _slug, ...file } = testTenant(tenant);
  server.use(http.get('https://acme.example.it/tenants/acme.json', () => HttpResponse.json(file)));
  return startApp({ host: 'acme.example.it', url });
}

describe('?lng=en', () => {
  it('shows the flow in English and keeps the language from step to step', async () => {
    const { history } = await start('/?lng=en');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: tEn('eligibility:title') })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByText(tEn('common:progress', { current: 1, total: 3 }))).toBeInTheDocument();

    const email = screen.getByLabelText(tEn('eligibility:email.label'));
    await user.click(email);
    await user.tab();
    expect(screen.getByText(tEn('validation:email.required'))).toBeInTheDocument();

    await user.type(email, 'mario.rossi@acme.it');
    await user.click(screen.getByRole('checkbox', { name: tEn('eligibility:confirmData.label') }));
    await user.click(screen.getByRole('button', { name: tEn('common:confirm') }));

    expect(await screen.findByLabelText(tEn('userInfo:firstName.label'))).toBeInTheDocument();
    expect(history.location.pathname).toBe('/insert-info');
    expect(new URLSearchParams(history.location.search).get('lng')).toBe('en');
    expect(screen.getByRole('group', { name: tEn('userInfo:birthCountry.legend') })).toBeInTheDocument();
  });

  it('stays Italian without it, and for languages the app does not have', async () => {
    await start('/?lng=fr');
    expect(await screen.findByRole('heading', { level: 1, name: t('eligibility:title') })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
  });

  it('also applies to the not-found page', async () => {
    server.use(
      http.get('https://nobody.example.it/tenants/nobody.json', () => new HttpResponse(null, { status: 404 })),
      http.get('https://nobody.example.it/tenants/hosts.json', () => new HttpResponse(null, { status: 404 })),
    );
    await startApp({ host: 'nobody.example.it', url: '/?lng=en' });
    expect(await screen.findByRole('heading', { level: 1, name: tEn('common:status.tenantNotFound.title') })).toBeInTheDocument();
  });
});

describe("a partner's own texts", () => {
  const texts = {
    it: {
      'eligibility:title': 'Benvenuto, collega di {{partnerName}}',
      'common:confirm': 'Avanti',
      'validation:email.required': 'Scrivi la tua e-mail di {{partnerName}}',
    },
    en: { 'eligibility:title': 'Welcome, {{partnerName}} colleague' },
  };

  it('replace the default texts on every screen, interpolations included', async () => {
    await start('/', { texts });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Benvenuto, collega di Acme S.p.A.' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(t('common:documentTitle', { page: 'Benvenuto, collega di Acme S.p.A.' })));
    expect(screen.getByRole('button', { name: 'Avanti' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t('eligibility:heading') })).toBeInTheDocument();
    await user.click(screen.getByLabelText(t('eligibility:email.label')));
    await user.tab();
    expect(screen.getByText('Scrivi la tua e-mail di Acme S.p.A.', { exact: false })).toBeInTheDocument();
  });

  it('are kept per language', async () => {
    await start('/?lng=en', { texts });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Acme S.p.A. colleague' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: tEn('common:confirm') })).toBeInTheDocument();
  });
});
