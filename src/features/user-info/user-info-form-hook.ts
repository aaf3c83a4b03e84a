import { extendForm } from '@/components/form-hook';
import { ComboboxField } from '@/components/combobox-field';

/** The app's form hook with step 2's own field: the municipality's combobox (not in step 1's JavaScript). */
export const { useAppForm: useUserInfoForm } = extendForm({ fieldComponents: { ComboboxField }, formComponents: {} });
