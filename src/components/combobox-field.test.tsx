/**
 * The municipality's combobox on its own, in a form of one field made with the app's form hook:
 * typing filters, arrows move through the suggestions, Enter or a click takes one, Escape closes.
 */
import { screen } from '@testing-library/react';
import { extendForm } from './form-hook';
import { ComboboxField, type ComboboxOption } from './combobox-field';
import { renderComponent } from '../../tests/support/render-component';
import { containing } from '../../tests/support/locale';

const { useAppForm } = extendForm({ fieldComponents: { ComboboxField }, formComponents: {} });

const OPTIONS: ComboboxOption[] = [
  { value: 'Milano' },
  { value: 'Milazzo', detail: 'ME', after: true },
  { value: 'San Donato Milanese' },
  { value: 'Monza', detail: 'MB' },
  { value: 'Sesto San Giovanni' },
  { value: 'Bolzano/Bozen' },
  { value: 'Vo', detail: 'PD', whole: true },
];

function Form({ options, onSubmit = () => {} }: { options: ComboboxOption[] | undefined; onSubmit?: (city: string) => void }) {
  const form = useAppForm({ defaultValues: { city: '' }, onSubmit: ({ value }) => onSubmit(value.city) });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.AppField name="city">
        {(field) => (
          <field.ComboboxField
            label="Comune"
            options={options}
            listLabel="Comuni suggeriti"
            describeCount={(count) => `${count} comuni trovati`}
            notListed="Non è nell'elenco: puoi inviarlo comunque."
          />
        )}
      </form.AppField>
      <button type="submit">Invia</button>
    </form>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Comune' });
/** The suggestions shown, in their order: none while the list is closed. */
const suggestions = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('ComboboxField', () => {
  it('suggests the options whose words start with the typed words, those starting like the text first', async () => {
    const { user } = await renderComponent(<Form options={OPTIONS} />);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.type(box(), 'mil');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    // Milazzo is marked `after`: after the others, whatever its name.
    expect(suggestions()).toEqual(['Milano', 'San Donato Milanese', 'Milazzo (ME)']);
    expect(screen.getByRole('status')).toHaveTextContent('3 comuni trovati');

    await user.clear(box());
    await user.type(box(), 'sesto s');
    expect(suggestions()).toEqual(['Sesto San Giovanni']);
    await user.type(box(), 'x');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('0 comuni trovati');
  });

  it('suggests an option marked whole only for its whole name, and either name of a bilingual one', async () => {
    const { user } = await renderComponent(<Form options={OPTIONS} />);
    await user.type(box(), 'v');
    expect(suggestions()).toEqual([]);
    await user.type(box(), 'o');
    expect(suggestions()).toEqual(['Vo (PD)']);
    await user.clear(box());
    await user.type(box(), 'boz');
    expect(suggestions()).toEqual(['Bolzano/Bozen']);
  });

  it('moves through the suggestions with the arrows, the focus staying in the box, and takes one with Enter', async () => {
    const { user } = await renderComponent(<Form options={OPTIONS} />);
    await user.type(box(), 'mil');
    const [milano, sanDonato, milazzo] = screen.getAllByRole('option');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', milano!.id);
    expect(milano).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Down from the last stays there.
    expect(box()).toHaveAttribute('aria-activedescendant', milazzo!.id);
    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', sanDonato!.id);
    expect(milazzo).toHaveAttribute('aria-selected', 'false');
    expect(box()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(box()).toHaveValue('San Donato Milanese');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('goes back to the text from the first suggestion with ArrowUp, where Enter takes nothing', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderComponent(<Form options={OPTIONS} onSubmit={onSubmit} />);
    await user.type(box(), 'mil');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(box()).toHaveValue('mil');
    // Enter with no suggestion chosen is the form's: it submits what was typed.
    expect(onSubmit).toHaveBeenCalledWith('mil');
  });

  it('closes the list with Escape, keeping the text, and opens it again with an arrow', async () => {
    const { user } = await renderComponent(<Form options={OPTIONS} />);
    await user.type(box(), 'mil');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('mil');
    expect(screen.queryAllByRole('option')).toEqual([]);
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('takes a suggestion clicked, the box keeping the focus', async () => {
    const { user } = await renderComponent(<Form options={OPTIONS} />);
    await user.type(box(), 'mon');
    await user.click(screen.getByRole('option', { name: 'Monza (MB)' }));
    expect(box()).toHaveValue('Monza');
    expect(box()).toHaveFocus();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a name typed whole, spelt as the list spells it; one with a mark stays shown', async () => {
    const { user } = await renderComponent(<Form options={OPTIONS} />);
    await user.type(box(), 'milano');
    expect(box()).toHaveValue('Milano');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.clear(box());
    await user.type(box(), 'monza');
    expect(box()).toHaveValue('Monza');
    expect(suggestions()).toEqual(['Monza (MB)']);
  });

  it('says gently that a text is none of the options, and sends it all the same', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderComponent(<Form options={OPTIONS} onSubmit={onSubmit} />);
    await user.type(box(), 'Atlantide');
    expect(box()).toHaveAccessibleDescription(containing("Non è nell'elenco"));
    expect(box()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onSubmit).toHaveBeenCalledWith('Atlantide');
  });

  it('is a plain text box until its options are there', async () => {
    const { user } = await renderComponent(<Form options={undefined} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Comune' }), 'mil');
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comune' })).not.toHaveAccessibleDescription(containing("Non è nell'elenco"));
  });
});
