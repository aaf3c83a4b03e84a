/**
 * The one entry a page of this tab leaves for the next (sessionStorage, RESUME_KEY): the member's
 * answers, carried over one page load and deleted by the page that reads them. Written by a reload
 * into a new release (src/lib/release-recovery.ts, which reads it back) and by a Conferma pressed on
 * step 1 before the app runs (src/early/before-app.ts), which leads to step 2's page; step 2's page
 * sends a member without it back to step 1 (src/early/step2-guard.ts). Pure: no DOM.
 */

export const RESUME_KEY = 'onboarding.resume';

/** What RESUME_KEY holds: the answers for one partner's pages, and what the steps keep besides them. */
export interface StoredResume {
  partner: string;
  /**
   * The address of the page they are for (step 2's, when step 1's page writes them): another page of
   * the tab leaves them there. Step 1's page, whose app may still start while the browser is loading
   * step 2's page, must not take step 2's answers. Any page's when absent (a reload into a new release).
   */
  path?: string;
  answers: object;
  /** The open forms' drafts (none when step 1's page writes it). */
  kept?: object;
  /**
   * The steps the member reached on a page whose app never ran (step 1, left from its page before the
   * app ran): the next page's app counts her arrival there in the site's events (src/lib/site-events.ts).
   */
  uncounted?: number[];
}

/** Writes `resume` under RESUME_KEY. Throws when storage refuses (disabled, full). */
export function storeResume(storage: Storage, resume: StoredResume): void {
  storage.setItem(RESUME_KEY, JSON.stringify(resume));
}
