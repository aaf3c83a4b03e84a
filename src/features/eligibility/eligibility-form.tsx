import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppForm, validateOnMount } from '@/components/form-hook';
import { useKeepDraft } from '@/components/use-keep-draft';
import { FieldRemedy } from '@/components/field-remedy';
import type { EarlyHandOver } from '@/early/hand-over';
import { earlyStep1, useEarlyStep1 } from '@/early/use-early-step1';
import { suggestWorkEmail } from '@/shared/tenant/near-domain';
import { eligibilityValidator, type EligibilityValues } from './eligibility-rules';
import { describeMissing } from './eligibility-texts';

interface EligibilityFormProps {
  domains: readonly string[];
  initialValues: EligibilityValues;
  onSubmit: (values: EligibilityValues) => void;
  /** Receives the unconfirmed answers when the form goes away (see useKeepDraft). */
  onLeave?: (draft: EligibilityValues | undefined) => void;
  /** What the member did on the page before the app ran: the form starts from it (see useEarlyStep1). */
  early: EarlyHandOver;
}

export function EligibilityForm({ domains, initialValues, onSubmit, onLeave, early: handOver }: EligibilityFormProps) {
  const { t, i18n } = useTranslation(['eligibility', 'common']);
  const validate = useMemo(() => eligibilityValidator(domains), [domains]);
  // The page answered before the app ran, by the same rules: start where it left the member.
  const [early] = useState(() => earlyStep1(handOver, initialValues, domains));
  const form = useAppForm({
    defaultValues: early?.values ?? initialValues,
    validators: { onChange: validate },
    listeners: validateOnMount,
    onSubmit: ({ value }) => onSubmit({ email: value.email.trim(), confirmData: value.confirmData }),
  });
  useKeepDraft(form, onLeave);
  useEarlyStep1(form, handOver, early, initialValues, domains);

  return (
    <form.AppForm>
      <form.FormElement>
        <form.AppField name="email">
          {(field) => {
            const mended = suggestWorkEmail(field.state.value, domains);
            return (
              <field.TextField
                label={t('email.label')}
                hint={t('email.hint')}
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                remedy={
                  mended && (
                    <FieldRemedy
                      label={t('email.suggestion', { email: mended })}
                      onTake={() => {
                        field.handleChange(mended);
                        // The button goes with the error: the focus returns to the mended address.
                        document.getElementById(`field-${field.name}`)?.focus();
                      }}
                    />
                  )
                }
              />
            );
          }}
        </form.AppField>
        <form.AppField name="confirmData">{(field) => <field.CheckboxField label={t('confirmData.label')} />}</form.AppField>
        <form.SubmitButton
          label={t('common:confirm')}
          describeMissing={(fields) => describeMissing(i18n.t, fields)}
          checkedFromStart={early !== undefined}
        />
      </form.FormElement>
    </form.AppForm>
  );
}
