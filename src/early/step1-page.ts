import type { Step1Error } from '@/shared/eligibility/step1';

/**
 * What a partner's page carries for its inline script to answer on step 1 before the app runs
 * (src/early/before-app.ts): the partner's accepted domains and step 1's texts as the app words
 * them for this partner (its own texts included). The build writes it into each partner's page
 * as JSON (under STEP1_PAGE_ID), so the script's text stays the same on every page; the markup
 * the texts go in comes with the page too, as templates (templates.tsx).
 */
export interface Step1Page {
  /**
   * The partner's slug and name: a Conferma pressed before the app runs carries the answers to step 2's
   * page for this partner, its groupRef made from the name (step1Done).
   */
  partner: { slug: string; name: string };
  domains: string[];
  texts: {
    errors: Record<Step1Error, string>;
    /** The hint next to Conferma, by the fields it waits for (names in the form's order, joined by ","). */
    missing: Record<string, string>;
  };
}

/** Where the mended address goes in the remedy's template (templates.tsx). */
export const SUGGESTION_PLACEHOLDER = '{{email}}';
