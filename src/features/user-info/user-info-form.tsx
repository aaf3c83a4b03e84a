import { useMemo } from 'react';
import { useStore } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { validateOnMount } from '@/components/form-hook';
import { afterPointerRelease } from '@/components/after-pointer-release';
import { DateInput } from '@/components/date-input';
import { visibleErrors } from '@/components/field-error';
import { useKeepDraft } from '@/components/use-keep-draft';
import type { EarlyHandOver } from '@/early/hand-over';
import { NO_HAND_OVER } from '@/early/hand-over-context';
import { useEarlyStep2 } from '@/early/use-early-step2';
import type { ContentClient } from '@/lib/content';
import type { WholeDate } from '@/lib/dates';
import { PROVINCES } from './provinces';
import { useMunicipalities } from './use-municipalities';
import { useUserInfoForm } from './user-info-form-hook';
import { DATE_PARTS, birthDayOf, firstBirthDateMessage, isDatePart, readWholeDate, type DatePart } from './birth-date';
import { createUserInfoSchema, requiredWhenShown, type UserInfoValues } from './user-info-schema';

const PROVINCE_OPTIONS = PROVINCES.map(({ sigla, denominazione }) => ({
  value: sigla,
  label: `${denominazione} (${sigla})`,
}));

const DATE_ID = 'birth-date';

/**
 * A place of birth appears once its country is chosen: it checks on appearing that it is given
 * (TanStack Form clears a field's errors when it goes away, StrictMode's second mount too), and
 * the form's schema checks it on every change after.
 */
const askedOnAppearing = (name: 'birthProvince' | 'birthCity' | 'birthPlace') => ({
  validators: { onMount: requiredWhenShown(name) },
});

type FieldName = keyof (typeof import('../../../locales/it/userInfo.json'))['fieldNames'];

/**
 * The words that name one of the form's answers in "Per continuare completa: …" (fieldNames of
 * locales/it/userInfo.json); the three boxes of the birth date are one answer. A field of the form with
 * no such text fails tsc here (`named` must list every field but the date's parts).
 */
function answerName(name: string): FieldName | undefined {
  const field = name as keyof UserInfoValues;
  if (isDatePart(field)) return 'birthDate';
  const named: { [Field in Exclude<keyof UserInfoValues, DatePart>]: FieldName } = {
    firstName: 'firstName',
    lastName: 'lastName',
    gender: 'gender',
    birthCountry: 'birthCountry',
    birthProvince: 'birthProvince',
    birthCity: 'birthCity',
    birthPlace: 'birthPlace',
  };
  return Object.hasOwn(named, field) ? named[field] : undefined;
}

interface UserInfoFormProps {
  initialValues: UserInfoValues;
  onSubmit: (values: UserInfoValues) => void;
  /** Receives the unconfirmed answers when the form goes away (see useKeepDraft). */
  onLeave?: (draft: UserInfoValues | undefined) => void;
  /** Where the province's municipalities come from; without it the municipality is plain text. */
  content?: ContentClient;
  /** What the member did on step 2's page before the app ran: the form finishes it once on screen (see useEarlyStep2). */
  early?: EarlyHandOver;
}

