import { screen } from '@testing-library/react';
import { startApp } from '../support/start-app';
import { t } from '../support/locale';

const VALID_TENANT_PATH = /^\/tenants\/[a-z0-9-]{1,63}\.json$/;

describe('hostile host names', () => {
  it.each([
    '..',
    '..example.it',
    '%2e.example.it',
    '%2e%2e',
    `${'a'.repeat(64)}.example.it`,
    `${'a'.repeat(300)}.example.it`,
    'a/b.example.it',
    'a\\b.example.it',
    '[::1]:5173',
    'acme.example.it:99999/../x',
  ])('%s fetches nothing but a valid tenant path, then says the partner was not found', async (host) => {
    const fetched: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      fetched.push(new URL(input instanceof Request ? input.url : input).pathname);
      return new Response('Not found', { status: 404 });
    };
    await startApp({ host, origin: 'https://example.it', fetch: fakeFetch });
    for (const path of fetched) expect(path).toMatch(VALID_TENANT_PATH);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(t('common:status.tenantNotFound.title'));
  });
});
