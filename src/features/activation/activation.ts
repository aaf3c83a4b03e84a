import type { Analytics } from '@/lib/analytics';
import type { ApiClient, PreRegistration } from '@/lib/api-client';
import type { OnboardingData } from '@/lib/onboarding-store';

export const SIGNUP_REDIRECT_DELAY_MS = 300;

export type ActivationState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'redirecting' }
  | { status: 'coupon'; code: string }
  | { status: 'failed'; stage: 'pre-registration' | 'coupon' };

export interface ActivationDeps {
  api: ApiClient;
  analytics: Analytics;
  redirectTo: (url: string) => void;
  providerUser: boolean;
  webappBaseUrl: string;
  contractRef: string;
  payload: () => PreRegistration;
  /** Called when an activation starts (sets stepDescriptionCompleted). */
  onStart: () => void;
  logError?: (message: string, error: unknown) => void;
  redirectDelayMs?: number;
}

export interface Activation {
  getState(): ActivationState;
  subscribe(listener: () => void): () => void;
  /** Starts (or retries) the activation. Does nothing while one is in flight or once it has succeeded. */
  activate(): Promise<void>;
}

/** The provider's signup page, carrying the reference key and the contract reference. */
export function signupUrl(webappBaseUrl: string, refCode: string, contractRef: string): string {
  const base = webappBaseUrl.replace(/\/+$/, '');
  return `${base}/signup?refCode=${encodeURIComponent(refCode)}&contractRef=${encodeURIComponent(contractRef)}`;
}

/** The eight fields of the pre-registration, from the answers of the flow. */
export function toPreRegistration(data: Readonly<OnboardingData>): PreRegistration {
  return {
    birthDate: data.birthDate ?? '',
    bornCity: (data.birthCountry === 'Italia' ? data.birthCity : data.birthPlace) ?? '',
    country: data.birthCountry ?? '',
    email: data.email ?? '',
    firstName: data.firstName ?? '',
    gender: data.gender ?? 'MALE',
    groupRef: data.groupRef ?? '',
    lastName: data.lastName ?? '',
  };
}

/**
 * One activation: pre-register once, then either send a new member to signup
 * or fetch an existing member's coupon. A reference key, once obtained, is reused
 * by retries, so one activation never pre-registers twice.
 */
export function createActivation(deps: ActivationDeps): Activation {
  const { api, analytics, redirectTo, providerUser, logError = (m, e) => console.error(m, e) } = deps;
  let state: ActivationState = { status: 'idle' };
  let refCode: string | null = null;
  let inFlight = false;
  const listeners = new Set<() => void>();
  const set = (next: ActivationState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  async function activate() {
    if (inFlight || state.status === 'redirecting' || state.status === 'coupon') return;
    inFlight = true;
    set({ status: 'pending' });
    deps.onStart();
    try {
      refCode ??= await api.preRegister(deps.payload());
    } catch (error) {
      logError('Errore', error);
      inFlight = false;
      set({ status: 'failed', stage: 'pre-registration' });
      return;
    }
    if (!providerUser) {
      analytics.track({ event: 'go_to_signup_clicked', screen: 'description' });
      set({ status: 'redirecting' });
      const url = signupUrl(deps.webappBaseUrl, refCode, deps.contractRef);
      setTimeout(() => redirectTo(url), deps.redirectDelayMs ?? SIGNUP_REDIRECT_DELAY_MS);
      return;
    }
    try {
      const code = await api.requestCoupon(refCode);
      set({ status: 'coupon', code });
    } catch (error) {
      logError('Errore', error);
      set({ status: 'failed', stage: 'coupon' });
    } finally {
      inFlight = false;
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    activate,
  };
}
