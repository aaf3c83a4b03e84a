import { afterPointerRelease } from './after-pointer-release';
import { useFieldContext } from './form-context';
import { FieldError, describedBy, visibleErrors } from './field-error';
import { useAdoptDomValue } from './use-adopt-dom-value';

export function CheckboxField({ label }: { label: string }) {
  const field = useFieldContext<boolean>();
  const id = `field-${field.name}`;
  const errors = visibleErrors(field.state.meta, 'touched');
  const invalid = errors.length > 0;
  const ref = useAdoptDomValue((input) => input.checked, field.state.value, field.handleChange);
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <FieldError id={`${id}-error`} errors={errors} />
      <div className="checkbox">
        <input
          ref={ref}
          id={id}
          name={field.name}
          type="checkbox"
          className="checkbox__input"
          checked={field.state.value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && `${id}-error`)}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={() => afterPointerRelease(field.handleBlur)}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
    </div>
  );
}
