import type { ReactNode } from 'react';
import { afterPointerRelease } from './after-pointer-release';
import { useFieldContext } from './form-context';
import { FieldError, visibleErrors } from './field-error';
import type { ValidationKey } from '@/lib/i18n';

/** What ties a control (or a group of controls) to its hint and its error: ids, and whether it is invalid. */
export interface FieldChrome {
  /** The control's id; the hint is `<id>-hint`, the error `<id>-error`. */
  id: string;
  hint?: string;
  errors: readonly ValidationKey[];
  invalid: boolean;
  /** The ids of the hint and the error, for the control's (or the fieldset's) `aria-describedby`. */
  describedBy: string | undefined;
}

export function fieldChrome(id: string, errors: readonly ValidationKey[], hint?: string): FieldChrome {
  const invalid = errors.length > 0;
  const ids = [hint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ');
  return { id, hint, errors, invalid, describedBy: ids || undefined };
}

/**
 * The registered field component's side of the form: its field, its chrome, and the blur that
 * reveals its error (after a pointer press has landed, see afterPointerRelease).
 * Errors show once the member has left the field (text boxes) or made a choice (checkboxes,
 * radios, selects): `when`.
 */
export function useFieldChrome<T>(when: 'blurred' | 'touched', hint?: string) {
  const field = useFieldContext<T>();
  const chrome = fieldChrome(`field-${field.name}`, visibleErrors(field.state.meta, when), hint);
  const onBlur = () => afterPointerRelease(field.handleBlur);
  return { field, chrome, onBlur };
}

interface FieldWrapperProps {
  chrome: FieldChrome;
  /** The label of the control (`<label for>`) or, for a group, its legend; a checkbox puts its own label after the box. */
  label?: string;
  /** A group of controls (radios, the boxes of a date): a fieldset described by the hint and the error. */
  group?: boolean;
  /** What the member can do about the error (a mended value to take), shown under it. */
  remedy?: ReactNode;
  children: ReactNode;
}

/**
 * The chrome every field shares, after GOV.UK: label or legend, hint, then the error (with its
 * visually hidden "Errore:" prefix) above the control, and the red border of an invalid field.
 */
export function FieldWrapper({ chrome, label, group = false, remedy, children }: FieldWrapperProps) {
  const className = chrome.invalid ? 'field field--invalid' : 'field';
  const content = (
    <>
      {label &&
        (group ? (
          <legend className="field__label">{label}</legend>
        ) : (
          <label className="field__label" htmlFor={chrome.id}>
            {label}
          </label>
        ))}
      {chrome.hint && (
        <p id={`${chrome.id}-hint`} className="field__hint">
          {chrome.hint}
        </p>
      )}
      <FieldError id={`${chrome.id}-error`} errors={chrome.errors} />
      {chrome.invalid && remedy}
      {children}
    </>
  );
  return group ? (
    <fieldset className={`${className} fieldset`} aria-describedby={chrome.describedBy}>
      {content}
    </fieldset>
  ) : (
    <div className={className}>{content}</div>
  );
}