export function UserInfoForm({ initialValues, onSubmit, onLeave, content, early = NO_HAND_OVER }: UserInfoFormProps) {
  const { t } = useTranslation(['userInfo', 'common']);
  const schema = useMemo(() => createUserInfoSchema(), []);
  const form = useUserInfoForm({
    defaultValues: initialValues,
    validators: { onChange: schema },
    listeners: validateOnMount,
    onSubmit: ({ value }) => onSubmit(value),
  });
  useKeepDraft(form, onLeave);
  useEarlyStep2(form, early);

  /** Clears a field that no longer applies, and forgets that it was visited. */
  const clearField = (name: 'birthProvince' | 'birthCity' | 'birthPlace') => {
    form.setFieldValue(name, '');
    form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: false, isBlurred: false, isDirty: false }));
  };

  /**
   * A whole date typed or pasted into one box: into the three boxes, day and month as written,
   * the year in four digits. It answers all three, so its message shows and marks them as once
   * the member has left them (after a pointer's press has landed: see afterPointerRelease).
   */
  const fillDate = ({ day, month, year }: WholeDate) => {
    const values = { birthDay: day, birthMonth: month, birthYear: year };
    for (const part of DATE_PARTS) form.setFieldValue(part, values[part]);
    afterPointerRelease(() => {
      for (const part of DATE_PARTS) form.setFieldMeta(part, (meta) => ({ ...meta, isBlurred: true }));
    });
  };

  const country = useStore(form.store, (state) => state.values.birthCountry);
  const province = useStore(form.store, (state) => state.values.birthProvince);
  const birthDay = useStore(form.store, (state) => birthDayOf(state.values));
  const typedCity = useStore(form.store, (state) => state.values.birthCity);
  const cities = useMunicipalities(content, country === 'Italia' ? province : '', birthDay, typedCity);
  const dateErrors = useStore(form.store, (state) =>
    firstBirthDateMessage(
      DATE_PARTS.flatMap((part) => (state.fieldMeta[part] ? visibleErrors(state.fieldMeta[part], 'blurred') : [])),
    ),
  );

  return (
    <form.AppForm>
      <form.FormElement>
        <div className="field-row">
          <form.AppField name="firstName">
            {(field) => <field.TextField label={t('firstName.label')} autoComplete="given-name" spellCheck={false} />}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => <field.TextField label={t('lastName.label')} autoComplete="family-name" spellCheck={false} />}
          </form.AppField>
        </div>

        <form.AppField name="gender">
          {(field) => (
            <field.RadioGroupField
              legend={t('gender.legend')}
              options={[
                { value: 'MALE', label: t('gender.male') },
                { value: 'FEMALE', label: t('gender.female') },
              ]}
            />
          )}
        </form.AppField>

        <DateInput
          id={DATE_ID}
          legend={t('birthDate.legend')}
          hint={t('birthDate.hint')}
          errors={dateErrors}
          readWholeDate={(text, final) => readWholeDate(text, new Date(), final)}
          onWholeDate={fillDate}
        >
          <form.AppField name="birthDay">
            {(field) => (
              <field.DatePartField id={`${DATE_ID}-day`} label={t('birthDate.day')} autoComplete="bday-day" digits={2} />
            )}
          </form.AppField>
          <form.AppField name="birthMonth">
            {(field) => (
              <field.DatePartField id={`${DATE_ID}-month`} label={t('birthDate.month')} autoComplete="bday-month" digits={2} />
            )}
          </form.AppField>
          <form.AppField name="birthYear">
            {(field) => (
              <field.DatePartField id={`${DATE_ID}-year`} label={t('birthDate.year')} autoComplete="bday-year" digits={4} />
            )}
          </form.AppField>
        </DateInput>

        <form.AppField
          name="birthCountry"
          listeners={{
            onChange: ({ value }) => {
              if (value === 'Italia') clearField('birthPlace');
              else {
                clearField('birthProvince');
                clearField('birthCity');
              }
            },
          }}
        >
          {(field) => (
            <field.RadioGroupField
              legend={t('birthCountry.legend')}
              options={[
                { value: 'Italia', label: t('birthCountry.italy') },
                { value: 'Estero', label: t('birthCountry.abroad') },
              ]}
            />
          )}
        </form.AppField>

        {country === 'Italia' && (
          <div className="field-row">
            <form.AppField
              name="birthProvince"
              {...askedOnAppearing('birthProvince')}
              listeners={{ onChange: () => clearField('birthCity') }}
            >
              {(field) => (
                <field.SelectField
                  label={t('birthProvince.label')}
                  placeholder={t('birthProvince.placeholder')}
                  options={PROVINCE_OPTIONS}
                />
              )}
            </form.AppField>
            <form.AppField name="birthCity" {...askedOnAppearing('birthCity')}>
              {(field) => (
                <field.ComboboxField
                  label={t('birthCity.label')}
                  options={cities}
                  listLabel={t('birthCity.listLabel')}
                  describeCount={(count) =>
                    count === 0
                      ? t('birthCity.foundNone')
                      : count === 1
                        ? t('birthCity.foundOne')
                        : t('birthCity.foundMany', { number: count })
                  }
                  notListed={t('birthCity.notListed')}
                  autoComplete="off"
                />
              )}
            </form.AppField>
          </div>
        )}
        {country === 'Estero' && (
          <form.AppField name="birthPlace" {...askedOnAppearing('birthPlace')}>
            {(field) => <field.TextField label={t('birthPlace.label')} hint={t('birthPlace.hint')} autoComplete="off" />}
          </form.AppField>
        )}

        <form.SubmitButton
          label={t('common:confirm')}
          describeMissing={(fields) => {
            const names = [...new Set(fields.map(answerName).filter((name) => name !== undefined))];
            return t('common:missingHint', { fields: names.map((name) => t(`fieldNames.${name}`)).join(', ') });
          }}
        />
      </form.FormElement>
    </form.AppForm>
  );
}
