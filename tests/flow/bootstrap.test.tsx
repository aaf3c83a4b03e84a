import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { startApp } from '../support/start-app';
import type { AnalyticsEvent } from '@/lib/analytics';
import { server } from '../support/provider-api';
import { testTenant } from '../support/test-tenant';

const { slug: _slug, ...ACME_FILE } = testTenant();
async function start(host: string) {
  const events: AnalyticsEvent[] = [];
  await startApp({ host, analytics: { track: (event) => events.push(event) } });
  return { events };
}

describe('start-up', () => {
  it("fetches the host's tenant, applies its colour, names it in the title and logs the home page view", async () => {
    server.use(http.get('https://acme.example.it/tenants/acme.json', () => HttpResponse.json(ACME_FILE)));
    const { events } = await start('acme.example.it');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifica la tua idoneità' })).toBeInTheDocument();
    expect(events).toEqual([{ event: 'page_view', page: 'home' }]);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0f7a4d');
    await waitFor(() => expect(document.title).toBe('Verifica la tua idoneità · Acme S.p.A.'));
  });

  it('shows the not-found page for an unknown partner', async () => {
    server.use(
      http.get('https://nobody.example.it/tenants/nobody.json', () => new HttpResponse(null, { status: 404 })),
      http.get('https://nobody.example.it/tenants/hosts/nobody.example.it.json', () => new HttpResponse(null, { status: 404 })),
    );
    await start('nobody.example.it');
    expect(await screen.findByRole('heading', { level: 1, name: 'Azienda non trovata' })).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail aziendale')).not.toBeInTheDocument();
  });

  it("treats a static host's index.html fallback as not found", async () => {
    const fallback = () => HttpResponse.html('<!doctype html><div id="root"></div>');
    server.use(
      http.get('https://nobody.example.it/tenants/nobody.json', fallback),
      http.get('https://nobody.example.it/tenants/hosts/nobody.example.it.json', fallback),
    );
    await start('nobody.example.it');
    expect(await screen.findByRole('heading', { level: 1, name: 'Azienda non trovata' })).toBeInTheDocument();
  });

  it('fetches nothing for a host that is not a valid slug', async () => {
    // msw is set to fail on any unhandled request, so a fetch here would fail the test.
    await start('a_b.example.it');
    expect(await screen.findByRole('heading', { level: 1, name: 'Azienda non trovata' })).toBeInTheDocument();
  });

  it('offers a retry when the tenant file cannot be reached', async () => {
    server.use(http.get('https://acme.example.it/tenants/acme.json', () => HttpResponse.error()));
    await start('acme.example.it');
    expect(await screen.findByRole('heading', { level: 1, name: 'Non riusciamo a caricare la pagina' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('offers a retry for a corrupt tenant file, and the retry loads the partner', async () => {
    let calls = 0;
    server.use(
      http.get('https://acme.example.it/tenants/acme.json', () => {
        calls += 1;
        return calls === 1 ? new HttpResponse('{"partner": {"na', { headers: { 'Content-Type': 'application/json' } }) : HttpResponse.json(ACME_FILE);
      }),
    );
    await start('acme.example.it');
    expect(await screen.findByRole('heading', { level: 1, name: 'Non riusciamo a caricare la pagina' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Azienda non trovata' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifica la tua idoneità' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail aziendale')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("shows a broken partner's problems in development, not a connection message", async () => {
    server.use(
      http.get('https://acme.localhost/tenants/acme.json', () =>
        HttpResponse.json({ problems: ['tenants/acme.json: contractRef: is missing: add it to the file or to _defaults.json'] }, { status: 422 }),
      ),
    );
    await startApp({ host: 'acme.localhost', isProduction: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Il file del partner ha errori' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('tenants/acme.json: contractRef: is missing: add it to the file or to _defaults.json');
    expect(screen.queryByText(/connessione/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
