/**
 * Ends the current task and goes on in a new one, so that the browser can answer the member (a tap, a key,
 * a paint) in between: the app's start is cut into steps this way, none long enough to keep a phone busy
 * (docs/performance.md). `scheduler.yield()` where the browser has it, which goes on before other queued work;
 * otherwise a timer.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
