import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import type { createAppRouter } from './router';
import { StatusPage, type StatusKind } from './components/status-page';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  i18n: i18n;
}

export function App({ router, i18n }: AppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>
  );
}


export function StatusApp({ kind, i18n, onRetry }: { kind: StatusKind; i18n: i18n; onRetry?: () => void }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StatusPage kind={kind} onRetry={onRetry} />
      </I18nextProvider>
    </StrictMode>
  );
}
