/**
 * Step 1 as HTML, written into index.html by the build (build/vite-plugin-prerender.ts), so the
 * first screen paints before any JavaScript arrives. The partner is not known at build time:
 * the screen is drawn for no partner, and what names one waits for hydration (useHydrated).
 */
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from './app';
import { createAppRouter } from './router';
import { createI18n } from './lib/i18n';
import { createOnboardingStore } from './lib/onboarding-store';
import type { TenantConfig } from './tenant/schema';

const NO_PARTNER: TenantConfig = {
  slug: '',
  partner: { name: '', emailDomains: ['invalid'] },
  contractRef: '',
  provider: {
    productName: '',
    productDomain: 'invalid',
    apiBaseUrl: 'https://invalid',
    webappBaseUrl: 'https://invalid',
    redeemCouponUrl: 'https://invalid',
    howItWorksUrl: 'https://invalid',
    videoUrl: 'https://invalid',
  },
  support: { email: '', chatUrl: 'https://invalid', privacyPolicyUrl: 'https://invalid' },
  branding: { primaryColor: '#1f2937' },
};

export async function renderStep1(): Promise<string> {
  // The router's browser code, when created, reads window.origin and registers itself on
  // self; Node has neither. Plain stand-ins, removed afterwards.
  const global = globalThis as Record<string, unknown>;
  const stubs = { window: { origin: 'null' }, self: {} };
  const added = Object.keys(stubs).filter((name) => !(name in global));
  for (const name of added) global[name] = stubs[name as keyof typeof stubs];
  try {
    return await render();
  } finally {
    for (const name of added) delete global[name];
  }
}

async function render(): Promise<string> {
  const i18n = await createI18n({ partnerName: '', productName: '', email: '' });
  const never = () => Promise.reject(new Error('nothing is fetched while prerendering'));
  const router = createAppRouter(
    {
      tenant: NO_PARTNER,
      isProduction: true,
      api: { preRegister: never, requestCoupon: never },
      content: { services: never },
      analytics: { track: () => {} },
      onboarding: createOnboardingStore(),
      redirectTo: () => {},
    },
    createMemoryHistory({ initialEntries: ['/'] }),
    { scrollRestoration: false },
  );
  await router.load();
  return renderToString(<App router={router} i18n={i18n} />);
}
