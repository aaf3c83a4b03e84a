import './lib/zod-setup';
import './styles.css';
import { bootstrap } from './bootstrap';
import { EMBEDDED_TENANT_ID } from './tenant/page-markers';
import { createDataLayerAnalytics } from './lib/analytics';

// Back from the provider's page and restored from the back/forward cache: the answers were
// cleared when the member left, so start again rather than show a stale screen.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

// A partner's own page carries its configuration; the generic page fetches it instead.
function embeddedTenant(): unknown {
  const text = document.getElementById(EMBEDDED_TENANT_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

void bootstrap({
  container: document.getElementById('root')!,
  embeddedTenant: embeddedTenant(),
  location: window.location,
  isProduction: import.meta.env.PROD,
  analytics: createDataLayerAnalytics(window as Window & { dataLayer?: unknown[] }),
  redirectTo: (url) => window.location.assign(url),
  beforeRender: async (tenant) => {
    if (import.meta.env.DEV && import.meta.env.VITE_MOCK_API !== 'off') {
      const { startMockApi } = await import('./mocks/browser');
      await startMockApi(tenant.provider.apiBaseUrl);
    }
  },
});
