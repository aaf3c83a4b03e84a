import { useLayoutEffect } from 'react';
import type { AnyFormApi } from '@tanstack/react-form';
import { confirmForm } from '@/components/form-element';
import type { EarlyHandOver } from './hand-over';
import type { EarlyEvent } from './record';

/**
 * Step 2's page before the app: a partner's page at /insert-info, drawn at build time and reached by a
 * Conferma pressed on step 1 before the app ran (step2-guard.ts, before-app.ts). The page's script
 * records what the member does there as on step 1, and the app draws step 2 afresh (bootstrap.tsx)
 * from the record, through the form's own API, so nothing she did is lost.
 */

/** The fields of `values` changed in `events`, with their last text. */
function changed<Values extends Record<string, string>>(values: Values, events: readonly EarlyEvent[]): Partial<Values> {
  const found: Record<string, string> = {};
  for (const event of events)
    if (event.type === 'change' && typeof event.value === 'string' && Object.hasOwn(values, event.name))
      found[event.name] = event.value;
  return found as Partial<Values>;
}

/** Step 2's values where the page before the app left them: what the form starts from (its draft's shape). */
export function earlyStep2<Values extends Record<string, string>>(handOver: EarlyHandOver, values: Values): Values {
  return { ...values, ...changed(values, handOver.record()) };
}

/**
 * Once step 2 is on screen (a layout effect: in the commit's task, before any other event), the
 * hand-over is finished: what the member did while the app drew the page is set through the form's
 * API, the fields she left are marked left (their errors show), the focus goes back to the field she
 * was in, and a press of Conferma on the page is made again, as Conferma does.
 */
export function useEarlyStep2(form: AnyFormApi, handOver: EarlyHandOver): void {
  useLayoutEffect(() => {
    const record = handOver.record();
    const late = handOver.finish();
    if (late === null) return;
    const values = form.state.values as Record<string, string>;
    for (const [name, value] of Object.entries(changed(values, late))) form.setFieldValue(name, value);
    const all = [...record, ...late];
    for (const event of all)
      if (event.type === 'blur' && Object.hasOwn(values, event.name))
        form.setFieldMeta(event.name, (meta) => ({ ...meta, isTouched: true, isBlurred: true }));
    const focused = handOver.focused();
    if (focused) document.getElementById(focused)?.focus();
    if (all.some((event) => event.type === 'submit')) void confirmForm(form, { focus: !focused });
    // Once: the hand-over is finished with the first mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
