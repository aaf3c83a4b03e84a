/**
 * What the member can do about a field's error: a button that puts a mended value in the field
 * ("Intendevi mario.rossi@acme.it?"), shown with the error (FieldWrapper's `remedy`). The page
 * before the app draws it from this same component (src/early/templates.tsx), without `onTake`:
 * its inline script does what the button does until the app runs.
 */
export function FieldRemedy({ label, onTake }: { label: string; onTake?: () => void }) {
  return (
    <p className="field-remedy">
      <button type="button" className="button button--secondary field-remedy__button" onClick={onTake}>
        {label}
      </button>
    </p>
  );
}
