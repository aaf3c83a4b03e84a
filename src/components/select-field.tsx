import { FieldWrapper, useFieldChrome } from './field-wrapper';
import type { Option } from './radio-group-field';

interface SelectFieldProps {
  label: string;
  placeholder: string;
  options: readonly Option[];
  autoComplete?: string;
}

export function SelectField({ label, placeholder, options, autoComplete }: SelectFieldProps) {
  const { field, chrome, onBlur } = useFieldChrome<string>('touched');
  return (
    <FieldWrapper chrome={chrome} label={label}>
      <select
        id={chrome.id}
        name={field.name}
        className="input select"
        value={field.state.value}
        autoComplete={autoComplete}
        aria-invalid={chrome.invalid || undefined}
        aria-describedby={chrome.describedBy}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldWrapper>
  );
}
