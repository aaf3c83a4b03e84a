import { setupWorker } from 'msw/browser';
import { providerHandlers } from './handlers';

let running: { apiBaseUrl: string; worker: ReturnType<typeof setupWorker> } | undefined;

/**
 * Development only: answers the provider API in the browser, so the flow works with no backend.
 * Started once per page: a page drawn again (a partner file saved, Riprova) keeps it, unless the
 * partner's API address changed.
 */
export async function startMockApi(apiBaseUrl: string): Promise<void> {
  if (running?.apiBaseUrl === apiBaseUrl) return;
  void running?.worker.stop();
  const worker = setupWorker(...providerHandlers(apiBaseUrl));
  running = { apiBaseUrl, worker };
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}
