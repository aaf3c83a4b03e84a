import { afterPointerRelease } from './after-pointer-release';
import type { ReactNode } from 'react';
import { useFieldContext } from './form-context';
import { FieldError, describedBy, visibleErrors } from './field-error';
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
  const invalid = errors.length > 0;
  return (
    <fieldset
      className={invalid ? 'field field--invalid fieldset' : 'field fieldset'}
      aria-describedby={describedBy(`${id}-hint`, invalid && `${id}-error`)}
    >
      <legend className="field__label">{legend}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <FieldError id={`${id}-error`} errors={errors} />
      <div className="date-input">{children}</div>
    </fieldset>
  );
}

interface DatePartFieldProps {
  /** The id is `<dateId>-day|month|year`. */
  id: string;
  label: string;
  autoComplete: 'bday-day' | 'bday-month' | 'bday-year';
  maxLength: number;
}

export function DatePartField({ id, label, autoComplete, maxLength }: DatePartFieldProps) {
  const field = useFieldContext<string>();
  const invalid = visibleErrors(field.state.meta).length > 0;
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
        aria-invalid={invalid || undefined}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={() => afterPointerRelease(field.handleBlur)}
      />
    </div>
  );
}
