import './styles.css';
import { EARLY_INPUT_GLOBAL, EMBEDDED_TENANT_ID } from './early/page-markers';
import { createDataLayerAnalytics } from './lib/analytics';
import { nextTask } from './lib/next-task';

/** Marks when the app's code starts to run (`npm run bench` splits the time before the form is ready). */
performance.mark?.('onboarding:start');

// The app's code is evaluated in steps, each in a task of its own, so that no single task
// keeps the page (already drawn from the HTML) from answering the member for long: the libraries'
// file (asked for through React, which is in it), react-dom's client, then the app's own code.
await import('react');
await import('react-dom/client');
await nextTask();
const { bootstrap } = await import('./bootstrap');
await nextTask();

// A partner's own page carries its configuration; the generic page fetches it instead.
function embeddedTenant(): unknown {
  const text = document.getElementById(EMBEDDED_TENANT_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

// npm run dev: a save of a locale, partner or site file shows on the open page in place.
const live = import.meta.hot ? await import('./live-edits') : undefined;

void bootstrap({
  container: document.getElementById('root')!,
  embeddedTenant: embeddedTenant(),
  earlyRecorder: (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL],
  location: window.location,
  isProduction: import.meta.env.PROD,
  analytics: createDataLayerAnalytics(window as Window & { dataLayer?: unknown[] }),
  // The site's own events, in a build only: the dev server has no /_events.
  events: import.meta.env.PROD ? 'browser' : undefined,
  redirectTo: (url) => window.location.assign(url),
  beforeRender: async (tenant) => {
    if (import.meta.env.DEV && import.meta.env.VITE_MOCK_API !== 'off') {
      const { startMockApi } = await import('./mocks/browser');
      await startMockApi(tenant.provider.apiBaseUrl);
    }
  },
  onStarted: live && import.meta.hot ? live.liveEditsFor(import.meta.hot) : undefined,
});
