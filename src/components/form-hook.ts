import { createFormHook } from '@tanstack/react-form';
import { fieldContext, formContext } from './form-context';
import { TextField } from './text-field';
import { CheckboxField } from './checkbox-field';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { DatePartField } from './date-input';

/** The app's one form hook: every step's form uses these registered field components. */
export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, CheckboxField, RadioGroupField, SelectField, DatePartField },
  formComponents: {},
});
