/**
 * The ids and classes that tie a field to its hint and its error (and mark a step's Indietro), written
 * once for the two that draw the steps: the app's components (field-wrapper.tsx, page-layout.tsx) and,
 * before the app runs, the page's scripts (src/early/before-app.ts, early-moves.ts), which fill the same
 * components' markup from the page's templates.
 * No React here: the inline script imports this file.
 */

/** The hint of the control `id`. */
export const hintId = (id: string) => `${id}-hint`;

/** The error of the control `id`. */
export const errorId = (id: string) => `${id}-error`;

/** The class of a field's wrapper: invalid fields have a red border. */
export const fieldClass = (invalid: boolean) => (invalid ? 'field field--invalid' : 'field');

/** The control's `aria-describedby`: its hint, then its error. */
export function describedBy(id: string, hasHint: boolean, invalid: boolean): string | undefined {
  const ids = [hasHint ? hintId(id) : '', invalid ? errorId(id) : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** What Conferma says it waits for, next to it (submit-button.tsx). */
export const SUBMIT_HINT_ID = 'submit-hint';

/** The class of a step's Indietro link (page-layout.tsx), which the page's scripts turn into the browser's Back before the app runs. */
export const BACK_LINK_CLASS = 'back-link';
