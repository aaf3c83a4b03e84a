/**
 * A field's error, and its remedy ("Intendevi …?"), appear above its control once the member has
 * left it, most often by tapping the next control: drawn in the flow of the page, they would push
 * what is below down under the finger, and Conferma off the screen (158 px at 360 px wide, for the
 * e-mail's near miss). Instead the page scrolls by the height the field gained: what is below stays
 * where it was on screen, and the message takes its place above, moving the field's label and what
 * is above it up. The same when the message goes: what is below stays, as far as the page can scroll.
 *
 * One rule for both that draw step 1: the app's FieldWrapper and, before the app runs, the page's
 * inline script (src/early/before-app.ts). No React here: the inline script imports this file.
 */
export function keepBelowInPlace(field: Element, heightBefore: number): void {
  const { bottom, height } = field.getBoundingClientRect();
  const grown = height - heightBefore;
  const bottomBefore = bottom - grown;
  const active = document.activeElement;
  // The member is in the field (its error shows as they press Enter or Conferma): the focus decides what shows.
  // A field whose bottom edge was off screen moved nothing the member was looking at.
  if (grown === 0 || (active && field.contains(active)) || bottomBefore <= 0 || bottomBefore > window.innerHeight) return;
  window.scrollBy(0, grown);
}
