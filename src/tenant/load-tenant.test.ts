import { findTenant, loadTenantByHost } from './load-tenant';
import { tenantFile } from '../../tests/support/test-tenant';

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
