import { useEffect, useState } from 'react';
import type { AnyFormApi } from '@tanstack/react-form';
import { confirmForm } from './form-hook';

/** Marks when a form has caught up with the member (`npm run bench` measures from the first paint to it). */
export const FORM_READY_MARK = 'onboarding:form-ready';

/** A form's state as the page before the app left it (src/shared/eligibility/step1.ts, foldEarlyEvents). */
export interface EarlyAnswers {
  touched: Record<string, boolean>;
  blurred: Record<string, boolean>;
  /** Conferma was pressed with every answer right: the form submits once it runs. */
  submitted: boolean;
}

/**
 * Starts `form` where the page before the app left it, from its first render: its values are the
 * form's default values; here the fields the member changed or left, and the errors of their
 * answers, are set before anything renders, so the first render (the hydration of the page as
 * the inline script shows it) draws the same errors, the same Conferma and the same hint. Then,
 * once mounted, a press of Conferma that went through on the page submits.
 */
export function useEarlyAnswers(form: AnyFormApi, answers: EarlyAnswers | undefined): void {
  useState(() => {
    if (!answers) return;
    for (const name of Object.keys(answers.touched)) {
      form.setFieldMeta(name, (meta) => ({
        ...meta,
        isTouched: answers.touched[name] ?? false,
        isBlurred: answers.blurred[name] ?? false,
        isDirty: answers.touched[name] ?? false,
      }));
    }
    // The form's own validation, as on every change: the errors are in their slot at once.
    form.validateSync('change');
  });
  useEffect(() => {
    // The press was the member's last move unless they went on to another field: then leave the focus there.
    const active = document.activeElement;
    const pressed = !active || active === document.body || (active instanceof HTMLButtonElement && active.type === 'submit');
    const submit = answers?.submitted ? confirmForm(form, { focus: pressed }) : Promise.resolve(false);
    void submit.finally(() => performance.mark?.(FORM_READY_MARK));
    // Once, for the answers the form started from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);
}
