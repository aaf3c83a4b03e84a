import { afterPointerRelease } from './after-pointer-release';
import { useFieldContext } from './form-context';
import { FieldError, describedBy, visibleErrors } from './field-error';

export interface Option {
  value: string;
  label: string;
}

export function RadioGroupField({ legend, options }: { legend: string; options: readonly Option[] }) {
  const field = useFieldContext<string>();
  const id = `field-${field.name}`;
  const errors = visibleErrors(field.state.meta, 'touched');
  const invalid = errors.length > 0;
  return (
    <fieldset
      className={invalid ? 'field field--invalid fieldset' : 'field fieldset'}
      aria-describedby={describedBy(invalid && `${id}-error`)}
    >
      <legend className="field__label">{legend}</legend>
      <FieldError id={`${id}-error`} errors={errors} />
      <div className="radios">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div className="radio" key={option.value}>
              <input
                id={optionId}
                type="radio"
                className="radio__input"
                name={field.name}
                value={option.value}
                checked={field.state.value === option.value}
                aria-invalid={invalid || undefined}
                onChange={() => field.handleChange(option.value)}
                onBlur={() => afterPointerRelease(field.handleBlur)}
              />
              <label className="radio__label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
