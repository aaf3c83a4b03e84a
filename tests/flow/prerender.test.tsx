import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { renderStep1 } from '@/prerender';
import { server } from '../support/provider-api';
import { testTenant } from '../support/test-tenant';
import { startApp } from '../support/start-app';

const { slug: _slug, ...ACME_FILE } = testTenant();

describe('step 1 written into index.html at build time', () => {
  it('is the step-1 screen, for no partner, with no script', async () => {
    const html = await renderStep1();
    expect(html).toContain('<h1 id="page-title" class="title" tabindex="-1">Verifica la tua idoneità</h1>');
    expect(html).toContain('E-mail aziendale');
    expect(html).not.toMatch(/<script|Acme|SalutePiù|@/);
  });

  it('is hydrated without a mismatch, then names the partner and works', async () => {
    const errors = vi.spyOn(console, 'error');
    server.use(http.get('https://acme.example.it/tenants/acme.json', () => HttpResponse.json(ACME_FILE)));
    const { history } = await startApp({ host: 'acme.example.it', prerendered: await renderStep1() });
    const email = screen.getByLabelText('E-mail aziendale');
    expect(history.location.pathname).toBe('/');
    expect(await screen.findByText('Acme S.p.A.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'aiuto@vivi.test' })).toBeInTheDocument();
    await userEvent.setup().type(email, 'mario@acme.it');
    expect(email).toHaveValue('mario@acme.it');
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps what was typed into the prerendered page before the app started', async () => {
    const errors = vi.spyOn(console, 'error');
    server.use(http.get('https://acme.example.it/tenants/acme.json', () => HttpResponse.json(ACME_FILE)));
    await startApp({
      host: 'acme.example.it',
      prerendered: await renderStep1(),
      beforeStart: (page) => {
        page.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'mario@acme.it';
        page.querySelector<HTMLInputElement>('input[name="confirmData"]')!.checked = true;
      },
    });
    await waitFor(() => expect(screen.getByLabelText('E-mail aziendale')).toHaveValue('mario@acme.it'));
    await waitFor(() => expect(screen.getByRole('checkbox')).toBeChecked());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Conferma' })).toBeEnabled());
    expect(errors).not.toHaveBeenCalled();
  });

  it('is replaced, not hydrated, when the member sees another screen or language', async () => {
    const errors = vi.spyOn(console, 'error');
    server.use(http.get('https://acme.example.it/tenants/acme.json', () => HttpResponse.json(ACME_FILE)));
    await startApp({ host: 'acme.example.it', url: '/?lng=en', prerendered: await renderStep1() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your eligibility' })).toBeInTheDocument();
    expect(screen.queryByText('Verifica la tua idoneità')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});
