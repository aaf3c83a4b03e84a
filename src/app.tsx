import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import type { createAppRouter } from './router';
import type { EarlyHandOver } from './early/hand-over';
import { EarlyHandOverContext, NO_HAND_OVER } from './early/hand-over-context';
import { StatusPage, type StatusKind } from './components/status-page';
import type { TenantLoad } from './tenant/load-tenant';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  i18n: i18n;
  /**
   * What the member did on the page before the app ran (bootstrap hands it over), for step 1 alone:
   * not in the router's context, which every route sees. None unless given (the build's pages, tests).
   */
  early?: EarlyHandOver;
}

export function App({ router, i18n, early }: AppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <EarlyHandOverContext value={early ?? NO_HAND_OVER}>
          <RouterProvider router={router} />
        </EarlyHandOverContext>
      </I18nextProvider>
    </StrictMode>
  );
}

export function StatusApp({
  kind,
  i18n,
  onRetry,
  details,
}: {
  kind: StatusKind;
  i18n: i18n;
  onRetry?: () => void;
  details?: readonly string[];
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StatusPage kind={kind} onRetry={onRetry} details={details} />
      </I18nextProvider>
    </StrictMode>
  );
}

/**
 * The page for a partner that could not be loaded: "Azienda non trovata" for a missing file
 * only; otherwise a retry, and in development the mistakes in the partner's file.
 */
export function TenantStatusApp({
  failure,
  i18n,
  onRetry,
}: {
  failure: Exclude<TenantLoad, { status: 'ok' }>;
  i18n: i18n;
  onRetry: () => void;
}) {
  if (failure.status === 'not-found') return <StatusApp kind="tenantNotFound" i18n={i18n} />;
  if (failure.status === 'invalid')
    return <StatusApp kind="tenantInvalid" i18n={i18n} onRetry={onRetry} details={failure.problems} />;
  return <StatusApp kind="unreachable" i18n={i18n} onRetry={onRetry} />;
}
