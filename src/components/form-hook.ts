import { createFormHook, revalidateLogic, type AnyFormApi } from '@tanstack/react-form';
import { fieldContext, formContext } from './form-context';
import { TextField } from './text-field';
import { CheckboxField } from './checkbox-field';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { DatePartField } from './date-input';
import { SubmitButton } from './submit-button';

/** The app's one form hook: every step's form uses these registered field and form components. */
export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, CheckboxField, RadioGroupField, SelectField, DatePartField },
  formComponents: { SubmitButton },
});

/**
 * How every step checks its answers, with TanStack Form's own validation: the step's schema is
 * its `onDynamic` validator, run (`revalidateLogic`) on every change and on Conferma, and once
 * when the form appears, so that every field always carries its current error. The fields show
 * it only once the member has left them (see useFieldChrome), and Conferma stays disabled until
 * there is none (`canSubmit`, see SubmitButton).
 */
export const validateAsAnswered = {
  validationLogic: revalidateLogic({ mode: 'change', modeAfterSubmission: 'change' }),
  listeners: { onMount: ({ formApi }: { formApi: AnyFormApi }) => void formApi.validate('change') },
};
