import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldWrapper, useFieldChrome } from './field-wrapper';

interface TextFieldProps {
  label: string;
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  spellCheck?: boolean;
  /** Shown under the field's error while there is one: see FieldWrapper. */
  remedy?: ReactNode;
}

export function TextField({ label, hint, type = 'text', autoComplete, inputMode, spellCheck, remedy }: TextFieldProps) {
  const { field, chrome, onBlur } = useFieldChrome<string>('blurred', hint);
  return (
    <FieldWrapper chrome={chrome} label={label} remedy={remedy}>
      <input
        id={chrome.id}
        name={field.name}
        className="input"
        type={type}
        value={field.state.value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={spellCheck}
        aria-invalid={chrome.invalid || undefined}
        aria-describedby={chrome.describedBy}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldWrapper>
  );
}
