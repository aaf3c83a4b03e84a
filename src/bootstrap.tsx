import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { startTransition, type ReactNode } from 'react';
import { App, TenantStatusApp } from './app';
import { createAppRouter } from './router';
import { createI18n, languageFromSearch, tenantTextValues } from './lib/i18n';
import type { Analytics } from './lib/analytics';
import { earlyHandOver } from './early/hand-over';
import { readEmbeddedTenant } from './tenant/embedded-tenant';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_STEP_ATTRIBUTE } from './early/page-markers';
import { applyTheme } from './tenant/apply-theme';
import { createOnboardingStore } from './lib/onboarding-store';
import { createReleaseRecovery, takeResume } from './lib/release-recovery';
import { NO_EVENTS, beaconEvents, stepOfPath, type SiteEvents } from './lib/site-events';
import type { TenantConfig } from './shared/tenant/schema';
import type { RouterHistory } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { STEPS } from './shared/steps';
import { nextTask } from './lib/next-task';

export interface BootstrapOptions {
  /** The element the app renders into; on a partner's page it holds that partner's step 1. */
  container: HTMLElement;
  /**
   * The partner's configuration written into its page by the build (a JSON script element),
   * already parsed; absent on the generic page, which fetches the partner's file instead.
   */
  embeddedTenant?: unknown;
  /**
   * The page's location: host, search and origin decide the tenant and where static files live; the
   * path, which step's answers carried over from the last page are for (src/shared/resume.ts).
   */
  location: Pick<Location, 'host' | 'search' | 'origin' | 'pathname'>;
  isProduction: boolean;
  analytics: Analytics;
  /**
   * The site's own events (src/lib/site-events.ts): 'browser' posts them with the browser's
   * sendBeacon (a build); none unless given.
   */
  events?: SiteEvents | 'browser';
  redirectTo: (url: string) => void;
  fetch?: typeof fetch;
  history?: RouterHistory;
  /**
   * What a partner's page left on window under EARLY_INPUT_GLOBAL: the recorder of what the member
   * did before the app ran (src/early/before-app.ts), handed over just before the app draws the page.
   */
  earlyRecorder?: unknown;
  /** Loads the page again from the server: the browser's reload unless given (src/lib/release-recovery.ts). */
  reload?: () => void;
  /** Where a reload into a new release carries the answers over: the tab's sessionStorage unless given. */
  sessionStorage?: () => Storage;
  /** Runs once the tenant is known, before the first screen (development: start the mock API). */
  beforeRender?: (tenant: TenantConfig) => Promise<void>;
  /** Runs once the page is drawn (development: a save shows in place, src/lib/i18n-hmr.ts). */
  onStarted?: (started: StartedPage) => void;
}

/** What a drawn page is made of, for what changes it in place (development only). */
export interface StartedPage {
  i18n: i18n;
  /** The page's partner; null on a status page. */
  tenant: TenantConfig | null;
  /** Draws the page again from the partner's file, as Riprova does. */
  restart: () => void;
}

/** Marks when the app starts taking over the page (`npm run bench` splits the time before the form is ready). */
export const HYDRATE_MARK = 'onboarding:hydrate';

/** Vite's event for a module or text of the app that failed to load; the last page's listener. */
const LOAD_FAILURE_EVENT = 'vite:preloadError';
let stopWatchingLoads: (() => void) | undefined;

/** Replaces whatever the container shows (the prerendered step, if any) with `app`. */
function renderFresh(container: HTMLElement, app: ReactNode): Root {
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  container.removeAttribute(PRERENDERED_STEP_ATTRIBUTE);
  container.replaceChildren();
  const root = createRoot(container);
  root.render(app);
  return root;
}

/**
 * Back from the provider's page and restored from the back/forward cache: the answers were cleared when
 * the member left step 3, so start again rather than show a stale screen. Any other step comes back as
 * the member left it (step 1's page, back from step 2's: src/early/README.md).
 */
function reloadStaleStep3(event: PageTransitionEvent): void {
  if (event.persisted && window.location.pathname === STEPS.activation.path) window.location.reload();
}

