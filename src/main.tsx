import './lib/zod-setup';
import './styles.css';
import { bootstrap } from './bootstrap';
import { createDataLayerAnalytics } from './lib/analytics';

// Back from the provider's page and restored from the back/forward cache: the answers were
// cleared when the member left, so start again rather than show a stale screen.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

void bootstrap({
  container: document.getElementById('root')!,
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
