import { useSyncExternalStore } from 'react';
import { useStore } from '@tanstack/react-form';
import { useFormContext } from './form-context';

const noSubscription = () => () => {};

/**
 * False in the page written at build time and while React hydrates it, true after: the form's
 * mount check has not run in the server render, so until then the button stays disabled.
 */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** What this needs of a Standard Schema (zod's, here): a synchronous validate. */
interface StandardSchema {
  '~standard': {
    validate: (
      value: unknown,
    ) => { issues?: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }> } | Promise<unknown>;
  };
}

/**
 * The fields the form's mount check would fault, found by running that check (the form's
 * `onMount` schema) on the values now. Used only before the form has mounted (the page written at
 * build time, and hydration), so that page already names what is missing, exactly as the running
 * form then does: nothing changes on screen when the app takes over.
 */
function faultedBeforeMount(schema: unknown, values: object): Set<string> {
  const standard = (schema as Partial<StandardSchema> | undefined)?.['~standard'];
  const result = standard?.validate(values);
  if (!result || result instanceof Promise || !result.issues) return new Set();
  return new Set(
    result.issues.map((issue) => {
      const first = issue.path?.[0];
      return String(typeof first === 'object' ? first.key : first);
    }),
  );
}

interface SubmitButtonProps {
  label: string;
  /** Says, next to the disabled button, what is still missing (field names in the form's order). */
  describeMissing: (invalidFields: string[]) => string;
}

/**
 * The form's submit button, registered in the form hook: disabled until the form can submit
 * (`canSubmit`: every field passes the form's validators), naming the fields still at fault.
 * It follows the form's state, so typing re-renders the field being typed in and this button.
 */
export function SubmitButton({ label, describeMissing }: SubmitButtonProps) {
  const form = useFormContext();
  const hydrated = useHydrated();
  const canSubmit = useStore(form.store, (state) => state.canSubmit);
  const missing = useStore(form.store, (state) => {
    const meta: Partial<Record<string, { errors: readonly unknown[] }>> = state.fieldMeta;
    const faulted = hydrated ? null : faultedBeforeMount(form.options.validators?.onMount, state.values);
    return Object.keys(state.values as object)
      .filter((name) => (faulted ? faulted.has(name) : (meta[name]?.errors.length ?? 0) > 0))
      .join(' ');
  });
  const ready = hydrated && canSubmit;
  const hint = !ready && missing ? describeMissing(missing.split(' ')) : '';
  const hintId = 'submit-hint';
  return (
    <div className="form-actions">
      <button
        type="submit"
        className="button button--primary"
        disabled={!ready}
        aria-describedby={hint ? hintId : undefined}
        // Firefox keeps a button's disabled state across a reload unless told not to: the page
        // written at build time would come back with Conferma enabled and the form empty.
        {...{ autoComplete: 'off' }}
      >
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
