import { useEffect, useRef } from 'react';
import { registerOpenForm } from '@/lib/onboarding-store';

interface FormLike<Values> {
  state: { values: Values; isSubmitSuccessful: boolean };
}

/**
 * When a step's form goes away (Indietro, the browser's back or forward), hands its values to
 * `keep`, so the step shows them again next time; after a successful Conferma it hands
 * `undefined`: the confirmed answers are what the step shows then. The same hand-over happens just
 * before the page reloads itself into a new release (src/lib/release-recovery.ts).
 */
export function useKeepDraft<Values>(form: FormLike<Values>, keep: ((draft: Values | undefined) => void) | undefined): void {
  const latest = useRef(keep);
  useEffect(() => {
    latest.current = keep;
  });
  useEffect(() => {
    const handOver = () => latest.current?.(form.state.isSubmitSuccessful ? undefined : form.state.values);
    const unregister = registerOpenForm(handOver);
    return () => {
      unregister();
      handOver();
    };
  }, [form]);
}
