import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '@/app';
import { createEarlyInput } from '@/lib/early-input';
import { createAppRouter } from '@/router';
import { createI18n } from '@/lib/i18n';
import { createApiClient } from '@/lib/api-client';
import { createContentClient } from '@/lib/content';
import { createOnboardingStore, type OnboardingData } from '@/lib/onboarding-store';
import type { AnalyticsEvent } from '@/lib/analytics';
import type { TenantConfig } from '@/shared/tenant/schema';
import { SITE_ORIGIN } from './provider-api';
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
  const i18n = await createI18n({
    partnerName: tenant.partner.name,
    productName: tenant.provider.productName,
    email: tenant.support.email,
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter(
    {
      tenant,
      isProduction,
      api: createApiClient({ apiBaseUrl: tenant.provider.apiBaseUrl, contractRef: tenant.contractRef }),
      content: createContentClient(SITE_ORIGIN),
      analytics: { track: (event) => events.push(event) },
      onboarding,
      earlyInput: createEarlyInput(),
      redirectTo: (target) => redirects.push(target),
    },
    history,
  );
  await router.load();
  const user = userEvent.setup();
  // Awaited: a screen may suspend on its loader's data (the description's list of services).
  const view = await act(async () => render(<App router={router} i18n={i18n} />));
  return { ...view, user, router, history, onboarding, events, redirects };
}
