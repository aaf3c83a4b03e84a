import { useLayoutEffect, useState } from 'react';
import type { AnyFormApi } from '@tanstack/react-form';
import { confirmForm } from '@/components/form-element';
import { STEP1_FIELDS, type Step1Values } from '@/shared/eligibility/step1';
import type { EarlyHandOver } from './hand-over';
import { foldEarlyEvents, type Step1Answers } from './record';

/** Marks when a form has caught up with the member (`npm run bench` measures from the first paint to it). */
export const FORM_READY_MARK = 'onboarding:form-ready';

/**
 * Step 1 where the page before the app left it, for the form's default values; undefined when the
 * member did nothing there. Pure: the same on every render until the hand-over is finished.
 */
export function earlyStep1(handOver: EarlyHandOver, values: Step1Values, domains: readonly string[]): Step1Answers | undefined {
  const record = handOver.record();
  return record.length > 0 ? foldEarlyEvents(values, record, domains) : undefined;
}

/** The fields whose meta differs from `answers`, set with the form's public API. */
function takeMeta(form: AnyFormApi, answers: Step1Answers): void {
  for (const name of STEP1_FIELDS) {
    const meta = form.getFieldMeta(name);
    if (!answers.touched[name] || (meta?.isTouched && (meta.isBlurred || !answers.blurred[name]))) continue;
    form.setFieldMeta(name, (previous) => ({
      ...previous,
      isTouched: true,
      isBlurred: (previous?.isBlurred ?? false) || answers.blurred[name],
      isDirty: true,
    }));
  }
}

/**
 * The one hook of step 1's form for the page before the app, the only path from it to the form:
 * - before the first render, the fields the member changed or left (`start`, with its values as
 *   the form's default values) and the form's own validation, so the first render (the
 *   hydration of the page as the inline script shows it) draws the same errors, Conferma and hint;
 * - once on screen (a layout effect: in the same task as the commit, before any other event),
 *   what the member did while the app hydrated, and any value the browser put in a field without
 *   an event (autofill), as the recorder hands them over, set through the form's API; then a press
 *   of Conferma on the page submits, or shows every error, as Conferma does.
 */
export function useEarlyStep1(
  form: AnyFormApi,
  handOver: EarlyHandOver,
  start: Step1Answers | undefined,
  values: Step1Values,
  domains: readonly string[],
): void {
  useState(() => {
    if (!start) return;
    takeMeta(form, start);
    // The form's own validation, as on every change: the errors are in their slot at once.
    form.validateSync('change');
  });
  useLayoutEffect(() => {
    const record = handOver.record();
    const late = handOver.finish();
    if (late === null) return;
    const now = late.length > 0 ? foldEarlyEvents(values, [...record, ...late], domains) : start;
    if (now) {
      for (const name of STEP1_FIELDS)
        if (now.values[name] !== form.getFieldValue(name)) form.setFieldValue(name, now.values[name]);
      takeMeta(form, now);
    }
    // The press was the member's last move unless they went on to another field: then leave the focus there.
    const active = document.activeElement;
    const pressed = !active || active === document.body || (active instanceof HTMLButtonElement && active.type === 'submit');
    const confirmed = now?.submitted || late.some((event) => event.type === 'submit');
    const submit = confirmed ? confirmForm(form, { focus: pressed }) : Promise.resolve(false);
    void submit.finally(() => performance.mark?.(FORM_READY_MARK));
    // Once: the hand-over is finished with the first mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
