import { resolveCustomHost, resolveTenantSlug } from './resolve-slug';

describe('resolveTenantSlug', () => {
  it.each([
    ['acme.example.it', 'acme'],
    ['acme.localhost:5173', 'acme'],
    ['ACME.Example.IT', 'acme'],
    ['acme-italia.example.it', 'acme-italia'],
    ['localhost', 'demo'],
    ['localhost:4173', 'demo'],
    ['127.0.0.1:5173', 'demo'],
  ])('%s -> %s', (host, slug) => {
    expect(resolveTenantSlug(host, '', true)).toBe(slug);
  });

  it.each(['example', '-acme.example.it', 'ac_me.example.it', `${'a'.repeat(64)}.example.it`, '%2e.example.it', '..example.it'])(
    'gives no tenant for %s',
    (host) => {
      expect(resolveTenantSlug(host, '', true)).toBeNull();
    },
  );

  it('lets ?tenant= override the host outside production only', () => {
    expect(resolveTenantSlug('localhost:5173', '?tenant=acme', false)).toBe('acme');
    expect(resolveTenantSlug('demo.example.it', '?tenant=acme', true)).toBe('demo');
    expect(resolveTenantSlug('localhost:5173', '?tenant=../secret', false)).toBeNull();
  });
});

describe('resolveCustomHost', () => {
  it.each([
    ['salute.acme.it', 'salute.acme.it'],
    ['Salute.ACME.it:8443', 'salute.acme.it'],
    ['salute.acme.it.', 'salute.acme.it'],
    ['acme-salute.example.co.uk', 'acme-salute.example.co.uk'],
  ])('%s -> %s', (host, hostname) => {
    expect(resolveCustomHost(host)).toBe(hostname);
  });

  it.each([
    'localhost',
    '127.0.0.1',
    '[::1]:5173',
    'a_b.acme.it',
    'acme..it',
    '-acme.it',
    `${'a'.repeat(60)}.`.repeat(5) + 'it',
    '../x.it',
    'acme.it/x',
  ])('gives no host for %s', (host) => {
    expect(resolveCustomHost(host)).toBeNull();
  });
});
