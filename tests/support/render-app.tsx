import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '@/app';
import { createAppRouter } from '@/router';
import { createI18n, tenantTextValues } from '@/lib/i18n';
import { createOnboardingStore, type OnboardingData } from '@/lib/onboarding-store';
import type { AnalyticsEvent } from '@/lib/analytics';
import type { TenantConfig } from '@/shared/tenant/schema';
import { SITE_ORIGIN } from './msw-server';
import { testTenant } from './test-tenant';

interface RenderAppOptions {
  url?: string;
  tenant?: TenantConfig;
  isProduction?: boolean;
  data?: OnboardingData;
}

/** Renders the real route tree, as main.tsx does, with a memory history and recorded side effects. */
export async function renderApp({ url = '/', tenant = testTenant(), isProduction = true, data }: RenderAppOptions = {}) {
  const events: AnalyticsEvent[] = [];
  const redirects: string[] = [];
  const onboarding = createOnboardingStore(data);
  const i18n = await createI18n(tenantTextValues(tenant));
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({
    tenant,
    i18n,
    isProduction,
    origin: SITE_ORIGIN,
    analytics: { track: (event) => events.push(event) },
    redirectTo: (target) => redirects.push(target),
    onboarding,
    history,
  });
  await router.load();
  const user = userEvent.setup();
  // Awaited: a screen may suspend on its loader's data (the description's list of services).
  const view = await act(async () => render(<App router={router} i18n={i18n} />));
  return { ...view, user, router, history, onboarding, events, redirects };
}
