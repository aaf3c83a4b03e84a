/**
 * The page's side of the site's own events (src/shared/site-events.ts): each event goes to our own
 * origin with navigator.sendBeacon, which also leaves with a page that is unloading (a reload into
 * a new release, the move to the provider's signup page). No cookie, no storage, no identifier:
 * two events of one member cannot be put together. With Global Privacy Control or Do Not Track on,
 * nothing is sent at all.
 */
import { EVENTS_PATH, eventBody, type EventName, type EventStep } from '../shared/site-events';
import { stepAt } from '../shared/steps';

declare const __ONBOARDING_RELEASE__: string | undefined;

/** The release this page runs (the build's commit); "dev" outside a build. */
export const RELEASE: string = typeof __ONBOARDING_RELEASE__ === 'string' ? __ONBOARDING_RELEASE__ : 'dev';

export interface SiteEvents {
  /** Sends event `name` at `step`, with its reason code (src/shared/site-events.ts says which). */
  send(name: EventName, step: EventStep, reason?: string): void;
}

/** Sends nothing: development, tests of a part alone, the build's server render. */
export const NO_EVENTS: SiteEvents = { send: () => {} };

/** What of the browser's navigator the events need. */
export interface EventsNavigator {
  sendBeacon?: (url: string, data: string) => boolean;
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/** The member asked sites not to track or sell: Global Privacy Control, or Do Not Track. */
export function optedOut(browser: EventsNavigator): boolean {
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1';
}

/** Events posted to our own origin (EVENTS_PATH), unless the member opted out. */
export function beaconEvents(browser: EventsNavigator, release: string = RELEASE): SiteEvents {
  if (optedOut(browser) || typeof browser.sendBeacon !== 'function') return NO_EVENTS;
  return {
    send(name, step, reason = '') {
      try {
        browser.sendBeacon!(EVENTS_PATH, eventBody({ e: name, s: step, r: reason, v: release }));
      } catch {
        // Counting must never stand in the member's way.
      }
    },
  };
}

/** The step of a path of the flow (src/shared/steps.ts); 0 for any other. */
export const stepOfPath = (pathname: string): EventStep => stepAt(pathname)?.number ?? 0;

/** An error's name as a reason code ("TypeError"); "Error" for anything without a usable one. */
export function errorCode(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  return /^[A-Za-z]{1,40}$/.test(name) ? name : 'Error';
}
