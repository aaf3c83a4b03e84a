import { afterPointerRelease } from './after-pointer-release';
import { useFieldContext } from './form-context';
import { FieldError, describedBy, visibleErrors } from './field-error';
import type { Option } from './radio-group-field';

interface SelectFieldProps {
  label: string;
  placeholder: string;
  options: readonly Option[];
  autoComplete?: string;
}

export function SelectField({ label, placeholder, options, autoComplete }: SelectFieldProps) {
  const field = useFieldContext<string>();
  const id = `field-${field.name}`;
  const errors = visibleErrors(field.state.meta, 'touched');
  const invalid = errors.length > 0;
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldError id={`${id}-error`} errors={errors} />
      <select
        id={id}
        name={field.name}
        className="input select"
        value={field.state.value}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid && `${id}-error`)}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={() => afterPointerRelease(field.handleBlur)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
