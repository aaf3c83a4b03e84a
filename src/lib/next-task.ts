/**
 * Ends the current task and goes on in a new one, so that the browser can answer the member (a tap, a key,
 * a paint) in between: the app's start is cut into steps this way, none long enough to keep a phone busy
 * (docs/performance.md). A timer, not `scheduler.yield()`: a yield's continuation goes before a pending paint,
 * and two steps with no paint between them make one long frame again.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
