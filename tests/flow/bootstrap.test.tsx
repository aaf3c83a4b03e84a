import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { startApp } from '../support/start-app';
import type { AnalyticsEvent } from '@/lib/analytics';
import { server } from '../support/msw-server';
import { testTenant } from '../support/test-tenant';
import { t } from '../support/locale';

const { slug: _slug, ...ACME_FILE } = testTenant();
async function start(host: string) {
  const events: AnalyticsEvent[] = [];
  await startApp({ host, analytics: { track: (event) => events.push(event) } });
  return { events };
}

/** supportEmail of config/site.json, which the site's Vite plugins write into the app. */
const SITE_SUPPORT = (JSON.parse(readFileSync('config/site.json', 'utf8')) as { supportEmail: string }).supportEmail;

describe('start-up', () => {
  it("fetches the host's tenant, applies its colour, names it in the title and logs the home page view", async () => {
    server.use(http.get('https://acme.example.it/tenants/acme.json', () => HttpResponse.json(ACME_FILE)));
    const { events } = await start('acme.example.it');
    expect(await screen.findByRole('heading', { level: 1, name: t('eligibility:title') })).toBeInTheDocument();
    expect(events).toEqual([{ event: 'page_view', page: 'home' }]);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0f7a4d');
    await waitFor(() => expect(document.title).toBe(t('common:documentTitle', { page: t('eligibility:title') })));
  });

  it('shows the not-found page for an unknown partner', async () => {
    server.use(
      http.get('https://nobody.example.it/tenants/nobody.json', () => new HttpResponse(null, { status: 404 })),
      http.get('https://nobody.example.it/tenants/hosts.json', () => new HttpResponse(null, { status: 404 })),
    );
    await start('nobody.example.it');
    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.tenantNotFound.title') })).toBeInTheDocument();
    expect(screen.queryByLabelText(t('eligibility:email.label'))).not.toBeInTheDocument();
  });

  it('tells the member on the not-found page what to do next: check the link, try again, ask HR', async () => {
    server.use(
      http.get('https://nobody.example.it/tenants/nobody.json', () => new HttpResponse(null, { status: 404 })),
      http.get('https://nobody.example.it/tenants/hosts.json', () => new HttpResponse(null, { status: 404 })),
    );
    await start('nobody.example.it');
    const nextSteps = await screen.findByRole('region', { name: t('common:status.tenantNotFound.nextSteps.heading') });
    const steps = within(nextSteps)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      t('common:status.tenantNotFound.nextSteps.checkLink'),
      t('common:status.tenantNotFound.nextSteps.retry'),
      t('common:status.tenantNotFound.nextSteps.askHr'),
    ]);
    // A link, not a script's button: the build's not-found.html has no script.
    expect(within(nextSteps).getByRole('link', { name: t('common:status.retry') })).toHaveAttribute('href', '/');
    // And someone to write to: the site file's support address (config/site.json).
    expect(screen.getByRole('link', { name: SITE_SUPPORT })).toHaveAttribute('href', `mailto:${SITE_SUPPORT}`);
  });

  it('gives the support address when the partner cannot be loaded, beside Riprova', async () => {
    server.use(http.get('https://nobody.example.it/tenants/hosts.json', () => HttpResponse.error()));
    await start('nobody.example.it');
    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.unreachable.title') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('common:status.retry') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SITE_SUPPORT })).toHaveAttribute('href', `mailto:${SITE_SUPPORT}`);
  });

  it("treats a static host's index.html fallback as not found", async () => {
    const fallback = () => HttpResponse.html('<!doctype html><div id="root"></div>');
    server.use(
      http.get('https://nobody.example.it/tenants/nobody.json', fallback),
      http.get('https://nobody.example.it/tenants/hosts.json', fallback),
    );
    await start('nobody.example.it');
    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.tenantNotFound.title') })).toBeInTheDocument();
  });

  it('fetches nothing for a host that is not a valid slug', async () => {
    // msw is set to fail on any unhandled request, so a fetch here would fail the test.
    await start('a_b.example.it');
    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.tenantNotFound.title') })).toBeInTheDocument();
  });

  it('offers a retry when the tenant file cannot be reached', async () => {
    server.use(http.get('https://acme.example.it/tenants/acme.json', () => HttpResponse.error()));
    await start('acme.example.it');
    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.unreachable.title') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('common:status.retry') })).toBeInTheDocument();
  });

  it('offers a retry for a corrupt tenant file, and the retry loads the partner', async () => {
    let calls = 0;
    server.use(
      http.get('https://acme.example.it/tenants/acme.json', () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse('{"partner": {"na', { headers: { 'Content-Type': 'application/json' } })
          : HttpResponse.json(ACME_FILE);
      }),
    );
    await start('acme.example.it');
    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.unreachable.title') })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t('common:status.tenantNotFound.title') })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: t('common:status.retry') }));
    expect(await screen.findByRole('heading', { level: 1, name: t('eligibility:title') })).toBeInTheDocument();
    expect(screen.getByLabelText(t('eligibility:email.label'))).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("shows a broken partner's problems in development, not a connection message", async () => {
    server.use(
      http.get('https://acme.localhost/tenants/acme.json', () =>
        HttpResponse.json(
          { problems: ['tenants/acme.json: contractRef: is missing: add it to the file or to _defaults.json'] },
          { status: 422 },
        ),
      ),
    );
    await startApp({ host: 'acme.localhost', isProduction: false });
    // One language on the page: English, as the mistakes listed are.
    const heading = await screen.findByRole('heading', { level: 1, name: 'The partner file has mistakes' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/^Fix these mistakes in the partner file under tenants\//)).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'tenants/acme.json: contractRef: is missing: add it to the file or to _defaults.json',
    );
    expect(screen.queryByRole('heading', { name: t('common:status.unreachable.title') })).not.toBeInTheDocument();
    expect(screen.queryByText(t('common:status.unreachable.text'))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Riprova|errori|Correggi|Hai bisogno/);
  });
});
