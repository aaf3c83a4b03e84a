import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the step-1 screen written into index.html at build time
 * (and while that HTML is rendered), true everywhere else. The prerendered screen knows no
 * partner, so parts that name the partner render only once this is true: hydration then
 * matches the HTML exactly, and they appear a moment later.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
