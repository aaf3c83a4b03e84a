import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { startApp } from '../support/start-app';
import { server } from '../support/msw-server';
import { testTenant } from '../support/test-tenant';
import { t } from '../support/locale';

// A partner served on its own domain: { "hosts": ["salute.acme.it"] } in tenants/acme.json,
// which the build also lists in /tenants/hosts.json, the map of every host to its partner.
const { slug, ...ACME_FILE } = testTenant({ hosts: ['salute.acme.it'] });
const HOST_MAP = { 'salute.acme.it': slug };

async function start(host: string) {
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => requested.push(new URL(request.url).pathname));
  await startApp({ host });
  server.events.removeAllListeners();
  return { requested };
}

describe("a partner's own domain", () => {
  it('is found through /tenants/hosts.json when no partner has its first label', async () => {
    server.use(
      http.get('https://salute.acme.it/tenants/salute.json', () => new HttpResponse(null, { status: 404 })),
      http.get('https://salute.acme.it/tenants/hosts.json', () => HttpResponse.json(HOST_MAP)),
      http.get(`https://salute.acme.it/tenants/${slug}.json`, () => HttpResponse.json(ACME_FILE)),
    );
    const { requested } = await start('salute.acme.it');
    expect(await screen.findByRole('heading', { level: 1, name: t('eligibility:title') })).toBeInTheDocument();
    expect(screen.getByText('Acme S.p.A.')).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0f7a4d');
    expect(requested).toEqual(['/tenants/salute.json', '/tenants/hosts.json', `/tenants/${slug}.json`]);
  });

  it('shows the not-found page when the host map is missing too', async () => {
    server.use(
      http.get('https://salute.nobody.it/tenants/salute.json', () => new HttpResponse(null, { status: 404 })),
      http.get('https://salute.nobody.it/tenants/hosts.json', () => new HttpResponse(null, { status: 404 })),
    );
    await start('salute.nobody.it');
    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.tenantNotFound.title') })).toBeInTheDocument();
  });

  it('refuses a partner whose own file does not list the host', async () => {
    const { hosts: _hosts, ...withoutHosts } = ACME_FILE;
    server.use(
      http.get('https://salute.acme.it/tenants/salute.json', () => new HttpResponse(null, { status: 404 })),
      http.get('https://salute.acme.it/tenants/hosts.json', () => HttpResponse.json(HOST_MAP)),
      http.get(`https://salute.acme.it/tenants/${slug}.json`, () => HttpResponse.json(withoutHosts)),
    );
    await start('salute.acme.it');
    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.tenantNotFound.title') })).toBeInTheDocument();
  });
});
