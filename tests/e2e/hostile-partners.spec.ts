/**
 * nginx serves a partner only on its own hosts (issue 17): the plain-HTTP server redirects
 * partners' hosts only, and /tenants/<slug>.json is served on that partner's hosts only.
 */
import { expect } from './support/fixtures';
import { NGINX_HTTP_PORT, NGINX_PORT } from './support/ports';
import { test } from './support/nginx-fixture';

// The suite's nginx has a self-signed certificate.
test.use({ ignoreHTTPSErrors: true });

const http = `http://127.0.0.1:${NGINX_HTTP_PORT}`;
const https = `https://127.0.0.1:${NGINX_PORT}`;

test.describe('nginx and hostile hosts', () => {
  test('plain HTTP redirects a partner host to HTTPS, path and query kept, and answers 404 without a Location for any other Host', async ({
    request,
  }) => {
    const partner = await request.get(`${http}/insert-info?existingUser=true`, {
      headers: { Host: 'beta.localhost' },
      maxRedirects: 0,
    });
    expect(partner.status()).toBe(301);
    expect(partner.headers()['location']).toBe('https://beta.localhost/insert-info?existingUser=true');
    for (const host of ['evil.example', '127.0.0.1', 'nessuno.localhost']) {
      const response = await request.get(`${http}/x`, { headers: { Host: host }, maxRedirects: 0 });
      expect(response.status(), host).toBe(404);
      expect(response.headers()['location'], host).toBeUndefined();
    }
  });

  test("serves a partner's file on its own host only", async ({ request }) => {
    const on = (host: string, path: string) => request.get(`${https}${path}`, { headers: { Host: host } });
    expect((await on('alfa.localhost', '/tenants/alfa.json')).status()).toBe(200);
    expect((await on('beta.localhost', '/tenants/alfa.json')).status()).toBe(404);
    expect((await on('evil.example', '/tenants/alfa.json')).status()).toBe(404);
    expect((await on('alfa.localhost', '/tenants/hosts.json')).status()).toBe(404);
  });
});
