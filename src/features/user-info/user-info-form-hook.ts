import { extendForm } from '@/components/form-hook';
import { ComboboxField } from '@/components/combobox-field';
import { DatePartField } from '@/components/date-input';

/** The app's form hook with step 2's own fields: the municipality's combobox and the date's boxes (not in step 1's JavaScript). */
export const { useAppForm: useUserInfoForm } = extendForm({
  fieldComponents: { ComboboxField, DatePartField },
  formComponents: {},
});
