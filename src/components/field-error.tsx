import { useTranslation } from 'react-i18next';
import type { ValidationKey } from '@/lib/i18n';

/** Validation messages are i18n keys; a form library error may be a string, an issue object or a list. */
function errorKeys(errors: readonly unknown[]): ValidationKey[] {
  const keys = new Set<ValidationKey>();
  const visit = (error: unknown) => {
    if (Array.isArray(error)) error.forEach(visit);
    else if (typeof error === 'string' && error) keys.add(error as ValidationKey);
    else if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
      keys.add(error.message as ValidationKey);
    }
  };
  errors.forEach(visit);
  return [...keys];
}

interface FieldMetaLike {
  errors: readonly unknown[];
  isTouched: boolean;
  isBlurred: boolean;
}

/**
 * Errors appear once the member has left the field (`blurred`: text boxes) or made a choice
 * (`touched`: checkboxes, radios, selects), never while the form is still untouched.
 */
export function visibleErrors(meta: FieldMetaLike, when: 'blurred' | 'touched'): ValidationKey[] {
  const shown = when === 'blurred' ? meta.isBlurred : meta.isTouched || meta.isBlurred;
  return shown ? errorKeys(meta.errors) : [];
}

export function FieldError({ id, errors }: { id: string; errors: readonly ValidationKey[] }) {
  const { t } = useTranslation(['common', 'validation']);
  if (errors.length === 0) return null;
  return <ErrorMessage id={id} text={errors.map((key) => t(key)).join(' ')} />;
}

/**
 * A field's error as every field shows it, with its visually hidden "Errore:" prefix. The page before
 * the app draws it from this same component (src/early/templates.tsx): `text` is the message's last node.
 */
export function ErrorMessage({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation('common');
  return (
    <p id={id} className="field-error">
      <span className="visually-hidden">{t('errorPrefix')}</span> {text}
    </p>
  );
}
