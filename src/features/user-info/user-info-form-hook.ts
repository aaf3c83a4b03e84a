import { extendForm } from '@/components/form-hook';
import { ComboboxField } from '@/components/combobox-field';
import { DatePartField } from '@/components/date-input';
import { RadioGroupField } from '@/components/radio-group-field';
import { SelectField } from '@/components/select-field';

/** The app's form hook with step 2's own fields: the municipality's combobox, the date's boxes, the radios and the select (not in step 1's JavaScript). */
export const { useAppForm: useUserInfoForm } = extendForm({
  fieldComponents: { ComboboxField, DatePartField, RadioGroupField, SelectField },
  formComponents: {},
});
