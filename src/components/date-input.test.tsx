/**
 * The date's three boxes on their own, in a form made with the app's form hook: one group named by
 * its legend, boxes that keep digits only, a whole date typed or pasted into any box fills the three,
 * and a message marks only the boxes it is about.
 */
import { screen } from '@testing-library/react';
import { extendForm } from './form-hook';
import { DateInput, DatePartField } from './date-input';
import type { WholeDate } from '@/lib/dates';
import type { ValidationKey } from '@/lib/i18n';
import { renderComponent } from '../../tests/support/render-component';
import { containing, t } from '../../tests/support/locale';

const { useAppForm } = extendForm({ fieldComponents: { DatePartField }, formComponents: {} });

/** A whole date with separators (7/3/1990, 07-03-1990); its beginning while typed; null for anything else. */
function readWholeDate(text: string, final: boolean): WholeDate | 'typing' | null {
  const whole = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  if (whole) return { day: whole[1]!, month: whole[2]!, year: whole[3]! };
  return !final && /^\d{1,2}([./-]\d{0,2}([./-]\d{0,4})?)?$/.test(text) ? 'typing' : null;
}

const MISSING_YEAR: ValidationKey = 'validation:birthDate.missingYear';

function Form() {
  const form = useAppForm({
    defaultValues: { day: '', month: '', year: '' },
    // The year's box is the one at fault while it is empty, as the app's schema would say.
    validators: { onBlur: ({ value }) => (value.year ? undefined : { fields: { year: MISSING_YEAR } }) },
  });
  const fill = (date: WholeDate) => {
    form.setFieldValue('day', date.day);
    form.setFieldValue('month', date.month);
    form.setFieldValue('year', date.year);
  };
  return (
    <form>
      <form.Subscribe
        selector={(state): readonly unknown[] => (state.fieldMeta.year?.isBlurred ? state.fieldMeta.year.errors : [])}
      >
        {(errors) => (
          <DateInput
            id="birth-date"
            legend="Data di nascita"
            hint="Per esempio, 27 3 1990"
            errors={errors as ValidationKey[]}
            readWholeDate={readWholeDate}
            onWholeDate={fill}
          >
            <form.AppField name="day">
              {(field) => <field.DatePartField id="birth-date-day" label="Giorno" autoComplete="bday-day" digits={2} />}
            </form.AppField>
            <form.AppField name="month">
              {(field) => <field.DatePartField id="birth-date-month" label="Mese" autoComplete="bday-month" digits={2} />}
            </form.AppField>
            <form.AppField name="year">
              {(field) => <field.DatePartField id="birth-date-year" label="Anno" autoComplete="bday-year" digits={4} />}
            </form.AppField>
          </DateInput>
        )}
      </form.Subscribe>
    </form>
  );
}

const box = (name: 'Giorno' | 'Mese' | 'Anno') => screen.getByRole('textbox', { name });
const values = () => [box('Giorno'), box('Mese'), box('Anno')].map((input) => (input as HTMLInputElement).value);

describe('DateInput', () => {
  it('is one group named by its legend and described by its hint, of three numeric boxes for a birthday', async () => {
    await renderComponent(<Form />);
    const group = screen.getByRole('group', { name: 'Data di nascita' });
    expect(group).toHaveAccessibleDescription('Per esempio, 27 3 1990');
    expect(box('Giorno')).toHaveAttribute('inputmode', 'numeric');
    expect(box('Giorno')).toHaveAttribute('autocomplete', 'bday-day');
    expect(box('Mese')).toHaveAttribute('autocomplete', 'bday-month');
    expect(box('Anno')).toHaveAttribute('autocomplete', 'bday-year');
  });

  it('keeps only the digits typed into a box, and never jumps to the next one', async () => {
    const { user } = await renderComponent(<Form />);
    await user.type(box('Giorno'), 'a1b2');
    expect(box('Giorno')).toHaveValue('12');
    await user.type(box('Giorno'), '3');
    expect(box('Giorno')).toHaveValue('123');
    expect(box('Giorno')).toHaveFocus();
  });

  it('fills the three boxes from a whole date typed into one', async () => {
    const { user } = await renderComponent(<Form />);
    await user.type(box('Giorno'), '7/3/199');
    // Still the beginning of a date: the box keeps it as typed.
    expect(box('Giorno')).toHaveValue('7/3/199');
    await user.type(box('Giorno'), '0');
    expect(values()).toEqual(['7', '3', '1990']);
  });

  it('fills the three boxes from a whole date pasted into any of them', async () => {
    const { user } = await renderComponent(<Form />);
    await user.click(box('Mese'));
    await user.paste('07-03-1990');
    expect(values()).toEqual(['07', '03', '1990']);
  });

  it('keeps the digits of what is no date once the box is left, or Enter is pressed in it', async () => {
    const { user } = await renderComponent(<Form />);
    await user.type(box('Giorno'), '1/2');
    await user.tab();
    expect(box('Giorno')).toHaveValue('12');
    await user.type(box('Mese'), '0.');
    await user.keyboard('{Enter}');
    expect(box('Mese')).toHaveValue('0');
  });

  it("shows the date's message once, and marks only the box it is about", async () => {
    const { user } = await renderComponent(<Form />);
    await user.type(box('Giorno'), '7');
    await user.type(box('Mese'), '3');
    await user.click(box('Anno'));
    await user.tab();
    const group = screen.getByRole('group', { name: 'Data di nascita' });
    expect(group).toHaveAccessibleDescription(containing(t(MISSING_YEAR)));
    expect(screen.getAllByText(containing(t(MISSING_YEAR)))).toHaveLength(1);
    expect(box('Anno')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Giorno')).not.toHaveAttribute('aria-invalid');
    expect(box('Mese')).not.toHaveAttribute('aria-invalid');

    await user.type(box('Anno'), '1990');
    await user.tab();
    expect(box('Anno')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(containing(t(MISSING_YEAR)))).not.toBeInTheDocument();
  });
});
