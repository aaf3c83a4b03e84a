import type { TenantConfig, TenantData } from '@/shared/tenant/schema';

export const API_BASE = 'https://api.provider.test/patient';

export function testTenant(overrides: Partial<TenantConfig> = {}): TenantConfig {
  return {
    slug: 'acme',
    partner: { name: 'Acme S.p.A.', emailDomains: ['acme.it'] },
    contractRef: 'ACME-2026',
    provider: {
      productName: 'Vivi',
      productDomain: 'vivi.test',
      apiBaseUrl: API_BASE,
      webappBaseUrl: 'https://app.vivi.test/',
      redeemCouponUrl: 'https://app.vivi.test/redeem',
      howItWorksUrl: 'https://vivi.test/come-funziona',
      videoUrl: 'https://vivi.test/video',
    },
    support: {
      email: 'aiuto@vivi.test',
      chatUrl: 'https://wa.me/390000000000',
      privacyPolicyUrl: 'https://vivi.test/privacy',
    },
    branding: { primaryColor: '#0f7a4d' },
    ...overrides,
  };
}

/** The same partner as written to /tenants/<slug>.json (no slug). */
export function tenantFile(overrides: Partial<TenantData> = {}): TenantData {
  const { slug: _slug, ...file } = testTenant();
  return { ...file, ...overrides };
}
