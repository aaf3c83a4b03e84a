import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { afterPointerRelease } from './after-pointer-release';
import { useFieldContext } from './form-context';
import { FieldError, visibleErrors } from './field-error';
import { describedBy, errorId, fieldClass, hintId } from './field-markup';
import { keepBelowInPlace } from './keep-in-place';
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
  return { id, hint, errors, invalid, describedBy: describedBy(id, !!hint, invalid) };
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
  const className = fieldClass(chrome.invalid);
  const ref = useKeptInPlace(`${chrome.errors.join(' ')}${chrome.invalid && remedy ? ' +remedy' : ''}`);
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
        <p id={hintId(chrome.id)} className="field__hint">
          {chrome.hint}
        </p>
      )}
      <FieldError id={errorId(chrome.id)} errors={chrome.errors} />
      {chrome.invalid && remedy}
      {children}
    </>
  );
  return group ? (
    <fieldset ref={ref} className={`${className} fieldset`} aria-describedby={chrome.describedBy}>
      {content}
    </fieldset>
  ) : (
    <div ref={ref} className={className}>
      {content}
    </div>
  );
}

/**
 * The field's element, kept so that a change of what it shows above its control (`shows`) leaves what
 * is below it in place on screen (keepBelowInPlace). Its height as last drawn comes from a
 * ResizeObserver, which the browser calls after its own layout: nothing here makes the browser lay
 * the page out early (reading the height in each commit did, 160 ms inside hydration's task on a
 * slowed phone), only a change of what the field shows measures it again.
 */
function useKeptInPlace(shows: string) {
  const ref = useRef<HTMLDivElement & HTMLFieldSetElement>(null);
  const drawn = useRef<number>(undefined);
  const shown = useRef(shows);
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => (drawn.current = field.getBoundingClientRect().height));
    observer.observe(field);
    return () => observer.disconnect();
  }, []);
  useLayoutEffect(() => {
    if (shown.current === shows) return;
    shown.current = shows;
    if (ref.current && drawn.current !== undefined) keepBelowInPlace(ref.current, drawn.current);
  }, [shows]);
  return ref;
}
