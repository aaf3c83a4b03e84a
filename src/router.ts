import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './routes/__root';
import type { Analytics } from './lib/analytics';
import type { ApiClient, ApiClientOptions } from './lib/api-client';
import { createContentClient } from './lib/content';
import { createOnboardingStore, type OnboardingStore } from './lib/onboarding-store';
import { createReleaseRecovery, type ReleaseRecovery } from './lib/release-recovery';
import { NO_EVENTS, stepOfPath, type SiteEvents } from './lib/site-events';
import type { TenantConfig } from './shared/tenant/schema';

export interface AppRouterOptions {
  tenant: TenantConfig;
  /** The page's texts, with the partner's own; the routes' titles come from it. */
  i18n: i18n;
  isProduction: boolean;
  /** Where the site's own files are served from (the list of services). */
  origin: string;
  /** What the API and content clients fetch with; the platform's fetch unless given. */
  fetch?: typeof fetch;
  analytics: Analytics;
  /** Leaves the app for another site (the provider's signup page). */
  redirectTo: (url: string) => void;
  /** The member's answers; a fresh, empty store unless given. */
  onboarding?: OnboardingStore;
  /** The site's own events (src/lib/site-events.ts); none unless given. */
  events?: SiteEvents;
  /** What a failed load of a later step's module or text does; a reload keeping the answers unless given. */
  recovery?: ReleaseRecovery;
  history?: RouterHistory;
  /** Rendering a page at build time (src/entry-prerender.tsx): no window, no scroll restoration. */
  isServer?: boolean;
}

/**
 * The provider's API client, loaded with its first call: only the activation screen calls it (and
 * its chunk imports the client too), so step 1's JavaScript goes without it and its schema.
 */
function lazyApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const load = () => (client ??= import('./lib/api-client').then(({ createApiClient }) => createApiClient(options)));
  return {
    reachable: async () => (await load()).reachable(),
    preRegister: async (member) => (await load()).preRegister(member),
    requestCoupon: async (refCode) => (await load()).requestCoupon(refCode),
  };
}

/** The router and its context, the same for the browser, the build's pages and the tests. */
export function createAppRouter({ tenant, fetch, origin, history, isServer, ...options }: AppRouterOptions) {
  const onboarding = options.onboarding ?? createOnboardingStore();
  const context: RouterContext = {
    tenant,
    i18n: options.i18n,
    isProduction: options.isProduction,
    api: lazyApiClient({ apiBaseUrl: tenant.provider.apiBaseUrl, contractRef: tenant.contractRef, fetch }),
    content: createContentClient(origin, fetch),
    analytics: options.analytics,
    onboarding,
    events: options.events ?? NO_EVENTS,
    recovery:
      options.recovery ?? createReleaseRecovery({ onboarding, partner: tenant.slug, reload: () => window.location.reload() }),
    redirectTo: options.redirectTo,
  };
  let firstScreen = true;
  const router = createRouter({
    routeTree,
    context,
    history,
    isServer,
    // Each new screen starts at its top, and Back returns to where the member was; but not the first
    // screen: the page drawn at build time may have been scrolled (or kept in place under a finger,
    // src/components/keep-in-place.ts) before the app took it over, and stays where the member left it.
    scrollRestoration:
      !isServer &&
      (() => {
        const restore = !firstScreen;
        firstScreen = false;
        return restore;
      }),
    defaultPreload: 'intent',
  });
  // The member arrived at a step: the first screen, and each change of screen (a guard's redirect
  // counts where it leads).
  router.subscribe('onResolved', ({ fromLocation, toLocation, pathChanged }) => {
    const step = stepOfPath(toLocation.pathname);
    if (step !== 0 && (!fromLocation || pathChanged)) context.events.send('arrived', step);
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
