import { createFormHook, type AnyFormApi } from '@tanstack/react-form';
import { fieldContext, formContext } from './form-context';
import { TextField } from './text-field';
import { CheckboxField } from './checkbox-field';
import { SubmitButton } from './submit-button';

/**
 * The app's one form hook: every step's form uses these registered field and form components.
 * A field component only one step needs (step 2's ComboboxField, DatePartField, RadioGroupField and
 * SelectField) is added to it with `extendForm` in that step's code, so it stays out of step 1's JavaScript.
 */
export const { useAppForm, extendForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, CheckboxField },
  formComponents: { SubmitButton },
});

/**
 * How every step checks its answers, with TanStack Form's own validation: the step's schema is
 * its `onChange` validator, which the form runs on every change and on Conferma; these listeners
 * run it once more when the form appears, so that every field always carries its current error
 * in that one slot. The fields show it only once the member has left them (see useFieldChrome),
 * and Conferma stays disabled until there is none (see SubmitButton).
 */
export const validateOnMount = {
  onMount: ({ formApi }: { formApi: AnyFormApi }) => void formApi.validate('change'),
};

/**
 * A press of Conferma (or Enter in a field), whatever the answers: Conferma is never natively
 * disabled, only marked `aria-disabled` while the answers are incomplete, so keyboard and
 * screen-reader users can reach it and hear what is missing. The form submits if its answers are
 * valid; otherwise every field shows its error, as if the member had gone through them, and the
 * first one at fault takes the focus (`focus: false` leaves it where it is). Resolves to whether
 * the form was submitted.
 */
export async function confirmForm(form: AnyFormApi, { focus = true }: { focus?: boolean } = {}): Promise<boolean> {
  await form.handleSubmit();
  if (form.state.isSubmitSuccessful) return true;
  const names = Object.keys(form.state.values as object);
  for (const name of names) form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true, isBlurred: true }));
  const first = names.find((name) => (form.state.fieldMeta[name]?.errors.length ?? 0) > 0);
  if (focus && first) document.querySelector<HTMLElement>(`form [name="${CSS.escape(first)}"]`)?.focus();
  return false;
}
