import { setupWorker } from 'msw/browser';
import { providerHandlers } from './handlers';

/** Development only: answers the provider API in the browser, so the flow works with no backend. */
export async function startMockApi(apiBaseUrl: string): Promise<void> {
  const worker = setupWorker(...providerHandlers(apiBaseUrl));
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}
