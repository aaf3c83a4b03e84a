/**
 * The markup the page's inline script adds to step 1 before the app runs (before-app.ts), rendered at
 * build time from the components the app draws the same things with, one `<template>` each (ids in
 * page-markers.ts), outside #root. The script clones a template and fills in its text, so the page
 * before the app and the app draw one markup, and a change to it is made once, in the component.
 */
import { ErrorMessage } from '@/components/field-error';
import { FieldRemedy } from '@/components/field-remedy';
import { SubmitHint } from '@/components/submit-button';
import { TEMPLATE_IDS } from './page-markers';

/** The text a template holds where the script puts its own (the last text of the element). */
export const TEMPLATE_TEXT = '-';

/** `suggestion`: the remedy's label, with SUGGESTION_PLACEHOLDER (step1-page.ts) where the mended address goes. */
export function EarlyTemplates({ suggestion }: { suggestion: string }) {
  return (
    <>
      <template id={TEMPLATE_IDS.error}>
        <ErrorMessage id="" text={TEMPLATE_TEXT} />
      </template>
      <template id={TEMPLATE_IDS.remedy}>
        <FieldRemedy label={suggestion} />
      </template>
      <template id={TEMPLATE_IDS.hint}>
        <SubmitHint text={TEMPLATE_TEXT} />
      </template>
    </>
  );
}
