/**
 * Conferma on its own, in a form of two fields made with the app's form hook: marked aria-disabled
 * (never natively disabled) with a hint naming what is missing until the answers are complete;
 * pressed while incomplete (confirmForm) it shows every error and moves the focus to the first.
 */
import { screen } from '@testing-library/react';
import { z } from 'zod/mini';
import { useAppForm, validateOnMount } from './form-hook';
import type { ValidationKey } from '@/lib/i18n';
import { renderComponent } from '../../tests/support/render-component';
import { t } from '../../tests/support/locale';

const REQUIRED_NAME: ValidationKey = 'validation:firstName.required';
const REQUIRED_DATA: ValidationKey = 'validation:confirmData.required';
const schema = z.object({
  name: z.string().check(z.refine((name) => name.trim() !== '', REQUIRED_NAME)),
  agree: z.boolean().check(z.refine((agree) => agree, REQUIRED_DATA)),
});

const NAMES: Record<string, string> = { name: 'il nome', agree: 'la conferma' };
const describeMissing = (fields: string[]) => `Manca ${fields.map((field) => NAMES[field]).join(' e ')}.`;

function Form({ onSubmit }: { onSubmit: (values: z.infer<typeof schema>) => void }) {
  const form = useAppForm({
    defaultValues: { name: '', agree: false },
    validators: { onChange: schema },
    listeners: validateOnMount,
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form.AppForm>
      <form.FormElement>
        <form.AppField name="name">{(field) => <field.TextField label="Nome" />}</form.AppField>
        <form.AppField name="agree">{(field) => <field.CheckboxField label="Confermo i dati" />}</form.AppField>
        <form.SubmitButton label="Conferma" describeMissing={describeMissing} />
      </form.FormElement>
    </form.AppForm>
  );
}

const conferma = () => screen.getByRole('button', { name: 'Conferma' });

describe('SubmitButton', () => {
  it('is marked disabled, and says what is missing, until the answers are complete', async () => {
    const { user } = await renderComponent(<Form onSubmit={() => {}} />);
    expect(conferma()).toHaveAttribute('aria-disabled', 'true');
    expect(conferma()).toHaveAccessibleDescription('Manca il nome e la conferma.');

    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Mario');
    expect(conferma()).toHaveAttribute('aria-disabled', 'true');
    expect(conferma()).toHaveAccessibleDescription('Manca la conferma.');

    await user.click(screen.getByRole('checkbox', { name: 'Confermo i dati' }));
    expect(conferma()).not.toHaveAttribute('aria-disabled');
    expect(conferma()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/^Manca/)).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Nome' }));
    expect(conferma()).toHaveAttribute('aria-disabled', 'true');
    expect(conferma()).toHaveAccessibleDescription('Manca il nome.');
  });

  it('is never natively disabled: the keyboard reaches it while the answers are incomplete', async () => {
    const { user } = await renderComponent(<Form onSubmit={() => {}} />);
    expect(conferma()).toBeEnabled();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(conferma()).toHaveFocus();
  });

  it('pressed while incomplete, sends nothing, shows every error and moves the focus to the first', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderComponent(<Form onSubmit={onSubmit} />);
    expect(screen.queryByText(t(REQUIRED_NAME))).not.toBeInTheDocument();
    await user.click(conferma());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(t(REQUIRED_NAME))).toBeInTheDocument();
    expect(screen.getByText(t(REQUIRED_DATA))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the answers once they are complete, with the button or Enter in a field', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderComponent(<Form onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Mario');
    await user.click(screen.getByRole('checkbox', { name: 'Confermo i dati' }));
    await user.click(conferma());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Mario', agree: true });
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
