import type { ReactNode } from 'react';
import { FieldWrapper, fieldChrome, useFieldChrome } from './field-wrapper';
import type { ValidationKey } from '@/lib/i18n';

/**
 * A date as three boxes, after GOV.UK's date input: one fieldset with a legend and a hint,
 * numeric text boxes with bday autocomplete, no automatic jump between boxes.
 * The fieldset shows one message; only the boxes at fault are marked invalid.
 */
export function DateInput({
  id,
  legend,
  hint,
  errors,
  children,
}: {
  id: string;
  legend: string;
  hint: string;
  errors: readonly ValidationKey[];
  children: ReactNode;
}) {
  return (
    <FieldWrapper chrome={fieldChrome(id, errors, hint)} label={legend} group>
      <div className="date-input">{children}</div>
    </FieldWrapper>
  );
}

interface DatePartFieldProps {
  /** The id is `<dateId>-day|month|year`. */
  id: string;
  label: string;
  autoComplete: 'bday-day' | 'bday-month' | 'bday-year';
  maxLength: number;
}

/** One box of a DateInput: its message is the fieldset's, so the box only says whether it is at fault. */
export function DatePartField({ id, label, autoComplete, maxLength }: DatePartFieldProps) {
  const { field, chrome, onBlur } = useFieldChrome<string>('blurred');
  return (
    <div className={maxLength > 2 ? 'date-input__item date-input__item--year' : 'date-input__item'}>
      <label className="date-input__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={field.name}
        className="input date-input__input"
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={field.state.value}
        aria-invalid={chrome.invalid || undefined}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}
