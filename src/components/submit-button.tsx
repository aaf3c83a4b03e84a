interface SubmitButtonProps {
  label: string;
  /** Whether the answers are complete and valid; the button stays disabled until they are. */
  ready: boolean;
  /** Says what is still missing, next to the disabled button. */
  hint?: string;
}

export function SubmitButton({ label, ready, hint }: SubmitButtonProps) {
  const hintId = 'submit-hint';
  return (
    <div className="form-actions">
      <button
        type="submit"
        className="button button--primary"
        disabled={!ready}
        aria-describedby={!ready && hint ? hintId : undefined}
      >
        {label}
      </button>
      {!ready && hint && (
        <p id={hintId} className="form-actions__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
