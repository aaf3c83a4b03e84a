import { createFormHook, defaultValidationLogic, type ValidationLogicFn } from '@tanstack/react-form';
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
 * TanStack Form's own validation logic, plus one rule: a change also drops what the mount check
 * found, in every field. The change check has just found every field's current error, while a
 * mount error stays until its own field changes: a box of the birth date the member did not touch
 * would keep the whole-date error after another box fixed the date. (The library drops server
 * errors on a change the same way.)
 */
export const changeReplacesMountErrors: ValidationLogicFn = (props) =>
  defaultValidationLogic({
    ...props,
    runValidation: (run) =>
      props.runValidation(
        props.event.type === 'change' && !props.event.async
          ? { ...run, validators: [...run.validators, { fn: () => undefined, cause: 'mount' }] }
          : run,
      ),
  });
