import { findTenant, loadTenant, loadTenantByHost } from './load-tenant';
import { readEmbeddedTenant } from './embedded-tenant';
import { tenantSchemaFor } from '../shared/tenant/schema';
import { tenantFile } from '../../tests/support/test-tenant';
import { DEFAULT_TEXTS } from '../shared/i18n/default-texts';
import { NAMESPACES } from '../shared/i18n/text-keys';
import { createI18n } from '../lib/i18n';

const ACME = tenantFile({ hosts: ['salute.acme.it'] });

/** A static site: path -> JSON body; anything else is a 404. Records every path asked for. */
function site(files: Record<string, unknown>) {
  const asked: string[] = [];
  const doFetch = (async (input: RequestInfo | URL) => {
    const path = input instanceof Request ? input.url : String(input);
    asked.push(path);
    return path in files ? Response.json(files[path]) : new Response('Not found', { status: 404 });
  }) as typeof fetch;
  return { asked, doFetch };
}

describe('findTenant', () => {
  it('finds a partner by subdomain, without asking for a host file', async () => {
    const { asked, doFetch } = site({ '/tenants/acme.json': ACME });
    const loaded = await findTenant({ host: 'acme.example.it', search: '' }, true, doFetch);
    expect(loaded).toEqual({ status: 'ok', tenant: { ...ACME, slug: 'acme' } });
    expect(asked).toEqual(['/tenants/acme.json']);
  });

  it("falls back to the partner's own domain, taking the slug from the host map", async () => {
    const { asked, doFetch } = site({ '/tenants/hosts.json': { 'salute.acme.it': 'acme' }, '/tenants/acme.json': ACME });
    const loaded = await findTenant({ host: 'Salute.Acme.it:443', search: '' }, true, doFetch);
    expect(loaded).toEqual({ status: 'ok', tenant: { ...ACME, slug: 'acme' } });
    expect(asked).toEqual(['/tenants/salute.json', '/tenants/hosts.json', '/tenants/acme.json']);
  });

  it('is not found when neither file exists', async () => {
    const { doFetch } = site({});
    expect(await findTenant({ host: 'nobody.example.it', search: '' }, true, doFetch)).toEqual({ status: 'not-found' });
  });

  it.each(['a_b.example.it', 'x--.acme.it', 'localhost:5173', '[::1]:5173', 'example', `${'abcde.'.repeat(50)}it`])(
    'fetches no host file for %s',
    async (host) => {
      const { asked, doFetch } = site({});
      await findTenant({ host, search: '' }, true, doFetch);
      expect(asked.filter((path) => path.startsWith('/tenants/hosts'))).toEqual([]);
    },
  );

  it('never falls back to the host for a ?tenant= preview', async () => {
    const { asked, doFetch } = site({ '/tenants/hosts.json': { 'salute.acme.it': 'acme' }, '/tenants/acme.json': ACME });
    expect(await findTenant({ host: 'salute.acme.it', search: '?tenant=nobody' }, false, doFetch)).toEqual({
      status: 'not-found',
    });
    expect(asked).toEqual(['/tenants/nobody.json']);
  });

  it('stops at an unreachable subdomain file, which the member can retry', async () => {
    const doFetch = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    expect(await findTenant({ host: 'acme.example.it', search: '' }, true, doFetch)).toEqual({ status: 'unreachable' });
  });
});

describe('loadTenantByHost', () => {
  it('takes a host map with a slug that is no slug as corrupt, and fetches nothing more', async () => {
    const { asked, doFetch } = site({ '/tenants/hosts.json': { 'salute.acme.it': '../x' } });
    expect(await loadTenantByHost('salute.acme.it', doFetch)).toEqual({ status: 'unreachable' });
    expect(asked).toEqual(['/tenants/hosts.json']);
  });

  it('is not found for a host the map does not list', async () => {
    const { doFetch } = site({ '/tenants/hosts.json': { 'salute.acme.it': 'acme' }, '/tenants/acme.json': ACME });
    expect(await loadTenantByHost('salute.beta.it', doFetch)).toEqual({ status: 'not-found' });
  });

  it("is not found when the partner's own file does not list the host", async () => {
    const { doFetch } = site({ '/tenants/hosts.json': { 'salute.beta.it': 'acme' }, '/tenants/acme.json': ACME });
    expect(await loadTenantByHost('salute.beta.it', doFetch)).toEqual({ status: 'not-found' });
  });

  it("treats a static host's index.html fallback as not found", async () => {
    const doFetch = (async () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })) as typeof fetch;
    expect(await loadTenantByHost('salute.acme.it', doFetch)).toEqual({ status: 'not-found' });
  });
});

