import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Analytics } from '@/lib/analytics';
import { sessionActivationMarker } from '@/lib/activation-marker';
import type { ApiClient } from '@/lib/api-client';
import { keptKey, type OnboardingStore } from '@/lib/onboarding-store';
import type { TenantConfig } from '@/shared/tenant/schema';
import { createActivation, toPreRegistration, type Activation, type ActivationState } from './activation';

interface UseActivationOptions {
  tenant: TenantConfig;
  api: ApiClient;
  analytics: Analytics;
  redirectTo: (url: string) => void;
  onboarding: OnboardingStore;
}

export interface ActivationHandle {
  state: ActivationState;
  activate: () => void;
}

/** The member's one activation, kept with their answers for as long as the tab keeps them. */
const ACTIVATION = keptKey<Activation>('activation');

/**
 * The activation of this screen. It lives in the onboarding store, not in the screen: leaving
 * and coming back (history, a second Conferma) finds the request in flight, the code already
 * obtained or the failure already explained, and never posts again. An existing provider user's
 * activation starts on the first entry only, even under StrictMode's double effects.
 */
export function useActivation({ tenant, api, analytics, redirectTo, onboarding }: UseActivationOptions): ActivationHandle {
  const [activation] = useState(() => {
    const kept = onboarding.recall(ACTIVATION);
    if (kept) return kept;
    const created = createActivation({
      api,
      analytics,
      redirectTo,
      providerUser: onboarding.get().providerUser === true,
      webappBaseUrl: tenant.provider.webappBaseUrl,
      contractRef: tenant.contractRef,
      payload: () => toPreRegistration(onboarding.get()),
      onStart: () => onboarding.merge({ stepDescriptionCompleted: true }),
      marker: sessionActivationMarker(),
    });
    onboarding.keep(ACTIVATION, created);
    return created;
  });
  const state = useSyncExternalStore(activation.subscribe, activation.getState, activation.getState);
  const providerUser = onboarding.get().providerUser === true;
  useEffect(() => {
    if (providerUser) void activation.start();
  }, [activation, providerUser]);
  return { state, activate: () => void activation.activate() };
}
