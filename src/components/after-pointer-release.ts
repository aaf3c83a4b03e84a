/**
 * Runs `reveal` now, or, when a pointer is pressed, once it is released and its click has landed.
 *
 * A field's error appears, and the municipality's list of suggestions closes, when the field
 * loses focus. When focus leaves because the member pressed on the next control, an error
 * inserted above that control (or a list closing above it) would move it between press and
 * release, and the click would miss it. Waiting for the release keeps the layout still under
 * the finger.
 *
 * A mouse moves the focus on its press, and its click follows its release in the same task.
 * A finger's tap does more in one go after the finger is lifted: pointerup first, then the
 * browser's tap dispatches mousedown (which moves the focus: the blur happens here), mouseup and
 * click, hit-testing each again. So after a touch's pointerup the press counts as held until its
 * click (or for LONGEST_WAIT_MS, when the touch makes no click).
 */
let pressed = false;
let tapping: ReturnType<typeof setTimeout> | undefined;
const waiting: Array<() => void> = [];
const flush = () => waiting.splice(0).forEach((run) => run());
/** A press held longer than this (or released outside the page) no longer holds errors back. */
const LONGEST_WAIT_MS = 1000;

function release() {
  clearTimeout(tapping);
  if (!pressed) return;
  pressed = false;
  // After the click that follows pointerup in the same task.
  setTimeout(flush, 0);
}

// Listening from the start: the press that causes the first blur must be seen too.
if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      clearTimeout(tapping);
      pressed = true;
    },
    true,
  );
  document.addEventListener(
    'pointerup',
    (event) => {
      if (event.pointerType !== 'touch') return release();
      // The tap's focus change and click are still to come.
      clearTimeout(tapping);
      tapping = setTimeout(release, LONGEST_WAIT_MS);
    },
    true,
  );
  document.addEventListener('click', release, true);
  document.addEventListener('pointercancel', release, true);
}

export function afterPointerRelease(reveal: () => void): void {
  if (!pressed) return reveal();
  waiting.push(reveal);
  // This reveal only: an earlier press's timer must not cut a later press short.
  setTimeout(() => {
    const index = waiting.indexOf(reveal);
    if (index !== -1) waiting.splice(index, 1)[0]!();
  }, LONGEST_WAIT_MS);
}