/** host -> tenant -> i18n -> theme -> router -> render. Never leaves the page blank. */
export async function bootstrap(options: BootstrapOptions): Promise<Root> {
  const { container, location, isProduction, analytics } = options;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  // ?lng=en: English; the root route keeps the parameter on every link of the flow.
  const lng = languageFromSearch(location.search);
  document.documentElement.lang = lng;
  const embedded = options.embeddedTenant === undefined ? null : readEmbeddedTenant(options.embeddedTenant);
  const loaded = embedded
    ? ({ status: 'ok', tenant: embedded } as const)
    : // The generic page: the partner's file, fetched and checked by its schema (loaded with it).
      await (
        await import('./tenant/load-tenant')
      ).findTenant(location, isProduction, (input, init) =>
        doFetch(new URL(input instanceof Request ? input.url : input, location.origin), init),
      );

  const early = earlyHandOver(options.earlyRecorder);
  if (loaded.status !== 'ok') {
    early.start(false);
    const i18n = await createI18n(tenantTextValues(null), { lng });
    // Riprova starts again from the partner's file, without reloading the page.
    const retry = () => {
      root.unmount();
      void bootstrap(options);
    };
    const root = renderFresh(container, <TenantStatusApp failure={loaded} i18n={i18n} onRetry={retry} />);
    options.onStarted?.({ i18n, tenant: null, restart: retry });
    return root;
  }

  const { tenant } = loaded;
  const i18n = await createI18n(tenantTextValues(tenant), { lng, texts: tenant.texts });
  // Each step of the start in a task of its own: the page, already drawn, answers the member in between.
  await nextTask();
  applyTheme(tenant);
  await options.beforeRender?.(tenant);

  // Back from a reload into a new release: the answers it carried over, read once and deleted.
  const events = options.events === 'browser' ? beaconEvents(navigator) : (options.events ?? NO_EVENTS);
  const resume = takeResume(tenant.slug, location.pathname, options.sessionStorage);
  // Steps reached on a page where the app never ran (step 1's, left before the app ran): counted here.
  for (const step of resume?.uncounted ?? []) events.send('arrived', step);
  const onboarding = createOnboardingStore(resume && { answers: resume.answers, kept: resume.kept });
  const recovery = createReleaseRecovery({
    onboarding,
    partner: tenant.slug,
    reload: options.reload ?? (() => window.location.reload()),
    storage: options.sessionStorage,
    onFailure: (outcome) => events.send('load-failed', stepOfPath(router.state.location.pathname), outcome),
  });
  // The router's set-up is a task of its own: it is the start's longest step (docs/performance.md).
  await nextTask();
  const router = createAppRouter({
    events,
    onboarding,
    recovery,
    tenant,
    i18n,
    isProduction,
    origin: location.origin,
    fetch: doFetch,
    analytics,
    redirectTo: options.redirectTo,
    history: options.history,
  });

  // A later step's module or text is gone (a release since the page was opened): the recovery
  // takes over, rather than Vite's error or the router's own reload, which would lose the answers.
  const onLoadFailure = (event: Event) => {
    event.preventDefault();
    recovery.failedToLoad();
  };
  stopWatchingLoads?.();
  window.addEventListener(LOAD_FAILURE_EVENT, onLoadFailure);
  window.addEventListener('pageshow', reloadStaleStep3);
  stopWatchingLoads = () => {
    window.removeEventListener(LOAD_FAILURE_EVENT, onLoadFailure);
    window.removeEventListener('pageshow', reloadStaleStep3);
  };
  analytics.track({ event: 'page_view', page: STEPS.email.analytics });
  await nextTask();
  // The route's code is loaded before the first render, so hydration never waits on it.
  await router.load();
  await nextTask();
  // The hand-over reaches step 1 alone (src/early/README.md).
  const app = <App router={router} i18n={i18n} early={early} />;
  // The page holds this partner's step 1 in Italian: hydrate it when that is what this member
  // sees; otherwise (another screen, another language) draw the page afresh.
  // The step the page was drawn with at build time, when it is this partner's and the one to show.
  const drawn = container.getAttribute(PRERENDERED_STEP_ATTRIBUTE) ?? STEPS.email.path;
  const drawnHere = container.getAttribute(PRERENDERED_ATTRIBUTE) === tenant.slug && router.state.location.pathname === drawn;
  const sameScreen = drawnHere && drawn === STEPS.email.path && lng === 'it' && !resume;
  // Step 2's page, drawn at build time: the app draws it afresh from what the member did there (src/early/README.md).
  const step2 = drawnHere && drawn === STEPS.details.path;
  // From here React draws the page; its step starts from what the member did before (src/early/README.md).
  early.start(sameScreen || step2);
  performance.mark?.(HYDRATE_MARK);
  const restart = () => {
    root?.unmount();
    void bootstrap(options);
  };
  let root: Root | undefined;
  if (!sameScreen) {
    root = renderFresh(container, app);
  } else {
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    // As a transition, hydration yields to the browser every few milliseconds: the page, already
    // drawn, stays responsive, and what the member types or taps is hydrated first.
    startTransition(() => {
      root = hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Errore', error) });
    });
  }
  options.onStarted?.({ i18n, tenant, restart });
  return root!;
}
