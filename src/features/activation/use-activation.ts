import { useEffect, useState } from 'react';
import { useSelector } from '@tanstack/react-store';
import type { Analytics } from '@/lib/analytics';
import { sessionActivationMarker } from '@/lib/activation-marker';
import type { ApiClient } from '@/lib/api-client';
import type { SiteEvents } from '@/lib/site-events';
import { kept, keptKey, type OnboardingStore } from '@/lib/onboarding-store';
import type { TenantConfig } from '@/shared/tenant/schema';
import { NOT_STARTED, createActivation, type ActivationProgress, type ActivationState } from './activation';
import { toPreRegistration } from '@/shared/provider-api';
import { STEPS } from '@/shared/steps';

interface UseActivationOptions {
  tenant: TenantConfig;
  api: ApiClient;
  analytics: Analytics;
  events: SiteEvents;
  redirectTo: (url: string) => void;
  onboarding: OnboardingStore;
  /** The member already has an account with the provider: the activation starts on entry. */
  providerUser: boolean;
}

export interface ActivationHandle {
  state: ActivationState;
  activate: () => void;
}

/**
 * The member's one activation, kept with their answers for as long as the tab keeps them; once
 * the member is handed to the provider, it stays when the answers go, so it is never repeated.
 */
const ACTIVATION = keptKey<ActivationProgress>('activation', { outlivesAnswers: true });
const activationState = (progress: ActivationProgress | undefined) => (progress ?? NOT_STARTED).state;

/**
 * The activation of this screen. Its progress lives in the onboarding store, not in the screen:
 * leaving and coming back (history, a second Conferma) finds the request in flight, the code
 * already obtained or the failure already explained, and never posts again. An existing provider
 * user's activation starts on the first entry only, even under StrictMode's double effects.
 */
export function useActivation({
  tenant,
  api,
  analytics,
  events,
  redirectTo,
  onboarding,
  providerUser,
}: UseActivationOptions): ActivationHandle {
  const [activation] = useState(() =>
    createActivation({
      api,
      analytics,
      redirectTo,
      providerUser,
      webappBaseUrl: tenant.provider.webappBaseUrl,
      contractRef: tenant.contractRef,
      payload: () => toPreRegistration(onboarding.get()),
      progress: {
        get: () => onboarding.recall(ACTIVATION) ?? NOT_STARTED,
        set: (next) => onboarding.keep(ACTIVATION, next),
      },
      onStart: () => onboarding.merge({ [STEPS.activation.doneFlag]: true }),
      marker: sessionActivationMarker(),
      events,
    }),
  );
  const state = useSelector(onboarding.store, (all) => activationState(kept(ACTIVATION)(all)));
  useEffect(() => {
    if (providerUser) void activation.start();
  }, [activation, providerUser]);
  return { state, activate: () => void activation.activate() };
}
