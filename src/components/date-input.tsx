import { createContext, useContext, type ReactNode } from 'react';
import { FieldWrapper, fieldChrome, useFieldChrome } from './field-wrapper';
import type { ValidationKey } from '@/lib/i18n';

/** The message the date shows: a box is marked invalid only when that message is about it. */
const ShownDateErrors = createContext<readonly ValidationKey[]>([]);

/**
 * A date as three boxes, after GOV.UK's date input: one fieldset with a legend and a hint,
 * numeric text boxes with bday autocomplete, no automatic jump between boxes.
 * The fieldset shows one message (`errors`); only the boxes it is about are marked invalid.
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
      <ShownDateErrors value={errors}>
        <div className="date-input">{children}</div>
      </ShownDateErrors>
    </FieldWrapper>
  );
}

interface DatePartFieldProps {
  /** The id is `<dateId>-day|month|year`. */
  id: string;
  label: string;
  autoComplete: 'bday-day' | 'bday-month' | 'bday-year';
  /** The digits the box is sized for. It takes more (no silent `maxlength`): the date's message says what is wrong. */
  digits: 2 | 4;
}

/**
 * Keeps only the digits of what the box holds, and the caret where the member was typing: a
 * letter typed or pasted into a number box is refused, as a number keypad would.
 */
function keepDigits(input: HTMLInputElement): string {
  const digits = input.value.replace(/\D/g, '');
  if (digits !== input.value) {
    const caret = input.value.slice(0, input.selectionStart ?? input.value.length).replace(/\D/g, '').length;
    input.value = digits;
    input.setSelectionRange(caret, caret);
  }
  return digits;
}

/** One box of a DateInput: its message is the fieldset's, so the box only says whether it is at fault. */
export function DatePartField({ id, label, autoComplete, digits }: DatePartFieldProps) {
  const { field, chrome, onBlur } = useFieldChrome<string>('blurred');
  const shown = useContext(ShownDateErrors);
  const invalid = chrome.errors.some((key) => shown.includes(key));
  return (
    <div className={digits > 2 ? 'date-input__item date-input__item--year' : 'date-input__item'}>
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
        value={field.state.value}
        aria-invalid={invalid || undefined}
        onChange={(event) => field.handleChange(keepDigits(event.target))}
        onBlur={onBlur}
      />
    </div>
  );
}
