import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { AFTER_STEP_1 } from '../support/flow-data';

async function openStep2() {
  const app = await renderApp({ url: '/insert-info', data: AFTER_STEP_1 });
  await screen.findByRole('heading', { level: 1, name: 'Verifica la tua idoneità' });
  return app;
}

describe('insert-info: the user data form', () => {
  it('has the fields of the specification, with autocomplete hints', async () => {
    await openStep2();
    expect(screen.getByLabelText('Nome')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Cognome')).toHaveAttribute('autocomplete', 'family-name');
    const sex = screen.getByRole('group', { name: 'Sesso' });
    expect(within(sex).getByRole('radio', { name: 'Uomo' })).toBeInTheDocument();
    expect(within(sex).getByRole('radio', { name: 'Donna' })).toBeInTheDocument();
    const date = screen.getByRole('group', { name: 'Data di nascita' });
    expect(date).toHaveAccessibleDescription(/31-12-1970/);
    expect(within(date).getByLabelText('Giorno')).toHaveAttribute('autocomplete', 'bday-day');
    expect(within(date).getByLabelText('Mese')).toHaveAttribute('autocomplete', 'bday-month');
    expect(within(date).getByLabelText('Anno')).toHaveAttribute('autocomplete', 'bday-year');
    expect(within(date).getByLabelText('Giorno')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Passo 2 di 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Conferma' })).toBeDisabled();
  });

  it('shows each required message after leaving the field', async () => {
    const { user } = await openStep2();
    await user.click(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), '   ');
    await user.tab();
    expect(screen.getByText('Per favore inserisci il tuo nome.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(screen.getByText('Per favore inserisci il tuo cognome.')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Per favore inserisci il tuo sesso.')).toBeInTheDocument();
  });

  it('marks only the wrong part of the date, and all three for an impossible date', async () => {
    const { user } = await openStep2();
    const day = screen.getByLabelText('Giorno');
    const month = screen.getByLabelText('Mese');
    const year = screen.getByLabelText('Anno');
    await user.type(day, '32');
    await user.tab();
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(month).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('group', { name: 'Data di nascita' })).toHaveAccessibleDescription(
      /Errore: Per favore inserisci una data di nascita valida\./,
    );

    await user.clear(day);
    await user.type(day, '31');
    await user.type(month, '4');
    await user.type(year, '1980');
    await user.tab();
    for (const part of [day, month, year]) expect(part).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Per favore inserisci una data di nascita valida.')).toBeInTheDocument();
  });

  it('rejects a year before 1900 or after this year', async () => {
    const { user } = await openStep2();
    await user.type(screen.getByLabelText('Anno'), '1899');
    await user.tab();
    expect(screen.getByLabelText('Anno')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Anno'));
    await user.type(screen.getByLabelText('Anno'), String(new Date().getFullYear() + 1));
    expect(screen.getByLabelText('Anno')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks a minor to be of age', async () => {
    const { user } = await openStep2();
    const now = new Date();
    await user.type(screen.getByLabelText('Giorno'), String(now.getDate()));
    await user.type(screen.getByLabelText('Mese'), String(now.getMonth() + 1));
    await user.type(screen.getByLabelText('Anno'), String(now.getFullYear() - 17));
    await user.tab();
    expect(screen.getByText('Per utilizzare il servizio bisogna essere maggiorenni.')).toBeInTheDocument();
  });

  it.each([
    ['Nome', 80, 'Il nome può contenere al massimo 80 caratteri.', null],
    ['Cognome', 80, 'Il cognome può contenere al massimo 80 caratteri.', null],
    ['Comune di nascita', 100, 'Il comune di nascita può contenere al massimo 100 caratteri.', 'Italia'],
    ['Luogo di nascita', 100, 'Il luogo di nascita può contenere al massimo 100 caratteri.', 'Estero'],
  ] as const)('limits %s to %i characters, in the box and in the rules', async (label, max, message, country) => {
    const { user } = await openStep2();
    if (country) await user.click(screen.getByRole('radio', { name: country }));
    const box = screen.getByLabelText(label);
    expect(box).toHaveAttribute('maxlength', String(max));

    // What maxlength does not stop: a value set by a script, autofill or an old browser.
    fireEvent.change(box, { target: { value: 'a'.repeat(max + 1) } });
    fireEvent.blur(box);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(expect.stringContaining(`Errore: ${message}`));

    fireEvent.change(box, { target: { value: 'a'.repeat(max) } });
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('lists the provinces by name, in Italian alphabetical order', async () => {
    const { user } = await openStep2();
    await user.click(screen.getByRole('radio', { name: 'Italia' }));
    const names = within(screen.getByLabelText('Provincia di nascita'))
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent.replace(/ \([A-Z]{2}\)$/, ''));
    const startingWith = (letter: string) => names.filter((name) => name.startsWith(letter));
    expect(startingWith('P')).toEqual([
      'Padova',
      'Palermo',
      'Parma',
      'Pavia',
      'Perugia',
      'Pesaro e Urbino',
      'Pescara',
      'Piacenza',
      'Pisa',
      'Pistoia',
      'Pordenone',
      'Potenza',
      'Prato',
    ]);
    expect(startingWith('V')).toEqual([
      'Varese',
      'Venezia',
      'Verbano-Cusio-Ossola',
      'Vercelli',
      'Verona',
      'Vibo Valentia',
      'Vicenza',
      'Viterbo',
    ]);
    expect(startingWith('L')).toEqual(["L'Aquila", 'La Spezia', 'Latina', 'Lecce', 'Lecco', 'Livorno', 'Lodi', 'Lucca']);
    expect(names).toEqual([...names].sort(new Intl.Collator('it').compare));
  });

  it('lists the 107 provinces and resets fields when country and province change', async () => {
    const { user } = await openStep2();
    await user.click(screen.getByRole('radio', { name: 'Italia' }));
    const province = screen.getByLabelText('Provincia di nascita');
    expect(within(province).getAllByRole('option')).toHaveLength(108);
    expect(within(province).getByRole('option', { name: 'Sud Sardegna (SU)' })).toBeInTheDocument();
    expect(within(province).getByRole('option', { name: 'Monza e della Brianza (MB)' })).toBeInTheDocument();

    await user.selectOptions(province, 'MB');
    await user.type(screen.getByLabelText('Comune di nascita'), 'Monza');
    await user.selectOptions(province, 'MI');
    expect(screen.getByLabelText('Comune di nascita')).toHaveValue('');

    await user.type(screen.getByLabelText('Comune di nascita'), 'Milano');
    await user.click(screen.getByRole('radio', { name: 'Estero' }));
    expect(screen.queryByLabelText('Provincia di nascita')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Luogo di nascita'), 'Parigi');
    await user.click(screen.getByRole('radio', { name: 'Italia' }));
    expect(screen.getByLabelText('Provincia di nascita')).toHaveValue('');
    expect(screen.getByLabelText('Comune di nascita')).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: 'Estero' }));
    expect(screen.getByLabelText('Luogo di nascita')).toHaveValue('');
  });

  it('requires province, municipality or birth place depending on the country', async () => {
    const { user } = await openStep2();
    await user.click(screen.getByRole('radio', { name: 'Italia' }));
    await user.click(screen.getByLabelText('Provincia di nascita'));
    await user.tab();
    expect(screen.getByText('Per favore inserisci la tua provincia di nascita.')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Per favore inserisci il tuo comune di nascita.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Estero' }));
    await user.type(screen.getByLabelText('Luogo di nascita'), '  ');
    await user.tab();
    expect(screen.getByText('Per favore inserisci il tuo luogo di nascita.')).toBeInTheDocument();
  });

  it('stores trimmed, zero-padded answers and moves to description', async () => {
    const { user, onboarding, router } = await openStep2();
    await user.type(screen.getByLabelText('Nome'), '  Mario ');
    await user.type(screen.getByLabelText('Cognome'), ' Rossi');
    await user.click(screen.getByRole('radio', { name: 'Uomo' }));
    await user.type(screen.getByLabelText('Giorno'), '5');
    await user.type(screen.getByLabelText('Mese'), '3');
    await user.type(screen.getByLabelText('Anno'), '1980');
    await user.click(screen.getByRole('radio', { name: 'Estero' }));
    await user.type(screen.getByLabelText('Luogo di nascita'), ' Parigi, Francia ');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'La tua salute su misura' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/description');
    expect(onboarding.get()).toMatchObject({
      firstName: 'Mario',
      lastName: 'Rossi',
      gender: 'MALE',
      birthDay: '05',
      birthMonth: '03',
      birthYear: '1980',
      birthDate: '1980-03-05',
      birthCountry: 'Estero',
      birthPlace: 'Parigi, Francia',
      stepUserInfoCompleted: true,
    });
    expect(onboarding.get().birthProvince).toBeUndefined();
  });

  it('goes back to step 1 with the back arrow, prefilled', async () => {
    const { user, router } = await openStep2();
    await user.click(screen.getByRole('link', { name: 'Indietro' }));
    expect(await screen.findByLabelText('E-mail aziendale')).toHaveValue('mario.rossi@acme.it');
    expect(router.state.location.pathname).toBe('/');
  });
});
