import { useEffect, useSyncExternalStore } from 'react';
import {
  Outlet,
  createRootRouteWithContext,
  retainSearchParams,
  useRouter,
  useRouterState,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import type { i18n } from 'i18next';
import type { ApiClient } from '@/lib/api-client';
import type { Analytics } from '@/lib/analytics';
import type { ContentClient } from '@/lib/content';
import type { OnboardingStore } from '@/lib/onboarding-store';
import type { ReleaseRecovery } from '@/lib/release-recovery';
import { errorCode, stepOfPath, type SiteEvents } from '@/lib/site-events';
import type { TenantConfig } from '@/shared/tenant/schema';
import { isExistingUser } from '@/shared/entry-link';
import { PAGE_TITLE_ID, PageShell, headTitle } from '@/components/page-layout';
import { StatusCard, StatusPage } from '@/components/status-page';
import { useDrawn } from '@/early/hand-over-context';

/**
 * What the routes need, built once by createAppRouter (src/router.ts): the partner, the page's texts and the
 * services the steps work with. What the member did before the app ran reaches step 1 alone, through the app
 * (src/app.tsx, src/early/hand-over-context.ts).
 */
export interface RouterContext {
  tenant: TenantConfig;
  /** The page's texts: each route's `head` takes its title from them. */
  i18n: i18n;
  /** Production's build: step 1 takes the partner's domains only (acceptedDomains). */
  isProduction: boolean;
  api: ApiClient;
  content: ContentClient;
  analytics: Analytics;
  onboarding: OnboardingStore;
  /** A later step's module or text that fails to load: a reload into the new release, answers kept. */
  recovery: ReleaseRecovery;
  /** The site's own events: how members fare, counted without tracking anyone (src/lib/site-events.ts). */
  events: SiteEvents;
  /** Leaves the app for another site (the provider's signup page). */
  redirectTo: (url: string) => void;
}

/** The search parameters the whole flow keeps (retainSearchParams below); anything else in the address is dropped. */
export interface FlowSearch {
  /** Set on the entry link of members who already have a provider account. */
  existingUser?: true;
  /** Non-production builds only: preview another partner on localhost. */
  tenant?: string;
  /** The page's language, read once at start by bootstrap.tsx (?lng=en); kept so a reload keeps it. */
  lng?: 'it' | 'en';
}

/** How each of the flow's parameters is read: its value, or undefined for a value of the wrong kind. */
const FLOW_SEARCH: { [K in keyof FlowSearch]-?: (value: unknown) => FlowSearch[K] } = {
  existingUser: (value) => (isExistingUser(value) ? true : undefined),
  tenant: (value) => (typeof value === 'string' ? value : undefined),
  lng: (value) => (value === 'it' || value === 'en' ? value : undefined),
};

/** The flow's parameters: the ones its links keep (retainSearchParams below). */
const FLOW_PARAMETERS = Object.keys(FLOW_SEARCH) as Array<keyof FlowSearch>;

/**
 * The router's `validateSearch`, a plain function (TanStack Router's own kind; step 1 then loads no zod).
 * A parameter given with a value of the wrong kind is never an error: it is there, undefined, so that
 * retainSearchParams drops it from the flow's links rather than carry it on. One not given stays absent.
 */
export function validateFlowSearch(search: Record<string, unknown>): FlowSearch {
  const kept: Record<string, unknown> = {};
  for (const name of FLOW_PARAMETERS) if (name in search) kept[name] = FLOW_SEARCH[name](search[name]);
  return kept;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateFlowSearch,
  search: { middlewares: [retainSearchParams(FLOW_PARAMETERS)] },
  component: Root,
  notFoundComponent: () => <StatusPage kind="pageNotFound" />,
  errorComponent: ErrorScreen,
});

/**
 * What the member sees when a step cannot be shown, inside the partner's page (its name, colours and
 * support block, with the site's support address on the card). A module or text that failed to load
 * (a release since the page was opened) reloads the page into the new release with the answers kept;
 * only when that did not help does the member see the card, whose Riprova tries the same again.
 */
function ErrorScreen({ error }: ErrorComponentProps) {
  // In place of a step that would have finished the hand-over: React answers the card's Riprova.
  useDrawn();
  const { tenant, recovery, events } = Route.useRouteContext();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const loadFailure = recovery.isLoadFailure(error);
  const state = useSyncExternalStore(recovery.subscribe, () => recovery.state);
  useEffect(() => {
    if (loadFailure) return void recovery.failedToLoad();
    console.error('Errore', error);
    events.send('error', stepOfPath(pathname), errorCode(error));
  }, [loadFailure, recovery, error, events, pathname]);
  const kind = !loadFailure ? 'error' : state === 'stranded' ? 'outdated' : 'reloading';
  return (
    <PageShell tenant={tenant}>
      <StatusCard kind={kind} onRetry={() => recovery.retry()} />
    </PageShell>
  );
}

/**
 * The page: the document title from the step's `head`, focus on the new screen's title after a change of
 * screen, and the screen; the steps' page shell is their layout route's (_flow.tsx). An unknown path gets its
 * status page alone, which names itself.
 */
function Root() {
  const router = useRouter();
  // The steps' `head` gives only a title: rendered here as React's <title>, which costs step 1 nothing,
  // where <HeadContent/> would add 1.4 KB gzip of meta, link, style and script handling no route uses.
  const title = useRouterState({ select: (state) => headTitle(state.matches) });
  // After a route change, move focus to the new screen's title so screen readers announce it.
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (event.fromLocation && event.pathChanged) document.getElementById(PAGE_TITLE_ID)?.focus();
      }),
    [router],
  );
  return (
    <>
      {/* React puts the <title> in the document's head and, when hydrating, takes over the one
          there; at build time the page's own head gets it (entry-prerender.tsx). */}
      {!router.isServer && title !== undefined && <title>{title}</title>}
      <Outlet />
    </>
  );
}
