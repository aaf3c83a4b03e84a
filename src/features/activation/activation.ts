import type { Analytics } from '@/lib/analytics';
import { NO_MARKER, type ActivationMarker } from '@/lib/activation-marker';
import { ApiError, type ApiClient } from '@/lib/api-client';
import { NO_EVENTS, type SiteEvents } from '@/lib/site-events';
import { signupUrl, type PreRegistration } from '@/shared/provider-api';
import { STEPS } from '@/shared/steps';

export const SIGNUP_REDIRECT_DELAY_MS = 300;

export type ActivationStage = 'pre-registration' | 'coupon';

/**
 * `not-sent`: the API could not be reached just before the request (offline, its name does not
 * resolve, no connection): nothing left the page, so Riprova is safe.
 * `failed`: the provider refused the request, so nothing happened and Riprova is safe.
 * `unconfirmed`: the request may have been carried out (see ApiFailure): it is never sent again.
 */
export type ActivationState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'redirecting' }
  | { status: 'coupon'; code: string }
  | { status: 'not-sent'; stage: ActivationStage }
  | { status: 'failed'; stage: ActivationStage }
  | { status: 'unconfirmed'; stage: ActivationStage };

/**
 * Where one activation stands: its state, and the reference key once the provider gave one
 * (reused by retries, so one activation never pre-registers twice). Plain data, kept in the
 * onboarding store: leaving the screen and coming back finds it as it was.
 */
export interface ActivationProgress {
  state: ActivationState;
  refCode: string | null;
}

export const NOT_STARTED: ActivationProgress = { state: { status: 'idle' }, refCode: null };

export interface ActivationDeps {
  api: ApiClient;
  analytics: Analytics;
  redirectTo: (url: string) => void;
  providerUser: boolean;
  webappBaseUrl: string;
  contractRef: string;
  payload: () => Partial<PreRegistration>;
  /** Reads and writes the activation's progress (the onboarding store's). */
  progress: { get: () => ActivationProgress; set: (next: ActivationProgress) => void };
  /** Called when an activation starts (sets the step's done flag, src/shared/steps.ts). */
  onStart: () => void;
  logError?: (message: string, error: unknown) => void;
  redirectDelayMs?: number;
  /**
   * The tab's note of a pre-registration sent and not refused (activation-marker.ts): a reload
   * during the request must not lead to a second one. None unless given.
   */
  marker?: ActivationMarker;
  /** The site's own events: each outcome is counted, with no answer of the member's. None unless given. */
  events?: SiteEvents;
}

export interface Activation {
  /**
   * Starts the activation, or retries it after a refusal. Does nothing while one is in flight,
   * once it has succeeded, or once a request may have gone through unconfirmed.
   */
  activate(): Promise<void>;
  /** Starts the activation if it has never started: an entry to the screen, never a retry. */
  start(): Promise<void>;
}

/**
 * One activation: pre-register once, then either send a new member to signup
 * or fetch an existing member's coupon. A reference key, once obtained, is reused
 * by retries, so one activation never pre-registers twice; a request that may have
 * gone through unconfirmed is never sent again.
 */
export function createActivation(deps: ActivationDeps): Activation {
  const {
    api,
    analytics,
    redirectTo,
    providerUser,
    progress,
    logError = (m, e) => console.error(m, e),
    marker = NO_MARKER,
    events = NO_EVENTS,
  } = deps;
  const set = (state: ActivationState, refCode = progress.get().refCode) => progress.set({ state, refCode });

  const fail = (stage: ActivationStage, error: unknown) => {
    logError('Errore', error);
    const refused = error instanceof ApiError && error.kind === 'rejected';
    set({ status: refused ? 'failed' : 'unconfirmed', stage });
    if (refused) events.send('refused', 3, `${stage}-${statusClass(error.status)}`);
    else events.send('unconfirmed', 3, stage);
  };
  const notSent = (stage: ActivationStage) => {
    set({ status: 'not-sent', stage });
    events.send('not-sent', 3, stage);
  };

  async function activate() {
    const { state } = progress.get();
    let { refCode } = progress.get();
    // Only a fresh activation, or one that was refused or never left, may send anything.
    if (state.status !== 'idle' && state.status !== 'failed' && state.status !== 'not-sent') return;
    if (refCode === null && marker.isSet()) {
      // This tab already sent a pre-registration that was not refused, before a reload: it may
      // have gone through, so it is never sent again.
      fail('pre-registration', new Error('a pre-registration was sent from this tab before a reload'));
      return;
    }
    set({ status: 'pending' });
    deps.onStart();
    if (refCode === null) {
      // Asked before each request, never after: once a request has left, a failure cannot tell
      // whether it arrived (api-client.ts, reachable).
      if (!(await api.reachable())) return notSent('pre-registration');
      try {
        marker.set();
        refCode = await api.preRegister(deps.payload());
        // An answer came: what follows is known, and kept in memory for this tab.
        marker.clear();
        set({ status: 'pending' }, refCode);
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'rejected') marker.clear();
        fail('pre-registration', error);
        return;
      }
    }
    if (!providerUser) {
      events.send('activated', 3);
      analytics.track({ event: 'go_to_signup_clicked', screen: STEPS.activation.analytics });
      set({ status: 'redirecting' });
      const url = signupUrl(deps.webappBaseUrl, refCode, deps.contractRef);
      setTimeout(() => redirectTo(url), deps.redirectDelayMs ?? SIGNUP_REDIRECT_DELAY_MS);
      return;
    }
    if (!(await api.reachable())) return notSent('coupon');
    try {
      const code = await api.requestCoupon(refCode);
      set({ status: 'coupon', code });
      events.send('activated', 3);
    } catch (error) {
      fail('coupon', error);
    }
  }

  return {
    activate,
    start: () => (progress.get().state.status === 'idle' ? activate() : Promise.resolve()),
  };
}

/** A refusal's status class for the site's events: 0 is a redirect never followed; none, answers refused before sending. */
function statusClass(status: number | undefined): string {
  if (status === undefined) return 'incomplete';
  return status === 0 ? '3xx' : `${Math.floor(status / 100)}xx`;
}
