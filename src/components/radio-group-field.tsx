import { FieldWrapper, useFieldChrome } from './field-wrapper';

export interface Option {
  value: string;
  label: string;
}

export function RadioGroupField({ legend, options }: { legend: string; options: readonly Option[] }) {
  const { field, chrome, onBlur } = useFieldChrome<string>('touched');
  return (
    <FieldWrapper chrome={chrome} label={legend} group>
      <div className="radios">
        {options.map((option) => {
          const optionId = `${chrome.id}-${option.value}`;
          return (
            <div className="radio" key={option.value}>
              <input
                id={optionId}
                type="radio"
                className="radio__input"
                name={field.name}
                value={option.value}
                checked={field.state.value === option.value}
                aria-invalid={chrome.invalid || undefined}
                onChange={() => field.handleChange(option.value)}
                onBlur={onBlur}
              />
              <label className="radio__label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </FieldWrapper>
  );
}