describe('a partner file that does not arrive whole', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up after 10 s without an answer: unreachable, which the member can retry', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const doFetch = ((_input: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    }) as typeof fetch;
    const loading = findTenant({ host: 'acme.example.it', search: '' }, true, doFetch);
    let settled = false;
    void loading.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await loading).toEqual({ status: 'unreachable' });
    expect(signal?.aborted).toBe(true);
  });

  it('also times out a body that stops half way', async () => {
    vi.useFakeTimers();
    const doFetch = (async () =>
      new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"partner":')) }), {
        headers: { 'Content-Type': 'application/json' },
      })) as typeof fetch;
    const loading = findTenant({ host: 'acme.example.it', search: '' }, true, doFetch);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await loading).toEqual({ status: 'unreachable' });
  });

  it.each([
    ['cut short', '{"partner": {"name": "Ac'],
    ['not a partner', '{"hello": "world"}'],
  ])('calls a corrupt file (%s) unreachable, not "not found"', async (_what, body) => {
    const doFetch = (async () => new Response(body, { headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
    expect(await findTenant({ host: 'acme.example.it', search: '' }, true, doFetch)).toEqual({ status: 'unreachable' });
  });

  it("keeps a 404 and the static host's index.html fallback as not found", async () => {
    const html = (async () =>
      new Response('<!doctype html><div id="root"></div>', { headers: { 'Content-Type': 'text/html' } })) as typeof fetch;
    expect(await findTenant({ host: 'nobody.example.it', search: '' }, true, html)).toEqual({ status: 'not-found' });
    expect(await findTenant({ host: 'nobody.example.it', search: '' }, true, site({}).doFetch)).toEqual({ status: 'not-found' });
  });

  it("shows the development server's list of problems of a broken partner, outside production only", async () => {
    const doFetch = (async () =>
      Response.json({ problems: ['tenants/acme.json: contractRef: is missing'] }, { status: 422 })) as typeof fetch;
    expect(await findTenant({ host: 'acme.localhost:5173', search: '' }, false, doFetch)).toEqual({
      status: 'invalid',
      problems: ['tenants/acme.json: contractRef: is missing'],
    });
    expect(await findTenant({ host: 'acme.example.it', search: '' }, true, doFetch)).toEqual({ status: 'unreachable' });
  });
});

/** A partner that uses every field, optional ones included. */
const FULL = tenantFile({
  hosts: ['salute.acme.it', 'benessere.acme-group.com'],
  branding: { primaryColor: '#0f7a4d', logoUrl: '/images/partners/acme.svg', heroImageUrl: '/images/partners/acme-hero.jpg' },
  texts: {
    it: { 'eligibility:title': 'Benvenuto in {{partnerName}}', 'common:support.text': 'Scrivi a <email>{{email}}</email>' },
    en: { 'eligibility:title': 'Welcome to {{partnerName}}' },
  },
});

/** What /tenants/acme.json, holding `body`, loads as. */
async function loaded(body: unknown) {
  return loadTenant('acme', site({ '/tenants/acme.json': body }).doFetch);
}

/** What the build writes for `value` (a test build, loopback allowed): the schema's output without $schema. */
function built(value: unknown): unknown {
  const { $schema: _schema, ...data } = tenantSchemaFor({ allowLoopback: true }, DEFAULT_TEXTS).parse(value);
  return data;
}

const { partner, provider, support, branding } = FULL;

describe('a partner file the build did not write', () => {
  it('loads the partner the build wrote, every field included', async () => {
    expect(await loaded(FULL)).toEqual({ status: 'ok', tenant: { ...FULL, slug: 'acme' } });
    expect(await loaded(built({ $schema: '../tenant.schema.json', ...FULL }))).toEqual({
      status: 'ok',
      tenant: { ...FULL, slug: 'acme' },
    });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a list', [FULL]],
    ['a text', 'acme'],
    ['a missing field', { ...FULL, contractRef: undefined }],
    ['an unknown field', { ...FULL, colour: '#000000' }],
    ['an unknown field inside an object', { ...FULL, branding: { ...branding, colour: 'red' } }],
    ['the editor hint, which the build leaves out', { $schema: '../tenant.schema.json', ...FULL }],
    ['the site settings, which the build leaves out', { ...FULL, site: { domain: 'salute-partner.it' } }],
    ['the allowances, which the build leaves out', { ...FULL, allow: { publicEmailDomains: ['gmail.com'] } }],
    ['a slug', { slug: 'acme', ...FULL }],
    ['markup in the name', { ...FULL, partner: { ...partner, name: '<b>Acme</b>' } }],
    ['a bidi control in the name', { ...FULL, partner: { ...partner, name: 'Ac\u202Eme' } }],
    ['a name with spaces around it', { ...FULL, partner: { ...partner, name: ' Acme ' } }],
    ['a name too long', { ...FULL, partner: { ...partner, name: 'a'.repeat(201) } }],
    ['no e-mail domain', { ...FULL, partner: { ...partner, emailDomains: [] } }],
    ['a domain in capitals', { ...FULL, partner: { ...partner, emailDomains: ['ACME.it'] } }],
    ['a domain with an @', { ...FULL, partner: { ...partner, emailDomains: ['@acme.it'] } }],
    ['a host twice', { ...FULL, hosts: ['salute.acme.it', 'salute.acme.it'] }],
    ['a host with a port', { ...FULL, hosts: ['salute.acme.it:443'] }],
    ['a contract reference with a space', { ...FULL, contractRef: 'ACME 2026' }],
    ['a colour that injects CSS', { ...FULL, branding: { ...branding, primaryColor: 'red;background:url(x)' } }],
    ['a logo on another site by //', { ...FULL, branding: { ...branding, logoUrl: '//evil.test/logo.svg' } }],
    ['a script address', { ...FULL, provider: { ...provider, videoUrl: 'javascript:alert(1)' } }],
    ['plain http on a real host', { ...FULL, provider: { ...provider, apiBaseUrl: 'http://vivi.test/patient' } }],
    ['a user name in an address', { ...FULL, support: { ...support, chatUrl: 'https://user:secret@vivi.test/' } }],
    ['a host that breaks into the CSP', { ...FULL, provider: { ...provider, apiBaseUrl: 'https://x;connect-src;/' } }],
    [
      'an address not as the URL parser writes it',
      { ...FULL, provider: { ...provider, apiBaseUrl: 'https:api.vivi.test/patient' } },
    ],
    ['an address with a host in capitals', { ...FULL, provider: { ...provider, apiBaseUrl: 'https://API.vivi.test/patient' } }],
    ['a query on a base address', { ...FULL, provider: { ...provider, webappBaseUrl: 'https://app.vivi.test/?a=1' } }],
    ['a support address that is none', { ...FULL, support: { ...support, email: 'help@vivi' } }],
    ['texts in a language the app does not offer', { ...FULL, texts: { fr: {} } }],
    ['a tag with an attribute', { ...FULL, texts: { it: { 'common:support.text': '<email href="x">{{email}}</email>' } } }],
    ['a tab in a text', { ...FULL, texts: { it: { 'eligibility:title': 'Benvenuto\t' } } }],
  ])('refuses a file with %s: corrupt, worth a retry', async (_what, body) => {
    expect(await loaded(body)).toEqual({ status: 'unreachable' });
  });

  // Step 1 carries only its own texts, so what a text's default allows is checked where the text
  // is shown (src/lib/i18n.ts), not when the file arrives: the build refused these files already.
  it.each([
    ['a text key the app does not have', 'it', 'eligibility:nope', 'Ciao'],
    ['a placeholder the text cannot fill in', 'it', 'eligibility:title', '{{unknown}}'],
    ['markup the default does not have', 'en', 'eligibility:title', '<b>Welcome</b>'],
    ['markup a later screen does not have', 'it', 'description:title', '<b>Salute</b>'],
  ] as const)('takes a file with %s but never shows that text: the default stays', async (_what, lng, key, text) => {
    const result = await loaded({ ...FULL, texts: { [lng]: { [key]: text } } });
    expect(result.status).toBe('ok');
    const texts = result.status === 'ok' ? result.tenant.texts : undefined;
    const values = { partnerName: 'Acme', productName: 'Vivi', email: 'aiuto@vivi.test' };
    const i18n = await createI18n(values, { lng, texts, namespaces: NAMESPACES });
    const defaults = await createI18n(values, { lng, namespaces: NAMESPACES });
    expect((i18n.t as (key: string) => string)(key)).toBe((defaults.t as (key: string) => string)(key));
    expect((i18n.t as (key: string) => string)(key)).not.toContain(text);
  });

  it('accepts what the build writes for a partner with untidy spacing, capitals and addresses', async () => {
    const untidy = {
      ...FULL,
      partner: { name: ' Acme S.p.A. ', emailDomains: [' ACME.it '] },
      provider: { ...provider, apiBaseUrl: 'https:API.vivi.test/patient' },
    };
    expect(await loaded(untidy)).toEqual({ status: 'unreachable' });
    expect(await loaded(built(untidy))).toEqual({
      status: 'ok',
      tenant: {
        ...FULL,
        partner: { name: 'Acme S.p.A.', emailDomains: ['acme.it'] },
        provider: { ...provider, apiBaseUrl: 'https://api.vivi.test/patient' },
        slug: 'acme',
      },
    });
  });

  it("accepts loopback addresses, which only a test build's files hold", async () => {
    const local = { ...FULL, provider: { ...provider, apiBaseUrl: 'http://localhost:8787/patient' } };
    expect(await loaded(local)).toEqual({ status: 'ok', tenant: { ...local, slug: 'acme' } });
  });

  it('reads the partner with its slug, as the build wrote it into its page (checked by the schema then)', () => {
    expect(readEmbeddedTenant({ slug: 'acme', ...FULL })).toEqual({ slug: 'acme', ...FULL });
    expect(readEmbeddedTenant({ slug: 'Acme!', ...FULL })).toBeNull();
    expect(readEmbeddedTenant({ ...FULL })).toBeNull();
    expect(readEmbeddedTenant({ slug: 'acme', ...FULL, partner: 'Acme' })).toBeNull();
    expect(readEmbeddedTenant({ slug: 'acme', ...FULL, provider: undefined })).toBeNull();
    expect(readEmbeddedTenant([FULL])).toBeNull();
    expect(readEmbeddedTenant(null)).toBeNull();
  });

  it.each<[string, unknown]>([
    ['a slug that is no slug', { 'salute.acme.it': '../x' }],
    ['a host in capitals', { 'Salute.acme.it': 'acme' }],
    ['a list', ['salute.acme.it']],
    ['a slug that is no text', { 'salute.acme.it': 42 }],
  ])('takes a host map with %s as corrupt', async (_what, map) => {
    const { doFetch } = site({ '/tenants/hosts.json': map, '/tenants/acme.json': ACME });
    expect(await loadTenantByHost('salute.acme.it', doFetch)).toEqual({ status: 'unreachable' });
  });

  it("finds a host's slug only in the map's own entries", async () => {
    const { doFetch } = site({ '/tenants/hosts.json': { 'salute.acme.it': 'acme' } });
    expect(await loadTenantByHost('constructor', doFetch)).toEqual({ status: 'not-found' });
  });
});
