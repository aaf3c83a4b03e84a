import { useMemo } from 'react';
import { useStore, type AnyFormApi } from '@tanstack/react-form';
import type { ZodMiniType } from 'zod/mini';

/**
 * Whether the form's current values pass its schema, and which fields do not yet,
 * in the order they first fail.
 */
function useSchemaStatus(form: AnyFormApi, schema: ZodMiniType): { ready: boolean; invalidFields: string[] } {
  const values = useStore(form.store, (state) => state.values);
  return useMemo(() => {
    const result = schema.safeParse(values);
    if (result.success) return { ready: true, invalidFields: [] };
    const fields = result.error.issues.map((issue) => String(issue.path[0] ?? ''));
    return { ready: false, invalidFields: [...new Set(fields)].filter(Boolean) };
  }, [schema, values]);
}

interface SubmitButtonProps {
  form: AnyFormApi;
  /** The form's schema: the button stays disabled until the answers pass it. */
  schema: ZodMiniType;
  label: string;
  /** Says, next to the disabled button, what is still missing. */
  describeMissing: (invalidFields: string[]) => string;
}

/**
 * The form's submit button. It alone follows every keystroke, so typing re-renders the
 * field being typed in and this button, not the whole form.
 */
export function SubmitButton({ form, schema, label, describeMissing }: SubmitButtonProps) {
  const { ready, invalidFields } = useSchemaStatus(form, schema);
  const hint = ready ? '' : describeMissing(invalidFields);
  const hintId = 'submit-hint';
  return (
    <div className="form-actions">
      <button type="submit" className="button button--primary" disabled={!ready} aria-describedby={hint ? hintId : undefined}>
        {label}
      </button>
      {hint && (
        <p id={hintId} className="form-actions__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
