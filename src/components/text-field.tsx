import { afterPointerRelease } from './after-pointer-release';
import type { InputHTMLAttributes } from 'react';
import { useFieldContext } from './form-context';
import { FieldError, describedBy, visibleErrors } from './field-error';
import { useAdoptDomValue } from './use-adopt-dom-value';

interface TextFieldProps {
  label: string;
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  spellCheck?: boolean;
  /** The most characters the box takes; the form's schema holds the same limit, with a message. */
  maxLength?: number;
}

export function TextField({ label, hint, type = 'text', autoComplete, inputMode, spellCheck, maxLength }: TextFieldProps) {
  const field = useFieldContext<string>();
  const id = `field-${field.name}`;
  const errors = visibleErrors(field.state.meta);
  const invalid = errors.length > 0;
  const ref = useAdoptDomValue((input) => input.value, field.state.value, field.handleChange);
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} errors={errors} />
      <input
        ref={ref}
        id={id}
        name={field.name}
        className="input"
        type={type}
        value={field.state.value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={spellCheck}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, invalid && `${id}-error`)}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={() => afterPointerRelease(field.handleBlur)}
      />
    </div>
  );
}
