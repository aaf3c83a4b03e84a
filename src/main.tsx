import { createRoot } from 'react-dom/client';
import './styles.css';
import { App, StatusApp } from './app';
import { createAppRouter } from './router';
import { createI18n } from './lib/i18n';
import { createApiClient } from './lib/api-client';
import { createContentClient } from './lib/content';
import { createDataLayerAnalytics } from './lib/analytics';
import { createOnboardingStore } from './lib/onboarding-store';
import { resolveTenantSlug } from './tenant/resolve-slug';
import { loadTenant } from './tenant/load-tenant';
import { applyTheme } from './tenant/apply-theme';

const isProduction = import.meta.env.PROD;

// host -> tenant -> i18n -> theme -> router -> render
async function start() {
  const root = createRoot(document.getElementById('root')!);
  const slug = resolveTenantSlug(window.location.host, window.location.search, isProduction);
  const loaded = slug ? await loadTenant(slug) : ({ status: 'not-found' } as const);

  if (loaded.status !== 'ok') {
    const i18n = await createI18n({ partnerName: '', productName: '', email: '' });
    const kind = loaded.status === 'not-found' ? 'tenantNotFound' : 'unreachable';
    root.render(<StatusApp kind={kind} i18n={i18n} />);
    return;
  }

  const { tenant } = loaded;
  const i18n = await createI18n({
    partnerName: tenant.partner.name,
    productName: tenant.provider.productName,
    email: tenant.support.email,
  });
  applyTheme(tenant);

  if (import.meta.env.DEV && import.meta.env.VITE_MOCK_API !== 'off') {
    const { startMockApi } = await import('./mocks/browser');
    await startMockApi(tenant.provider.apiBaseUrl);
  }

  const analytics = createDataLayerAnalytics(window as Window & { dataLayer?: unknown[] });
  const router = createAppRouter({
    tenant,
    isProduction,
    api: createApiClient({ apiBaseUrl: tenant.provider.apiBaseUrl, contractRef: tenant.contractRef }),
    content: createContentClient(window.location.origin),
    analytics,
    onboarding: createOnboardingStore(),
    redirectTo: (url) => window.location.assign(url),
  });
  analytics.track({ event: 'page_view', page: 'home' });
  root.render(<App router={router} i18n={i18n} />);
}

void start();
