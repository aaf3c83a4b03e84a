/**
 * The one driver the shared scenarios (./flow.scenarios.ts) are written against: what a member does
 * on the page and what the provider's API saw. Two implementations, so a scenario is written once:
 *
 * - `tests/support/jsdom-member.ts`: the app in jsdom, Testing Library and user-event, the provider
 *   stood in by msw (the flow tests, `npm test`);
 * - `tests/engines/engine-member.ts`: a real Chromium, Firefox ESR or WebKit, the same Testing Library queries
 *   run inside the page, the provider a real HTTP server (the engines suite, `npm run test:engines`).
 *
 * Elements are found as a person finds them: by role and accessible name, by label or by text.
 */
import type { ProviderEndpoint } from '@/shared/provider-api';

export type Text = string | RegExp;
/** How a person finds a thing on the page. */
export type Query = { role: string; name?: Text } | { label: Text } | { text: Text };
/** The keys the scenarios press. */
export type Key = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape';

/** A query as a failure message names it: `button "Conferma"`, `label /E-mail/`. */
export function describeQuery(query: Query): string {
  const show = (text: Text) => (typeof text === 'string' ? JSON.stringify(text) : String(text));
  if ('role' in query) return `${query.role}${query.name === undefined ? '' : ` ${show(query.name)}`}`;
  if ('label' in query) return `label ${show(query.label)}`;
  return `text ${show(query.text)}`;
}

/** The partner whose page the member opens. */
export interface Partner {
  slug: string;
  /** As its file names it (the groupRef starts with it). */
  name: string;
  /** A work e-mail address the partner's domains cover. */
  email: string;
  contractRef: string;
}

/** A partner's page whose scripts have not run yet: step 1 drawn in the HTML, its inline script answering. */
export interface ScriptsHeld {
  /** Lets the app's scripts through and waits until the app has taken the page over. */
  release(): Promise<void>;
  /** How many entries the tab's history has gained since the page opened. */
  navigations(): Promise<number>;
}

export interface Member {
  /** Opens `partner`'s page (the suite's first partner unless told) at `path` and search, and waits until the app runs. */
  open(path?: string, partner?: Partner): Promise<void>;
  /** Opens the address of a partner named `slug` that may not exist; does not wait for the app. */
  openOther(slug: string, path?: string): Promise<void>;
  /** The partner's own page at `path`, before its scripts run (only where pages are written at build time). */
  openWithScriptsHeld(path?: string): Promise<ScriptsHeld>;

  /** Waits until the query matches a visible element. */
  find(query: Query, timeoutMs?: number): Promise<void>;
  /** How many visible elements match now. */
  count(query: Query): Promise<number>;
  valueOf(query: Query): Promise<string>;
  /** aria-disabled="true": shown, focusable, but it does nothing yet. */
  isDisabled(query: Query): Promise<boolean>;
  /** aria-invalid="true". */
  isInvalid(query: Query): Promise<boolean>;
  waitForChecked(query: Query, timeoutMs?: number): Promise<void>;
  /** Waits until the query's text contains `expected`. */
  waitForText(query: Query, expected: string, timeoutMs?: number): Promise<void>;

  click(query: Query): Promise<void>;
  /** Types into an empty field and waits until it holds `text`. */
  fill(query: Query, text: string): Promise<void>;
  /** Types `text` key by key into the field, whatever the page then does with it. */
  type(query: Query, text: string): Promise<void>;
  press(query: Query, key: Key): Promise<void>;
  /** Pastes `text` into the field, as a paste from the clipboard does. */
  paste(query: Query, text: string): Promise<void>;
  /** Picks an option of a select by its value. */
  select(query: Query, value: string): Promise<void>;

  /** Path and search of the tab's address. */
  address(): Promise<string>;
  waitForAddress(pathAndSearch: string): Promise<void>;
  /** Waits until the app has sent the tab to the provider's site, and gives that address. */
  waitForProviderPage(): Promise<URL>;
  back(): Promise<void>;
  forward(): Promise<void>;
  /** Reloads the page and waits until the app runs again. */
  reload(): Promise<void>;
  /**
   * Lets `ms` of the page's time pass: real time in a browser. In jsdom, once the provider stand-in hangs
   * or drops a call, the page's timers run on a fake clock, which this moves on at once.
   */
  wait(ms: number): Promise<void>;
}

/** A call that reached the provider's API. */
export interface ProviderCall {
  path: string;
  body: unknown;
}

export interface Provider {
  /** The next call to `endpoint` answers with `status` and no code. */
  failNext(endpoint: ProviderEndpoint, status: number): void;
  /** Calls to `endpoint` in the next `ms` have their connection cut, as when the network drops (a fake clock in jsdom, as hangNext). */
  dropFor(endpoint: ProviderEndpoint, ms: number): void;
  /** The next call to `endpoint` is never answered (in jsdom, from now on the page's timers run on a fake clock: see Member.wait). */
  hangNext(endpoint: ProviderEndpoint): void;
  /** The calls that reached the API, in order; those to `endpoint` only, if given. */
  calls(endpoint?: ProviderEndpoint): ProviderCall[];
  /** The codes answered so far, in order: reference keys and coupon codes. */
  codes(endpoint: ProviderEndpoint): string[];
}

/** What each scenario is given. */
export interface ScenarioContext {
  member: Member;
  provider: Provider;
}
