import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Analytics } from '@/lib/analytics';
import type { ApiClient } from '@/lib/api-client';
import type { OnboardingData } from '@/lib/onboarding-store';
import type { TenantConfig } from '@/tenant/schema';
import { createActivation, toPreRegistration, type ActivationState } from './activation';

interface UseActivationOptions {
  tenant: TenantConfig;
  api: ApiClient;
  analytics: Analytics;
  redirectTo: (url: string) => void;
  providerUser: boolean;
  data: Readonly<OnboardingData>;
  onStart: () => void;
}

export interface ActivationHandle {
  state: ActivationState;
  activate: () => void;
}

/**
 * The activation of this screen. An existing provider user's activation starts on entry,
 * once, even under StrictMode's double effects: the controller ignores a second start.
 */
export function useActivation({ tenant, api, analytics, redirectTo, providerUser, data, onStart }: UseActivationOptions): ActivationHandle {
  const [activation] = useState(() =>
    createActivation({
      api,
      analytics,
      redirectTo,
      providerUser,
      webappBaseUrl: tenant.provider.webappBaseUrl,
      contractRef: tenant.contractRef,
      payload: () => toPreRegistration(data),
      onStart,
    }),
  );
  const state = useSyncExternalStore(activation.subscribe, activation.getState, activation.getState);
  useEffect(() => {
    if (providerUser) void activation.activate();
  }, [activation, providerUser]);
  return { state, activate: () => void activation.activate() };
}
