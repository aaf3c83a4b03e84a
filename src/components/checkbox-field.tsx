import { FieldWrapper, useFieldChrome } from './field-wrapper';

export function CheckboxField({ label }: { label: string }) {
  const { field, chrome, onBlur } = useFieldChrome<boolean>('touched');
  return (
    // The box comes first and its label after it: the label is the box's own, not the chrome's.
    <FieldWrapper chrome={chrome}>
      <div className="checkbox">
        <input
          id={chrome.id}
          name={field.name}
          type="checkbox"
          className="checkbox__input"
          checked={field.state.value}
          aria-invalid={chrome.invalid || undefined}
          aria-describedby={chrome.describedBy}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={onBlur}
        />
        <label className="checkbox__label" htmlFor={chrome.id}>
          {label}
        </label>
      </div>
    </FieldWrapper>
  );
}
