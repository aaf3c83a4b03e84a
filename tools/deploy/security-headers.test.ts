import { cdnHeaders, contentSecurityPolicy, nginxHeaders, securityHeaders } from './security-headers';
import type { TenantData } from '../../src/shared/tenant/schema';

function tenant(apiBaseUrl: string, logoUrl?: string): TenantData {
  return {
    partner: { name: 'Acme', emailDomains: ['acme.it'] },
    contractRef: 'A',
    provider: {
      productName: 'Vivi',
      productDomain: 'vivi.test',
      apiBaseUrl,
      webappBaseUrl: 'https://app.vivi.test/',
      redeemCouponUrl: 'https://app.vivi.test/r',
      howItWorksUrl: 'https://vivi.test/h',
      videoUrl: 'https://vivi.test/v',
    },
    support: { email: 'a@vivi.test', chatUrl: 'https://wa.me/1', privacyPolicyUrl: 'https://vivi.test/p' },
    branding: { primaryColor: '#000000', ...(logoUrl ? { logoUrl } : {}) },
  };
}

describe('contentSecurityPolicy', () => {
  it("lets the page connect only to itself and the partners' API origins", () => {
    const csp = contentSecurityPolicy([
      tenant('https://api.vivi.test/patient'),
      tenant('https://api.vivi.test/other'),
      tenant('https://api.altro.test/v1', '/images/partners/acme.svg'),
    ]);
    expect(csp).toContain("connect-src 'self' https://api.altro.test https://api.vivi.test;");
    // Partners' pictures are files of this site: no partner file widens the policy every page shares.
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  });
});

describe('securityHeaders', () => {
  const headers = securityHeaders([tenant('https://api.vivi.test')]);

  it('sets the headers a strict site needs', () => {
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(headers['Permissions-Policy']).toContain('clipboard-write=(self)');
    expect(headers['Permissions-Policy']!.split(', ').filter((entry) => !entry.endsWith('=()'))).toEqual([
      'clipboard-write=(self)',
    ]);
  });

  it('writes them for nginx and for CDNs', () => {
    expect(nginxHeaders(headers)).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(cdnHeaders(headers)).toMatch(/\/assets\/\*\n(?:.*\n)*?\s+Cache-Control: public, max-age=31536000, immutable/);
  });
});

describe('a partner address that is not a plain origin', () => {
  it.each([
    'https://a;connect-src;/patient',
    'https://a$foo/',
    'https://*.vivi.test/',
    'http://api.vivi.test/',
    'javascript:alert(1)',
  ])('fails the build instead of writing it into the policy (API %s)', (apiBaseUrl) => {
    expect(() => securityHeaders([tenant('https://api.vivi.test'), tenant(apiBaseUrl)])).toThrow(
      /is not an address this build can put in the Content-Security-Policy/,
    );
  });

  it('accepts loopback http:// for the test builds, and ports', () => {
    expect(contentSecurityPolicy([tenant('http://127.0.0.1:4301/patient'), tenant('https://api.vivi.test:8443/v1')])).toContain(
      "connect-src 'self' http://127.0.0.1:4301 https://api.vivi.test:8443;",
    );
  });

  it('never writes a $ or a quote into the nginx include', () => {
    expect(() => nginxHeaders({ 'X-Test': 'a$foo' })).toThrow(/X-Test/);
    expect(() => nginxHeaders({ 'X-Test': 'a"b' })).toThrow(/X-Test/);
    expect(() => cdnHeaders({ 'X-Test': 'a\nSet-Cookie: x' })).toThrow(/X-Test/);
  });
});
