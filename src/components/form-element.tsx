import type { ReactNode } from 'react';
import type { AnyFormApi } from '@tanstack/react-form';
import { useFormContext } from './form-context';

/**
 * A press of Conferma (or Enter in a field), whatever the answers: Conferma is never natively
 * disabled, only marked `aria-disabled` while the answers are incomplete, so keyboard and
 * screen-reader users can reach it and hear what is missing. The form submits if its answers are
 * valid; otherwise every field shows its error, as if the member had gone through them, and the
 * first one at fault takes the focus (`focus: false` leaves it where it is). Resolves to whether
 * the form was submitted.
 */
export async function confirmForm(form: AnyFormApi, { focus = true }: { focus?: boolean } = {}): Promise<boolean> {
  await form.handleSubmit();
  if (form.state.isSubmitSuccessful) return true;
  const names = Object.keys(form.state.values as object);
  for (const name of names) form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true, isBlurred: true }));
  const first = names.find((name) => (form.state.fieldMeta[name]?.errors.length ?? 0) > 0);
  if (focus && first) document.querySelector<HTMLElement>(`form [name="${CSS.escape(first)}"]`)?.focus();
  return false;
}

/**
 * The `<form>` element of a form made with the app's form hook, registered in it (used inside
 * `form.AppForm`): the browser's own checks are off (`noValidate`, the form's own check speaks), and a
 * submit, Conferma pressed or Enter in a field, is confirmForm's rather than a page load.
 *
 * The page is drawn at build time, so a form can be on screen before any script of the page runs
 * (JavaScript off, or the moment before the page's inline script). A form the browser sends itself
 * must not put the answers in an address (a GET, the forms' default) or a server's log: its method
 * is `dialog`, which outside a dialog sends nothing and leaves what was typed in place.
 */
export function FormElement({ children }: { children: ReactNode }) {
  const form = useFormContext();
  return (
    <form
      method="dialog"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void confirmForm(form);
      }}
    >
      {children}
    </form>
  );
}
