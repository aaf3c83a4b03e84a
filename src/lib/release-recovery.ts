/**
 * A release published while a member has the page open.
 *
 * The page loads each later step's code and texts when the member gets there, from files whose
 * names carry a hash of their content. A new release has new names; where the server no longer has
 * the old files (a static host replaced whole, a deployment that did not keep them), the page open
 * since before the release cannot load them. Then the app reloads itself into the new release, at
 * the same address, so the member lands on the step she was going to with every answer kept.
 *
 * How the answers survive that one page load:
 * - Just before reloading, the answers with the open forms' drafts (onboarding.snapshot()) go to
 *   sessionStorage under RESUME_KEY: this tab and this host only.
 * - The reloaded page reads that entry and deletes it at once (takeResume), before drawing anything.
 *   Nothing else personal is ever stored (docs/member-flow.md, "What is kept").
 * - At most one automatic reload per tab per AUTO_RELOAD_INTERVAL_MS (RELOADED_AT_KEY holds only
 *   the time of the last one): a release that keeps failing leads to the partner's error screen,
 *   whose Riprova does the same reload, not to a loop.
 */
import type { OnboardingSnapshot, OnboardingStore } from './onboarding-store';
import { RESUME_KEY, storeResume } from '@/shared/resume';
import { isEventStep, type EventStep } from '@/shared/site-events';

export { RESUME_KEY };

export const RELOADED_AT_KEY = 'onboarding.reloaded-at';
export const AUTO_RELOAD_INTERVAL_MS = 60_000;

/**
 * How Chromium, Firefox and WebKit word a dynamic import that failed (a 404, an HTML page in place
 * of a module): for a failure Vite's event did not announce (a build without its preload wrapper).
 */
const IMPORT_FAILED =
  /^(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/;

/** Nothing failed; reloading into the new release; a failure that one automatic reload did not cure. */
export type RecoveryState = 'idle' | 'reloading' | 'stranded';

export interface ReleaseRecovery {
  readonly state: RecoveryState;
  /** Calls `listener` whenever the state changes; returns what stops it (for useSyncExternalStore). */
  subscribe: (listener: () => void) => () => void;
  /**
   * A module or a text of the app failed to load: reloads keeping the answers, unless the tab
   * reloaded itself less than a minute ago or cannot keep them.
   */
  failedToLoad(): void;
  /** Riprova: the same reload with the answers kept, whenever the last one was. */
  retry(): void;
  /** Whether `error` (a route's) comes from a file of the app that could not be loaded. */
  isLoadFailure(error: unknown): boolean;
}

interface RecoveryOptions {
  onboarding: OnboardingStore;
  /** The partner of the page: a snapshot is read back on that partner's pages only. */
  partner: string;
  /** Loads the page again from the server (the browser's reload). */
  reload: () => void;
  storage?: () => Storage;
  now?: () => number;
  /** Told once what a failed load led to: a reload, or the error card (the site's events). */
  onFailure?: (outcome: 'reload' | 'stranded') => void;
}

interface Resume extends OnboardingSnapshot {
  partner: string;
  path?: unknown;
  uncounted?: unknown[];
}

export function createReleaseRecovery({
  onboarding,
  partner,
  reload,
  storage = () => window.sessionStorage,
  now = Date.now,
  onFailure,
}: RecoveryOptions): ReleaseRecovery {
  let state: RecoveryState = 'idle';
  let failedOnce = false;
  const listeners = new Set<() => void>();
  const become = (next: RecoveryState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const reloadKeepingAnswers = (): boolean => {
    try {
      storeResume(storage(), { partner, ...onboarding.snapshot() });
      storage().setItem(RELOADED_AT_KEY, String(now()));
    } catch {
      // Storage refused (disabled, full): a reload would lose the answers.
      return false;
    }
    become('reloading');
    reload();
    return true;
  };
  const reloadedLately = () => {
    try {
      const last = Number(storage().getItem(RELOADED_AT_KEY));
      return last > 0 && now() - last < AUTO_RELOAD_INTERVAL_MS;
    } catch {
      return false;
    }
  };
  return {
    get state() {
      return state;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    failedToLoad() {
      failedOnce = true;
      if (state !== 'idle') return;
      // Told before the reload starts: the event must leave with the page.
      const outcome = reloadedLately() ? 'stranded' : 'reload';
      onFailure?.(outcome);
      if (outcome === 'stranded' || !reloadKeepingAnswers()) become('stranded');
    },
    retry() {
      if (!reloadKeepingAnswers()) reload();
    },
    isLoadFailure: (error) => failedOnce || (error instanceof Error && IMPORT_FAILED.test(error.message)),
  };
}

/**
 * The answers a reload into a new release carried over, for `partner`'s page; deleted from storage
 * as soon as they are read, whatever they hold.
 */
export function takeResume(
  partner: string,
  pathname: string,
  storage: () => Storage = () => window.sessionStorage,
): (OnboardingSnapshot & { uncounted: EventStep[] }) | undefined {
  let value: Partial<Resume> | null;
  try {
    const text = storage().getItem(RESUME_KEY);
    if (text === null) return undefined;
    try {
      value = JSON.parse(text) as Partial<Resume> | null;
    } catch {
      value = null;
    }
    // Written for another page of this tab (step 2's, while step 1's page is still being left): left for it.
    if (typeof value?.path === 'string' && value.path !== pathname) return undefined;
    storage().removeItem(RESUME_KEY);
  } catch {
    return undefined;
  }
  const kept = value?.kept ?? {};
  if (value?.partner !== partner || !isRecord(value.answers) || !isRecord(kept)) return undefined;
  const uncounted = Array.isArray(value.uncounted) ? value.uncounted.filter(isReachedStep) : [];
  return { answers: value.answers, kept, uncounted };
}

const isRecord = (value: unknown): value is Record<string, never> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A step a member reaches (1, 2 or 3; 0 is no step). */
const isReachedStep = (value: unknown): value is EventStep => value !== 0 && isEventStep(value);
