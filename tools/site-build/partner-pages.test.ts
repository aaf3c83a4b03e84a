import {
  entryStylesheets,
  inlineHash,
  jsonForScript,
  pageDocument,
  step1Scripts,
  step2Scripts,
  type Manifest,
} from './partner-pages';
import { nginxFromRoutes, nginxPartnerMaps, routesDescription } from '../deploy/host-routing';
import { nginxString } from '../deploy/security-headers';
import { partnerOf } from '../../deploy/worker/src/worker.js';
import type { TenantData } from '../../src/shared/tenant/schema';
import { tenantFile } from '../../tests/support/test-tenant';

const MANIFEST: Manifest = {
  'src/main.tsx': {
    file: 'assets/main-1.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/bootstrap.tsx'],
    css: ['assets/main-1.css'],
  },
  'src/bootstrap.tsx': {
    file: 'assets/bootstrap-1.js',
    imports: ['_react.js'],
    dynamicImports: ['src/routes/description.tsx?tsr-split=component'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-1.js', imports: ['_shared.js', '_form.js'] },
  '_form.js': { file: 'assets/form-1.js' },
  'src/routes/description.tsx?tsr-split=component': { file: 'assets/description-1.js' },
  'src/routes/insert-info.tsx?tsr-split=component': { file: 'assets/insert-info-1.js', imports: ['_form.js', '_dates.js'] },
  '_dates.js': { file: 'assets/dates-1.js' },
  'locales/it/userInfo.json': { file: 'assets/userInfo-1.js' },
};

describe('the scripts and styles of step 1, from the manifest', () => {
  it('are the entry and the steps it loads at once, then the step-1 route, with their static imports, never a later step', () => {
    expect(step1Scripts(MANIFEST)).toEqual({
      entry: 'assets/main-1.js',
      preloads: ['assets/bootstrap-1.js', 'assets/form-1.js', 'assets/react-1.js', 'assets/routes-1.js', 'assets/shared-1.js'],
    });
    expect(entryStylesheets(MANIFEST)).toEqual(['assets/main-1.css']);
  });

  it("name step 2's modules and texts that step 1 has not loaded, fetched once step 1's answers are right", () => {
    expect(step2Scripts(MANIFEST, step1Scripts(MANIFEST))).toEqual([
      'assets/dates-1.js',
      'assets/insert-info-1.js',
      'assets/userInfo-1.js',
    ]);
    const { 'src/routes/insert-info.tsx?tsr-split=component': _step2, ...noStep2 } = MANIFEST;
    expect(() => step2Scripts(noStep2, step1Scripts(noStep2))).toThrow(/no chunk for src\/routes\/insert-info.tsx/);
  });

  it('stop the build when the manifest is not what the pages need', () => {
    expect(() => step1Scripts({})).toThrow(/0 entries/);
    const { 'src/routes/index.tsx?tsr-split=component': _route, ...noRoute } = MANIFEST;
    expect(() => step1Scripts(noRoute)).toThrow(/no chunk for src\/routes\/index.tsx/);
    const { '_shared.js': _shared, ...noShared } = MANIFEST;
    expect(() => step1Scripts(noShared)).toThrow(/names _shared.js, which it does not hold/);
  });
});

describe('pageDocument', () => {
  const page = pageDocument({
    title: 'Verifica · <Acme & figli>',
    styles: ['body{color:red}', ':root{--color-primary:#0f7a4d}'],
    scripts: { entry: 'assets/main-1.js', preloads: ['assets/routes-1.js'] },
    root: { html: '<main>step 1</main>', partner: 'acme' },
    config: { id: 'partner-config', value: { name: '</script><script>alert(1)</script>' } },
  });

  it('is a whole document with the title escaped, the styles inline and the app module', () => {
    expect(page).toMatch(/^<!doctype html>\n<html lang="it">/);
    expect(page).toContain('<title>Verifica · &lt;Acme &amp; figli&gt;</title>');
    expect(page).toContain('<style>body{color:red}</style>\n<style>:root{--color-primary:#0f7a4d}</style>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/main-1.js"></script>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/routes-1.js" />');
    expect(page).toContain('<div id="root" data-prerendered="acme"><main>step 1</main></div>');
  });

  it('holds the configuration as data that no text can turn into markup', () => {
    expect(page).toContain(
      '<script type="application/json" id="partner-config">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(JSON.parse(jsonForScript({ a: '</script>\u2028' }))).toEqual({ a: '</script>\u2028' });
    expect(page.match(/<script/g)).toHaveLength(2);
  });

  it('a page already drawn: no module in the head (its inline script adds them), notices around the app', () => {
    const drawn = pageDocument({
      title: 't',
      styles: [],
      beforeApp: 'start()',
      root: { html: '<main></main>', partner: 'acme' },
      noscript: '<p>JavaScript</p>',
      startNotice: '<div id="start-notice" hidden></div>',
    });
    expect(drawn).not.toContain('<script type="module"');
    expect(drawn).not.toContain('rel="modulepreload"');
    expect(drawn).toContain(
      '<body>\n<noscript><p>JavaScript</p></noscript>\n<div id="root" data-prerendered="acme"><main></main></div>\n<div id="start-notice" hidden></div>\n<script>start()</script>\n</body>',
    );
  });

  it('refuses a stylesheet or script that would close its element, and a marker that is no slug', () => {
    expect(() => pageDocument({ title: 't', styles: ['a{}</style><script>'] })).toThrow(/<\/style/);
    expect(() => pageDocument({ title: 't', styles: [], beforeApp: 'a("</script>")' })).toThrow(/<\/script/);
    expect(() => pageDocument({ title: 't', styles: [], root: { html: '', partner: 'x" onload="' } })).toThrow(
      /not a partner slug/,
    );
  });

  it('hashes a stylesheet as the Content-Security-Policy names it', () => {
    // echo -n 'body{color:red}' | openssl dgst -sha256 -binary | base64
    expect(inlineHash('body{color:red}')).toBe("'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='");
  });
});

describe('nginxPartnerMaps', () => {
  const tenants = new Map<string, TenantData>([
    ['acme', tenantFile({ hosts: ['salute.acme.it'] })],
    ['beta', tenantFile()],
  ]);
  const policies = new Map([
    ['acme', "default-src 'self'; connect-src 'self' https://api.acme.test"],
    ['beta', "default-src 'self'; connect-src 'self' https://api.beta.test"],
  ]);
  const maps = nginxPartnerMaps(tenants, policies, "default-src 'self'");

  it('maps own hosts, then the first label, to the partner, and each partner to its own policy', () => {
    expect(maps).toContain(
      'map $host $onboarding_partner {\n    default $onboarding_subdomain_partner;\n    salute.acme.it acme;\n}',
    );
    expect(maps).toContain(
      'map $onboarding_first_label $onboarding_subdomain_partner {\n    default "";\n    acme acme;\n    beta beta;\n}',
    );
    expect(maps).toContain(`    beta "default-src 'self'; connect-src 'self' https://api.beta.test";`);
    expect(maps).toContain(`    default "default-src 'self'";`);
  });

  it('with our own domain, takes the first label only of <slug>.<domain> and <slug>.localhost', () => {
    const own = nginxPartnerMaps(tenants, policies, "default-src 'self'", 'onboarding-salute.example');
    expect(own).toContain('"~^(?<onboarding_label>[a-z0-9-]+)\\.(onboarding-salute\\.example|localhost)$" $onboarding_label;');
    expect(maps).toContain('"~^(?<onboarding_label>[a-z0-9-]+)\\." $onboarding_label;');
  });

  it('stops the build on anything nginx would read as more than text', () => {
    for (const value of ['a"b', 'a$host', 'a\\b', 'a\nb'])
      expect(() => nginxString(value)).toThrow(/would hold \$, ", \\ or a control character/);
    const bad = new Map([['acme', tenantFile({ hosts: ['a$b.acme.it'] })]]);
    expect(() => nginxPartnerMaps(bad, new Map(), "default-src 'self'")).toThrow(/not a partner name or host name/);
  });
});

describe('routesDescription, the one description nginx and the worker read', () => {
  const tenants = new Map<string, TenantData>([
    ['acme', tenantFile({ hosts: ['salute.acme.it'] })],
    ['beta', tenantFile()],
  ]);
  const policies = new Map([['acme', "default-src 'self'; connect-src 'self' https://api.acme.test"]]);
  const headers = { 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' };

  it('makes the same nginx maps as the partners themselves would', () => {
    for (const domain of [undefined, 'onboarding-salute.example']) {
      const routes = routesDescription(tenants, policies, headers, domain);
      expect(routes.csp).toEqual({ acme: policies.get('acme'), beta: "default-src 'self'" });
      expect(nginxFromRoutes(routes).partners).toBe(nginxPartnerMaps(tenants, policies, "default-src 'self'", domain));
      expect(nginxFromRoutes(routes).securityHeaders).toContain('add_header Content-Security-Policy $onboarding_csp always;');
    }
  });

  it("the worker finds a host's partner as nginx's maps do", () => {
    const own = routesDescription(tenants, policies, headers, 'onboarding-salute.example');
    const any = routesDescription(tenants, policies, headers);
    const cases: Array<[string, string, string]> = [
      ['acme.onboarding-salute.example', 'acme', 'acme'],
      ['beta.localhost:4305', 'beta', 'beta'],
      ['salute.acme.it', 'acme', 'acme'],
      ['acme.elsewhere.example', '', 'acme'],
      ['nessuno.onboarding-salute.example', '', ''],
      ['www.acme.onboarding-salute.example', '', ''],
      ['localhost', '', ''],
      ['acme', '', ''],
    ];
    for (const [host, withDomain, withoutDomain] of cases) {
      expect(partnerOf(own, host), host).toBe(withDomain);
      expect(partnerOf(any, host), host).toBe(withoutDomain);
    }
  });
});
