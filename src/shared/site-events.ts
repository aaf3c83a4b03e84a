/**
 * The site's own events: how members fare, per partner, counted without tracking anyone.
 *
 * The page posts each event to its own origin (EVENTS_PATH); the server (deploy/nginx.conf, the
 * worker) writes one log line per event, adding the partner (from the host, never from the body)
 * and the time rounded to the minute; `npm run report` counts the lines. An event holds a name, a
 * step, a reason code and the release, each from a closed set or pattern: no e-mail, name, date,
 * place, reference key, coupon, address, query, user agent, identifier, or anything that links
 * two events of one member (docs/privacy.md). The browser (src/lib/site-events.ts) and the report
 * (tools/events/) take the contract from here.
 */

/** Where the page posts its events; the server answers 204 and keeps no more than the log line. */
export const EVENTS_PATH = '/_events';
/** The largest body the server takes (nginx and the worker answer 413 past it). */
export const EVENT_MAX_BYTES = 1024;

/**
 * - `arrived`: the member is at step `s` (1, 2 or 3).
 * - `activated`: the provider gave the reference key (a new member goes to signup) or the coupon.
 * - `not-sent`: the API could not be reached just before a request: nothing was posted.
 * - `unconfirmed`: a request left and its answer was lost or unusable: it may have gone through.
 * - `refused`: the provider answered with an error status (reason: the stage and the status class).
 * - `load-failed`: a module or text of the app could not be loaded (a release since the page opened).
 * - `error`: an unexpected error showed the error screen (reason: the error's name).
 */
export const EVENT_NAMES = ['arrived', 'activated', 'not-sent', 'unconfirmed', 'refused', 'load-failed', 'error'] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** The steps of the flow: 1 the work e-mail, 2 the member's details, 3 the activation; 0 none. */
export const EVENT_STEPS = [0, 1, 2, 3] as const;
export type EventStep = (typeof EVENT_STEPS)[number];
export const isEventStep = (value: unknown): value is EventStep => EVENT_STEPS.includes(value as EventStep);

/** Which request an activation event is about. */
export type EventStage = 'pre-registration' | 'coupon';
/** An HTTP status class: 3xx for a redirect (never followed), 4xx, 5xx. */
export type StatusClass = '3xx' | '4xx' | '5xx';

/**
 * A reason code: the stage of an activation event (`coupon`, or `coupon-5xx` for a refusal),
 * `reload` or `stranded` for a load that failed, an error's name for an error; empty for none.
 * Letters, digits and hyphens, at most 40: nothing a member typed can fit a reason.
 */
export const REASON_PATTERN = /^[A-Za-z0-9-]{0,40}$/;
/** The release a page runs: the commit it was built from, or what the operator named it. */
export const RELEASE_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;

export interface SiteEvent {
  /** The event's name. */
  e: EventName;
  /** The step it happened at. */
  s: EventStep;
  /** Its reason code, '' for none. */
  r: string;
  /** The release of the page. */
  v: string;
}

/** The body of an event, as the page posts it and the server logs it: compact JSON, fixed key order. */
export function eventBody(event: SiteEvent): string {
  return JSON.stringify({ e: event.e, s: event.s, r: event.r, v: event.v });
}

/** An event read back from a body: undefined for anything the page would never send. */
export function parseEventBody(body: string): SiteEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { e, s, r, v } = value as Record<string, unknown>;
  if (!EVENT_NAMES.includes(e as EventName) || !isEventStep(s)) return undefined;
  if (typeof r !== 'string' || !REASON_PATTERN.test(r) || typeof v !== 'string' || !RELEASE_PATTERN.test(v)) return undefined;
  return { e: e as EventName, s, r, v };
}

/**
 * One line of the events log, as nginx writes it (log_format onboarding_events, escape=json) and the
 * worker logs it: the partner of the host, the minute (UTC, `2026-11-27T20:40`) and the body as
 * the page sent it, a JSON string.
 */
export interface EventLogLine {
  partner: string;
  minute: string;
  body: string;
}
