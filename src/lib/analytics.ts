/**
 * The only analytics events the app sends. Their shape admits no personal data:
 * each is a fixed event name with fixed values.
 */
import type { STEPS } from '@/shared/steps';

export type AnalyticsEvent =
  | { event: 'page_view'; page: typeof STEPS.email.analytics }
  | { event: 'go_to_signup_clicked'; screen: typeof STEPS.activation.analytics };

export interface Analytics {
  track(event: AnalyticsEvent): void;
}

interface WithDataLayer {
  dataLayer?: unknown[];
}

/** Pushes events onto window.dataLayer (the Tag Manager convention) and loads no script. */
export function createDataLayerAnalytics(target: WithDataLayer): Analytics {
  return {
    track(event) {
      target.dataLayer ??= [];
      target.dataLayer.push({ ...event });
    },
  };
}
