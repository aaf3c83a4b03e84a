import { useEffect, useRef } from 'react';

/**
 * Takes over what the browser put into a field before React was in charge of it: text typed
 * into the prerendered step 1 while the app was loading, or the browser's autofill.
 * Runs once, after the first render or hydration; a no-op when the field and state agree.
 */
export function useAdoptDomValue<T extends string | boolean>(
  read: (input: HTMLInputElement) => T,
  current: T,
  adopt: (value: T) => void,
) {
  const ref = useRef<HTMLInputElement>(null);
  const first = useRef({ read, current, adopt });
  useEffect(() => {
    const { read: readDom, current: state, adopt: take } = first.current;
    const input = ref.current;
    if (!input) return;
    const value = readDom(input);
    if (value !== state) take(value);
  }, []);
  return ref;
}
