import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TENANTS, expect } from './support/fixtures';
import { NGINX_PORT } from './support/ports';
import { BUILD_DIR } from './support/paths';
import { hasBrotli } from './support/nginx';
import { deployDirOf } from '../../tools/deploy/deploy-dir';
import { partnerUrl, test } from './support/nginx-fixture';
import { partnerPageTests } from './support/partner-page-tests';

// The suite's nginx has a self-signed certificate.
test.use({ ignoreHTTPSErrors: true });

// Node does not resolve *.localhost: requests that need no partner go to the address itself.
const NGINX_ORIGIN = `https://127.0.0.1:${NGINX_PORT}`;

// Plain HTTP (the redirect to HTTPS, and 404 for other hosts) is hostile-partners.spec.ts.
test.describe('behind nginx with the deploy configuration', () => {
  partnerPageTests(test, { port: NGINX_PORT, scheme: 'https', url: partnerUrl });

  test('a page holds only its own partner, and the JavaScript none', () => {
    const scripts = readdirSync(join(BUILD_DIR, 'assets')).filter((file) => file.endsWith('.js'));
    for (const tenant of TENANTS) {
      const page = readFileSync(join(BUILD_DIR, 'partners', `${tenant.slug}.html`), 'utf8');
      for (const other of TENANTS.filter((candidate) => candidate !== tenant)) {
        expect(page).not.toContain(other.name);
        expect(page).not.toContain(other.domain);
        expect(page).not.toContain(other.contractRef);
      }
      for (const file of scripts) {
        const code = readFileSync(join(BUILD_DIR, 'assets', file), 'utf8');
        expect(code, file).not.toContain(tenant.name);
        expect(code, file).not.toContain(tenant.contractRef);
      }
    }
  });

  test('caches hashed assets for long, compresses, and hides deploy files', async ({ page, request }) => {
    await page.goto(partnerUrl('alfa'));
    const script = await page.locator('script[type="module"]').getAttribute('src');
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const gzip = await request.get(`${NGINX_ORIGIN}${script!}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['content-security-policy']).toBeTruthy();
    if (hasBrotli) {
      const brotli = await request.get(`${NGINX_ORIGIN}${script!}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(brotli.headers()['content-encoding']).toBe('br');
    }
    const missing = await request.get(`${NGINX_ORIGIN}/assets/missing-0000.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control'] ?? '').not.toContain('max-age=31536000');
    // The build keeps the server's files out of the web root (deploy-dir.ts); nginx hides the CDN's _headers,
    // and what builds before dist-deploy/ left in dist/ when a new one is uploaded over them.
    expect(readdirSync(BUILD_DIR)).not.toContain('_deploy');
    expect(readdirSync(BUILD_DIR)).not.toContain('.vite');
    expect(readdirSync(deployDirOf(BUILD_DIR)).sort()).toEqual([
      'manifest.json',
      'partners.conf',
      'routes.json',
      'security-headers.conf',
    ]);
    for (const path of ['/_headers', '/_deploy/security-headers.conf', '/.vite/manifest.json']) {
      expect((await page.goto(partnerUrl('alfa', path)))?.status(), path).toBe(404);
    }
    expect((await request.get(`${NGINX_ORIGIN}/tenants/nessuno.json`)).status()).toBe(404);
    for (const path of ['/partners/alfa.html', '/partners/beta.html']) {
      expect((await page.goto(partnerUrl('beta', path)))?.status(), path).toBe(404);
    }
  });
});
