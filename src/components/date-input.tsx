import { createContext, useContext, type ReactNode } from 'react';
import { FieldWrapper, fieldChrome, useFieldChrome } from './field-wrapper';
import type { ValidationKey } from '@/lib/i18n';
import type { WholeDate } from '@/lib/dates';

interface DateInputContext {
  /** The message the date shows: a box is marked invalid only when that message is about it. */
  shown: readonly ValidationKey[];
  read: (text: string, final: boolean) => WholeDate | 'typing' | null;
  fill: (date: WholeDate) => void;
}

const DateContext = createContext<DateInputContext>({ shown: [], read: () => null, fill: () => {} });

/**
 * A date as three boxes, after GOV.UK's date input: one fieldset with a legend and a hint,
 * numeric text boxes with bday autocomplete, no automatic jump between boxes.
 * The fieldset shows one message (`errors`); only the boxes it is about are marked invalid.
 *
 * A whole date typed or pasted into any box with separators (`7/3/90`, `07-03-1990`) fills the
 * three: `readWholeDate` says what a box's text holds, `onWholeDate` puts it into the boxes.
 */
export function DateInput({
  id,
  legend,
  hint,
  errors,
  readWholeDate,
  onWholeDate,
  children,
}: {
  id: string;
  legend: string;
  hint: string;
  errors: readonly ValidationKey[];
  /**
   * A box's text read as a whole date; `'typing'` while it is the beginning of one, which the box
   * keeps as typed; null for anything else, of which the box keeps the digits. `final` when the
   * text is all there is (pasted, or the box left).
   */
  readWholeDate: (text: string, final: boolean) => WholeDate | 'typing' | null;
  onWholeDate: (date: WholeDate) => void;
  children: ReactNode;
}) {
  return (
    <FieldWrapper chrome={fieldChrome(id, errors, hint)} label={legend} group>
      <DateContext value={{ shown: errors, read: readWholeDate, fill: onWholeDate }}>
        <div className="date-input">{children}</div>
      </DateContext>
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

/** What a box refuses outright: anything but digits, and the separators and spaces of a whole date. */
const NOT_DATE_TEXT = /[^\d\s./-]/g;
const NOT_DIGIT = /\D/g;

/**
 * Takes out of the box what `refused` matches, keeping the caret where the member was typing: a
 * letter typed or pasted into a number box is refused, as a number keypad would.
 */
function refuse(input: HTMLInputElement, refused: RegExp): string {
  const kept = input.value.replace(refused, '');
  if (kept !== input.value) {
    const caret = input.value.slice(0, input.selectionStart ?? input.value.length).replace(refused, '').length;
    input.value = kept;
    input.setSelectionRange(caret, caret);
  }
  return kept;
}

/** Text that arrived at once (pasted, dropped): all there is, not the beginning of more typing. */
const arrivedWhole = (event: Event) => (event as Partial<InputEvent>).inputType?.startsWith('insertFrom') === true;

/**
 * One box of a DateInput: its message is the fieldset's, so the box only says whether it is at fault.
 * It keeps digits; separators only while they make the beginning of a whole date, which once
 * whole fills the three boxes. Left with anything else, the box keeps its digits.
 */
export function DatePartField({ id, label, autoComplete, digits }: DatePartFieldProps) {
  const { field, chrome, onBlur } = useFieldChrome<string>('blurred');
  const { shown, read, fill } = useContext(DateContext);
  const invalid = chrome.errors.some((key) => shown.includes(key));

  const take = (input: HTMLInputElement, final: boolean) => {
    const reading = read(refuse(input, NOT_DATE_TEXT), final);
    if (reading === 'typing') field.handleChange(input.value);
    else if (reading) fill(reading);
    else field.handleChange(refuse(input, NOT_DIGIT));
  };
  /** The box left, or Enter pressed in it: what it holds is all there is. */
  const settle = (input: HTMLInputElement) => {
    if (/\D/.test(input.value)) take(input, true);
  };

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
        onChange={(event) => take(event.target, arrivedWhole(event.nativeEvent))}
        onPaste={(event) => {
          const date = read(event.clipboardData.getData('text/plain').replace(NOT_DATE_TEXT, ''), true);
          if (!date || date === 'typing') return;
          event.preventDefault();
          fill(date);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') settle(event.currentTarget);
        }}
        onBlur={(event) => {
          settle(event.currentTarget);
          onBlur();
        }}
      />
    </div>
  );
}
