/**
 * Runs `reveal` now, or, when a pointer is pressed, once it is released and its click has landed.
 *
 * A field's error appears when the field loses focus. When focus leaves because the member
 * pressed on the next control, an error inserted above that control would push it down
 * between press and release, and the click would miss it. Waiting for the release keeps
 * the layout still under the finger.
 */
let pressed = false;
const waiting: Array<() => void> = [];
const flush = () => waiting.splice(0).forEach((run) => run());
/** A press held longer than this (or released outside the page) no longer holds errors back. */
const LONGEST_WAIT_MS = 1000;

// Listening from the start: the press that causes the first blur must be seen too.
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const release = () => {
    pressed = false;
    // After the click that follows pointerup in the same task.
    setTimeout(flush, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

export function afterPointerRelease(reveal: () => void): void {
  if (!pressed) return reveal();
  waiting.push(reveal);
  setTimeout(flush, LONGEST_WAIT_MS);
}
