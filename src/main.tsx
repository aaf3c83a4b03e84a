import { createRoot } from 'react-dom/client';
import './styles.css';
import { bootstrap } from './bootstrap';
import { createDataLayerAnalytics } from './lib/analytics';

void bootstrap({
  root: createRoot(document.getElementById('root')!),
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
