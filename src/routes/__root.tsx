import { useEffect } from 'react';
import { Outlet, createRootRouteWithContext, retainSearchParams, useRouter } from '@tanstack/react-router';
import { z } from 'zod/mini';
import type { ApiClient } from '@/lib/api-client';
import type { Analytics } from '@/lib/analytics';
import type { ContentClient } from '@/lib/content';
import type { OnboardingStore } from '@/lib/onboarding-store';
import type { EarlyInput } from '@/lib/early-input';
import type { TenantConfig } from '@/shared/tenant/schema';
import { PAGE_TITLE_ID } from '@/components/page-layout';
import { StatusPage } from '@/components/status-page';

/** Everything a route needs, handed in once by main.tsx (or by a test). */
export interface RouterContext {
  tenant: TenantConfig;
  isProduction: boolean;
  api: ApiClient;
  content: ContentClient;
  analytics: Analytics;
  onboarding: OnboardingStore;
  /** What the member did on the page written at build time before the app ran, for step 1 to replay. */
  earlyInput: Pick<EarlyInput, 'take'>;
  /** Leaves the app for another site (the provider's signup page). */
  redirectTo: (url: string) => void;
}

const TRUE_VALUES: readonly unknown[] = [true, 1, 'true', '1'];

export const searchSchema = z.object({
  /** Set on the entry link of members who already have a provider account. */
  existingUser: z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => (TRUE_VALUES.includes(value) ? (true as const) : undefined)),
  ),
  /** Non-production builds only: preview another partner on localhost. */
  tenant: z.catch(z.optional(z.string()), undefined),
  /** The page's language, read once at start by bootstrap.tsx (?lng=en); kept so a reload keeps it. */
  lng: z.catch(z.optional(z.enum(['it', 'en'])), undefined),
});

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: searchSchema,
  search: { middlewares: [retainSearchParams(['existingUser', 'tenant', 'lng'])] },
  component: Root,
  notFoundComponent: () => <StatusPage kind="pageNotFound" />,
  errorComponent: () => <StatusPage kind="error" />,
});

function Root() {
  const router = useRouter();
  // After a route change, move focus to the new screen's title so screen readers announce it.
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (event.fromLocation && event.pathChanged) document.getElementById(PAGE_TITLE_ID)?.focus();
      }),
    [router],
  );
  return <Outlet />;
}
