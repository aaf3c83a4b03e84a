import { useEffect, useRef } from 'react';
import type { AnyFieldApi, AnyFormApi } from '@tanstack/react-form';
import type { EarlyEvent } from '@/lib/early-input';
import { confirmForm } from './form-hook';

/** Marks when a form has caught up with the member (`npm run bench` measures from the first paint to it). */
export const FORM_READY_MARK = 'onboarding:form-ready';

/**
 * Does to `form` what the member did on the page before the app ran, in order, through the same
 * field handlers their typing goes through: each value, each field left, each press of Conferma.
 * A press submits if the answers are then valid; otherwise every field shows its error, as if
 * the member had gone through them, and the first one at fault takes the focus. After a
 * successful press the step is gone, so nothing after it applies.
 */
export async function replayEarlyEvents(form: AnyFormApi, events: readonly EarlyEvent[]): Promise<void> {
  // Only the form's own fields: asked for another name, the form would make a place for it.
  const field = (name: string) =>
    Object.hasOwn(form.state.values as object, name)
      ? ((form.getFieldInfo(name)?.instance as AnyFieldApi | null | undefined) ?? undefined)
      : undefined;
  for (const event of events) {
    if (event.type === 'submit') {
      // The press was the member's last move unless they went on to another field: then leave the focus there.
      const active = document.activeElement;
      const pressed = !active || active === document.body || (active instanceof HTMLButtonElement && active.type === 'submit');
      if (await confirmForm(form, { focus: pressed })) return;
      continue;
    }
    const target = field(event.name);
    if (!target) continue;
    if (event.type === 'blur') target.handleBlur();
    else if (typeof event.value === typeof target.state.value) target.handleChange(event.value);
  }
}

/** Replays, once the form's fields are mounted, what `take` hands over (once: see EarlyInput). */
export function useEarlyInput(form: AnyFormApi, take: (() => readonly EarlyEvent[]) | undefined): void {
  const first = useRef(take);
  useEffect(() => {
    const events = first.current?.() ?? [];
    void replayEarlyEvents(form, events).finally(() => performance.mark?.(FORM_READY_MARK));
  }, [form]);
}
