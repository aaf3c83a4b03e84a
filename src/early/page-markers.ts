/** What the build writes into a partner's page (tools/site-build/partner-pages-plugin.ts) for its inline script and the app to read. */

/** On #root: the content is the step 1 of the partner whose slug is the value. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On #root beside PRERENDERED_ATTRIBUTE, on a page of another step than step 1: that step's path (step 2's page). */
export const PRERENDERED_STEP_ATTRIBUTE = 'data-prerendered-step';

/** The id of the JSON script element that holds the partner's configuration. */
export const EMBEDDED_TENANT_ID = 'partner-config';

/** On window: the recorder of what the member does before the app runs (before-app.ts). */
export const EARLY_INPUT_GLOBAL = '__onboardingEarlyInput';

/** The notice a partner's page shows when the app cannot start (hidden until then). */
export const START_NOTICE_ID = 'start-notice';

/** The id of the JSON script element that holds what step 1 answers with before the app runs (Step1Page). */
export const STEP1_PAGE_ID = 'step1-answers';

/**
 * The ids of the `<template>`s the build renders from the app's own components (templates.tsx) for the
 * inline script to clone and fill: a field's error, the remedy under it, and the hint next to Conferma.
 */
export const TEMPLATE_IDS = { error: 'early-error', remedy: 'early-remedy', hint: 'early-hint' } as const;

/** On window: the moves the page's head script keeps until the inline script runs (early-moves.ts). */
export const EARLY_MOVES_GLOBAL = '__onboardingEarlyMoves';
