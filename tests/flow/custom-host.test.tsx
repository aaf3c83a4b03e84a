import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { startApp } from '../support/start-app';
import { server } from '../support/provider-api';
import { testTenant } from '../support/test-tenant';
import { t } from '../support/locale';

// A partner served on its own domain: { "hosts": ["salute.acme.it"] } in tenants/acme.json,
// which the build also emits as /tenants/hosts/salute.acme.it.json with the slug.
const { slug, ...ACME_FILE } = testTenant({ hosts: ['salute.acme.it'] });
const HOST_FILE = { slug, ...ACME_FILE };

async function start(host: string) {
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => requested.push(new URL(request.url).pathname));
  await startApp({ host });
  server.events.removeAllListeners();
  return { requested };
}

describe("a partner's own domain", () => {
  it('is found through /tenants/hosts/<host>.json when no partner has its first label', async () => {
    server.use(
      http.get('https://salute.acme.it/tenants/salute.json', () => new HttpResponse(null, { status: 404 })),
      http.get('https://salute.acme.it/tenants/hosts/salute.acme.it.json', () => HttpResponse.json(HOST_FILE)),
    );
    const { requested } = await start('salute.acme.it');
    expect(await screen.findByRole('heading', { level: 1, name: t('eligibility:title') })).toBeInTheDocument();
    expect(screen.getByText('Acme S.p.A.')).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0f7a4d');
    expect(requested).toEqual(['/tenants/salute.json', '/tenants/hosts/salute.acme.it.json']);
  });

  it('shows the not-found page when the host file is missing too', async () => {
    server.use(
      http.get('https://salute.nobody.it/tenants/salute.json', () => new HttpResponse(null, { status: 404 })),
      http.get('https://salute.nobody.it/tenants/hosts/salute.nobody.it.json', () => new HttpResponse(null, { status: 404 })),
    );
    await start('salute.nobody.it');
    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.tenantNotFound.title') })).toBeInTheDocument();
  });

  it('refuses a host file that names no valid partner', async () => {
    server.use(
      http.get('https://salute.acme.it/tenants/salute.json', () => new HttpResponse(null, { status: 404 })),
      http.get('https://salute.acme.it/tenants/hosts/salute.acme.it.json', () => HttpResponse.json(ACME_FILE)),
    );
    await start('salute.acme.it');
    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.tenantNotFound.title') })).toBeInTheDocument();
  });
});
