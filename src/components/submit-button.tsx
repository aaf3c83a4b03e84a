import { useSyncExternalStore } from 'react';
import { useStore } from '@tanstack/react-form';
import { useFormContext } from './form-context';
import { SUBMIT_HINT_ID } from './field-markup';

const noSubscription = () => () => {};

/**
 * False in the page written at build time and while React hydrates it, true after: the form
 * checks its answers when it mounts, which the server render never does.
 */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/** A field with nothing in it yet: an empty text, an unticked box. */
const isEmpty = (value: unknown) => value === '' || value === false;

interface SubmitButtonProps {
  label: string;
  /** Says, next to the button while it is marked disabled, what is still missing (field names in the form's order). */
  describeMissing: (invalidFields: string[]) => string;
  /**
   * The form's answers were checked before its first render (step 1 started from what the page
   * showed before the app ran, see src/early/use-early-step1.ts): from the first render, the button follows them.
   */
  checkedFromStart?: boolean;
}

/**
 * The form's submit button, registered in the form hook: marked `aria-disabled` (visibly
 * disabled, still focusable and pressable) until the form can submit (`canSubmit` and `isValid`:
 * no field carries an error of the form's validators), naming the fields at fault.
 * Before the form has mounted (the page written at build time, and hydration) nothing has checked
 * the answers yet: the button is marked disabled and names the fields still empty, which on that page
 * are the fields the form then finds at fault, so nothing changes on screen when the app takes over.
 * It follows the form's state, so typing re-renders the field being typed in and this button.
 */
export function SubmitButton({ label, describeMissing, checkedFromStart = false }: SubmitButtonProps) {
  const form = useFormContext();
  const hydrated = useHydrated() || checkedFromStart;
  // `canSubmit` alone holds for a form nobody has touched yet, whatever its errors.
  const canSubmit = useStore(form.store, (state) => state.canSubmit && state.isValid);
  const missing = useStore(
    form.store,
    (state) => {
      const values: Record<string, unknown> = state.values;
      const meta: Partial<Record<string, { errors: readonly unknown[] }>> = state.fieldMeta;
      return Object.keys(values).filter((name) => (hydrated ? (meta[name]?.errors.length ?? 0) > 0 : isEmpty(values[name])));
    },
    sameNames,
  );
  const ready = hydrated && canSubmit;
  const hint = !ready && missing.length > 0 ? describeMissing(missing) : '';
  return (
    <div className="form-actions">
      <button
        type="submit"
        className="button button--primary"
        // Never natively disabled: focusable, so that keyboard and screen-reader users reach it and
        // hear what is missing; pressed while incomplete it shows every error (confirmForm).
        aria-disabled={ready ? undefined : true}
        aria-describedby={hint ? SUBMIT_HINT_ID : undefined}
        // Firefox keeps a form control's state across a reload unless told not to.
        {...{ autoComplete: 'off' }}
      >
        {label}
      </button>
      {hint && <SubmitHint text={hint} />}
    </div>
  );
}

/** What the button waits for, next to it. The page before the app draws it from this same component (src/early/templates.tsx). */
export function SubmitHint({ text }: { text: string }) {
  return (
    <p id={SUBMIT_HINT_ID} className="form-actions__hint">
      {text}
    </p>
  );
}
