import { createFormHook, type AnyFormApi } from '@tanstack/react-form';
import { fieldContext, formContext } from './form-context';
import { TextField } from './text-field';
import { CheckboxField } from './checkbox-field';
import { SubmitButton } from './submit-button';
import { FormElement } from './form-element';

/**
 * The app's one form hook: every step's form uses these registered field and form components.
 * A field component only one step needs (step 2's ComboboxField, DatePartField, RadioGroupField and
 * SelectField) is added to it with `extendForm` in that step's code, so it stays out of step 1's JavaScript.
 */
export const { useAppForm, extendForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, CheckboxField },
  formComponents: { FormElement, SubmitButton },
});

/**
 * How every step checks its answers, with TanStack Form's own validation: the step's check (step 2's
 * zod schema, step 1's function over its two rules) is its `onChange` validator, which the form runs
 * on every change and on Conferma; these listeners run it once more when the form appears, so that
 * every field always carries its current error in that one slot. The fields show it only once the
 * member has left them (see useFieldChrome), and Conferma stays disabled until there is none (see
 * SubmitButton).
 */
export const validateOnMount = {
  onMount: ({ formApi }: { formApi: AnyFormApi }) => void formApi.validate('change'),
};
