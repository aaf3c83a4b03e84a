import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { AFTER_STEP_1 } from '../support/flow-data';
import { containing, t } from '../support/locale';

const FIRST_NAME = t('userInfo:firstName.label');
const DAY = t('userInfo:birthDate.day');
const MONTH = t('userInfo:birthDate.month');
const YEAR = t('userInfo:birthDate.year');
const ITALY = t('userInfo:birthCountry.italy');
const ABROAD = t('userInfo:birthCountry.abroad');
const PROVINCE = t('userInfo:birthProvince.label');
const BIRTH_CITY = t('userInfo:birthCity.label');
const BIRTH_PLACE = t('userInfo:birthPlace.label');
const EMAIL = t('eligibility:email.label');

async function openStep2() {
  const app = await renderApp({ url: '/insert-info', data: AFTER_STEP_1 });
  await screen.findByRole('heading', { level: 1, name: t('userInfo:title') });
  return app;
}

describe('insert-info: the user data form', () => {
  it('has the fields of the specification, with autocomplete hints', async () => {
    await openStep2();
    expect(screen.getByLabelText(FIRST_NAME)).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText(t('userInfo:lastName.label'))).toHaveAttribute('autocomplete', 'family-name');
    const sex = screen.getByRole('group', { name: t('userInfo:gender.legend') });
    expect(within(sex).getByRole('radio', { name: t('userInfo:gender.male') })).toBeInTheDocument();
    expect(within(sex).getByRole('radio', { name: t('userInfo:gender.female') })).toBeInTheDocument();
    const date = screen.getByRole('group', { name: t('userInfo:birthDate.legend') });
    expect(date).toHaveAccessibleDescription(containing(t('userInfo:birthDate.hint')));
    expect(within(date).getByLabelText(DAY)).toHaveAttribute('autocomplete', 'bday-day');
    expect(within(date).getByLabelText(MONTH)).toHaveAttribute('autocomplete', 'bday-month');
    expect(within(date).getByLabelText(YEAR)).toHaveAttribute('autocomplete', 'bday-year');
    expect(within(date).getByLabelText(DAY)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(t('common:progress', { current: 2, total: 3 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('common:confirm') })).toHaveAttribute('aria-disabled', 'true');
  });

  it('Conferma pressed with the form half done: every missing answer is said, the focus goes to the first, nothing is sent', async () => {
    const { user, history } = await openStep2();
    await user.type(screen.getByLabelText(FIRST_NAME), 'Mario');
    await user.click(screen.getByRole('button', { name: t('common:confirm') }));
    expect(await screen.findByText(t('validation:lastName.required'))).toBeInTheDocument();
    expect(screen.getByText(t('validation:gender.required'))).toBeInTheDocument();
    expect(screen.getByLabelText(t('userInfo:lastName.label'))).toHaveFocus();
    expect(history.location.pathname).toBe('/insert-info');
  });

  it('shows each required message after leaving the field', async () => {
    const { user } = await openStep2();
    await user.click(screen.getByLabelText(FIRST_NAME));
    await user.type(screen.getByLabelText(FIRST_NAME), '   ');
    await user.tab();
    expect(screen.getByText(t('validation:firstName.required'))).toBeInTheDocument();
    expect(screen.getByLabelText(FIRST_NAME)).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(screen.getByText(t('validation:lastName.required'))).toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(t('validation:gender.required'))).toBeInTheDocument();
  });

  const dateGroup = () => screen.getByRole('group', { name: t('userInfo:birthDate.legend') });
  /** Types each given part in its box (and leaves it), as a member would; null leaves a box alone. */
  async function typeDate(
    user: Awaited<ReturnType<typeof openStep2>>['user'],
    parts: [string | null, string | null, string | null],
  ) {
    for (const [label, value] of [DAY, MONTH, YEAR].map((label, index) => [label, parts[index]] as const)) {
      if (value === null) continue;
      await user.clear(screen.getByLabelText(label));
      if (value) await user.type(screen.getByLabelText(label), value);
      else await user.click(screen.getByLabelText(label));
      await user.tab();
    }
  }

  it('marks only the wrong part of the date, and all three for an impossible date', async () => {
    const { user } = await openStep2();
    const day = screen.getByLabelText(DAY);
    const month = screen.getByLabelText(MONTH);
    const year = screen.getByLabelText(YEAR);
    await typeDate(user, ['32', null, null]);
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(month).not.toHaveAttribute('aria-invalid');
    expect(dateGroup()).toHaveAccessibleDescription(
      containing(`${t('common:errorPrefix')} ${t('validation:birthDate.dayOutOfRange')}`),
    );

    await typeDate(user, ['31', '4', '1980']);
    for (const part of [day, month, year]) expect(part).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(t('validation:birthDate.invalid'))).toBeInTheDocument();
  });

  const THIS_YEAR = new Date().getFullYear();
  it.each([
    ['nothing', ['', '', ''], 'required', [DAY, MONTH, YEAR]],
    ['no day', ['', '3', '1980'], 'missingDay', [DAY]],
    ['no month', ['5', '', '1980'], 'missingMonth', [MONTH]],
    ['no year', ['5', '3', ''], 'missingYear', [YEAR]],
    ['no day and no month', ['', '', '1980'], 'missingDayMonth', [DAY, MONTH]],
    ['no day and no year', ['', '3', ''], 'missingDayYear', [DAY, YEAR]],
    ['no month and no year', ['5', '', ''], 'missingMonthYear', [MONTH, YEAR]],
    ['day 0', ['0', '3', '1980'], 'dayOutOfRange', [DAY]],
    ['month 13', ['5', '13', '1980'], 'monthOutOfRange', [MONTH]],
    ['a two-digit year', ['5', '3', '80'], 'yearDigits', [YEAR]],
    ['a five-digit year', ['5', '3', '19800'], 'yearDigits', [YEAR]],
    ['year 1850', ['5', '3', '1850'], 'yearTooEarly', [YEAR]],
    ['next year', ['5', '3', String(THIS_YEAR + 1)], 'future', [YEAR]],
    ['31 April', ['31', '4', '1980'], 'invalid', [DAY, MONTH, YEAR]],
  ] as const)('says what is wrong with %s, beside the date, and marks its boxes', async (_, parts, message, marked) => {
    const { user } = await openStep2();
    await typeDate(user, [...parts]);
    const text = t(`validation:birthDate.${message}`);
    expect(within(dateGroup()).getByText(text)).toBeInTheDocument();
    expect(dateGroup()).toHaveAccessibleDescription(containing(`${t('common:errorPrefix')} ${text}`));
    for (const label of [DAY, MONTH, YEAR]) {
      const box = screen.getByLabelText(label);
      if (marked.includes(label)) expect(box).toHaveAttribute('aria-invalid', 'true');
      else expect(box).not.toHaveAttribute('aria-invalid');
    }
  });

  it('shows one date message at a time, the missing part first', async () => {
    const { user } = await openStep2();
    await typeDate(user, ['40', '', '1980']);
    expect(within(dateGroup()).getByText(t('validation:birthDate.missingMonth'))).toBeInTheDocument();
    expect(within(dateGroup()).queryByText(t('validation:birthDate.dayOutOfRange'))).not.toBeInTheDocument();
    // Only the box the message is about is marked, not the day waiting for its own turn.
    expect(screen.getByLabelText(MONTH)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(DAY)).not.toHaveAttribute('aria-invalid');
    await typeDate(user, [null, '3', null]);
    expect(within(dateGroup()).getByText(t('validation:birthDate.dayOutOfRange'))).toBeInTheDocument();
    expect(screen.getByLabelText(DAY)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(MONTH)).not.toHaveAttribute('aria-invalid');
  });

  it('takes only digits in the date boxes, wherever they are typed or pasted', async () => {
    const { user } = await openStep2();
    const day = screen.getByLabelText(DAY);
    await user.type(day, '1a');
    expect(day).toHaveValue('1');
    await user.type(day, '{ArrowLeft}x');
    expect(day).toHaveValue('1');
    await user.type(day, '{ArrowLeft}2');
    expect(day).toHaveValue('21');
    const year = screen.getByLabelText(YEAR);
    await user.click(year);
    await user.paste(' 19-8o0 ');
    expect(year).toHaveValue('1980');
  });

  describe('a whole date typed or pasted into one box, with separators, fills the three', () => {
    const boxes = () => [DAY, MONTH, YEAR].map((label) => screen.getByLabelText(label));
    const values = () => boxes().map((box) => (box as HTMLInputElement).value);

    it('7/3/90 typed into Giorno: day 7, month 3, year 1990, and the answers stored zero padded', async () => {
      const { user, onboarding } = await openStep2();
      const [day] = boxes();
      await user.type(day!, '7/3/9');
      // Until the date is whole, the box keeps what was typed.
      expect(values()).toEqual(['7/3/9', '', '']);
      await user.type(day!, '0');
      expect(values()).toEqual(['7', '3', '1990']);
      expect(day).toHaveFocus();
      await user.tab();
      expect(within(dateGroup()).queryByText(containing(t('common:errorPrefix')))).not.toBeInTheDocument();

      await user.type(screen.getByLabelText(FIRST_NAME), 'Mario');
      await user.type(screen.getByLabelText(t('userInfo:lastName.label')), 'Rossi');
      await user.click(screen.getByRole('radio', { name: t('userInfo:gender.male') }));
      await user.click(screen.getByRole('radio', { name: ABROAD }));
      await user.type(screen.getByLabelText(BIRTH_PLACE), 'Parigi, Francia');
      await user.click(screen.getByRole('button', { name: t('common:confirm') }));
      expect(await screen.findByRole('heading', { level: 1, name: t('description:title') })).toBeInTheDocument();
      expect(onboarding.get()).toMatchObject({ birthDay: '07', birthMonth: '03', birthYear: '1990', birthDate: '1990-03-07' });
    });

    it('07/03/1990 pasted into Anno', async () => {
      const { user } = await openStep2();
      await user.click(screen.getByLabelText(YEAR));
      await user.paste('07/03/1990');
      expect(values()).toEqual(['07', '03', '1990']);
      expect(screen.getByLabelText(YEAR)).toHaveFocus();
    });

    it.each([
      ['7.3.1990', 'typed into Mese', MONTH, 'type'],
      ['07-03-1990', 'typed into Anno', YEAR, 'type'],
      [' 07 / 03 / 1990 ', 'pasted into Giorno', DAY, 'paste'],
      ['7 3 1990', 'typed into Giorno', DAY, 'type'],
    ] as const)('%j %s', async (text, _, label, how) => {
      const { user } = await openStep2();
      const box = screen.getByLabelText(label);
      if (how === 'type') await user.type(box, text);
      else {
        await user.click(box);
        await user.paste(text);
      }
      expect(values().map(Number)).toEqual([7, 3, 1990]);
    });

    it('replaces a date already given, and refuses letters on the way', async () => {
      const { user } = await openStep2();
      await typeDate(user, ['5', '3', '1980']);
      await user.clear(screen.getByLabelText(DAY));
      await user.type(screen.getByLabelText(DAY), '1x.1.19a70');
      expect(values()).toEqual(['1', '1', '1970']);
    });

    it('shows a two-digit year in four: 05 at once, 19 once the box is left (it may go on to 1990)', async () => {
      const { user } = await openStep2();
      await user.type(screen.getByLabelText(DAY), '1/1/05');
      expect(values()).toEqual(['1', '1', String(2005 > THIS_YEAR ? 1905 : 2005)]);
      await user.clear(screen.getByLabelText(DAY));
      await user.type(screen.getByLabelText(DAY), '7/3/19');
      expect(values()).toEqual(['7/3/19', '1', String(2005 > THIS_YEAR ? 1905 : 2005)]);
      await user.tab();
      expect(values()).toEqual(['7', '3', '2019']);
      expect(screen.getByText(t('validation:birthDate.underage'))).toBeInTheDocument();
      for (const box of boxes()) expect(box).toHaveAttribute('aria-invalid', 'true');
    });

    it('marks all three boxes for a date that does not exist, pasted', async () => {
      const { user } = await openStep2();
      await user.click(screen.getByLabelText(DAY));
      await user.paste('31/02/1990');
      expect(values()).toEqual(['31', '02', '1990']);
      expect(within(dateGroup()).getByText(t('validation:birthDate.invalid'))).toBeInTheDocument();
      for (const box of boxes()) expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('button', { name: t('common:confirm') })).toHaveAttribute('aria-disabled', 'true');
    });

    it('asks a minor, whose whole date is typed, to be of age', async () => {
      const { user } = await openStep2();
      const now = new Date();
      await user.type(screen.getByLabelText(MONTH), `${now.getDate()}-${now.getMonth() + 1}-${now.getFullYear() - 17}`);
      expect(within(dateGroup()).getByText(t('validation:birthDate.underage'))).toBeInTheDocument();
      for (const box of boxes()) expect(box).toHaveAttribute('aria-invalid', 'true');
    });

    it('keeps only the digits of a box left with separators that make no whole date', async () => {
      const { user } = await openStep2();
      await user.type(screen.getByLabelText(DAY), '7/3');
      await user.tab();
      expect(values()).toEqual(['73', '', '']);
      expect(within(dateGroup()).getByText(t('validation:birthDate.dayOutOfRange'))).toBeInTheDocument();
      await user.type(screen.getByLabelText(MONTH), '/');
      expect(values()).toEqual(['73', '', '']);
    });
  });

  it('asks a minor to be of age, and a date later this year to be in the past', async () => {
    const { user } = await openStep2();
    const now = new Date();
    await typeDate(user, [String(now.getDate()), String(now.getMonth() + 1), String(now.getFullYear() - 17)]);
    expect(screen.getByText(t('validation:birthDate.underage'))).toBeInTheDocument();
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    await typeDate(user, [String(tomorrow.getDate()), String(tomorrow.getMonth() + 1), String(tomorrow.getFullYear())]);
    expect(screen.getByText(t('validation:birthDate.future'))).toBeInTheDocument();
  });

  it.each([
    [FIRST_NAME, 80, t('validation:firstName.tooLong'), null],
    [t('userInfo:lastName.label'), 80, t('validation:lastName.tooLong'), null],
    [BIRTH_CITY, 100, t('validation:birthCity.tooLong'), ITALY],
    [BIRTH_PLACE, 100, t('validation:birthPlace.tooLong'), ABROAD],
  ] as const)('lets %s take more than %i characters, and says it is too long', async (label, max, message, country) => {
    const { user } = await openStep2();
    if (country) await user.click(screen.getByRole('radio', { name: country }));
    const box = screen.getByLabelText(label);
    // No maxlength: a longer text pasted in is kept whole, and the message says why it is refused.
    expect(box).not.toHaveAttribute('maxlength');
    await user.click(box);
    await user.paste('a'.repeat(max + 1));
    await user.tab();
    expect(box).toHaveValue('a'.repeat(max + 1));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(expect.stringContaining(`${t('common:errorPrefix')} ${message}`));

    await user.clear(box);
    await user.paste('a'.repeat(max));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  const CONTROL = t('validation:controlCharacters');
  it.each([
    [FIRST_NAME, 'Ma\u0000rio', null],
    [t('userInfo:lastName.label'), 'Ros\u0007si', null],
    [BIRTH_CITY, 'Mon\tza', ITALY],
    [BIRTH_PLACE, 'Parigi\u202E', ABROAD],
    [BIRTH_PLACE, 'Pa\u0085rigi', ABROAD],
  ] as const)('refuses control characters in %s (%j), with a message beside the field', async (label, value, country) => {
    const { user } = await openStep2();
    if (country) await user.click(screen.getByRole('radio', { name: country }));
    const box = screen.getByLabelText(label);
    fireEvent.change(box, { target: { value } });
    fireEvent.blur(box);
    expect(await screen.findByText(CONTROL)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining(`${t('common:errorPrefix')} ${CONTROL}`));

    fireEvent.change(box, { target: { value: 'Monza e Brianza' } });
    expect(screen.queryByText(CONTROL)).not.toBeInTheDocument();
  });

  it('lists the provinces by name, in Italian alphabetical order', async () => {
    const { user } = await openStep2();
    await user.click(screen.getByRole('radio', { name: ITALY }));
    const names = within(screen.getByLabelText(PROVINCE))
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
    await user.click(screen.getByRole('radio', { name: ITALY }));
    const province = screen.getByLabelText(PROVINCE);
    expect(within(province).getAllByRole('option')).toHaveLength(108);
    expect(within(province).getByRole('option', { name: 'Sud Sardegna (SU)' })).toBeInTheDocument();
    expect(within(province).getByRole('option', { name: 'Monza e della Brianza (MB)' })).toBeInTheDocument();

    await user.selectOptions(province, 'MB');
    await user.type(screen.getByLabelText(BIRTH_CITY), 'Monza');
    await user.selectOptions(province, 'MI');
    expect(screen.getByLabelText(BIRTH_CITY)).toHaveValue('');

    await user.type(screen.getByLabelText(BIRTH_CITY), 'Milano');
    await user.click(screen.getByRole('radio', { name: ABROAD }));
    expect(screen.queryByLabelText(PROVINCE)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(BIRTH_PLACE), 'Parigi');
    await user.click(screen.getByRole('radio', { name: ITALY }));
    expect(screen.getByLabelText(PROVINCE)).toHaveValue('');
    expect(screen.getByLabelText(BIRTH_CITY)).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: ABROAD }));
    expect(screen.getByLabelText(BIRTH_PLACE)).toHaveValue('');
  });

  it('requires province, municipality or birth place depending on the country', async () => {
    const { user } = await openStep2();
    await user.click(screen.getByRole('radio', { name: ITALY }));
    await user.click(screen.getByLabelText(PROVINCE));
    await user.tab();
    expect(screen.getByText(t('validation:birthProvince.required'))).toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(t('validation:birthCity.required'))).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: ABROAD }));
    await user.type(screen.getByLabelText(BIRTH_PLACE), '  ');
    await user.tab();
    expect(screen.getByText(t('validation:birthPlace.required'))).toBeInTheDocument();
  });

  it('stores trimmed, zero-padded answers and moves to description', async () => {
    const { user, onboarding, router } = await openStep2();
    await user.type(screen.getByLabelText(FIRST_NAME), '  Mario ');
    await user.type(screen.getByLabelText(t('userInfo:lastName.label')), ' Rossi');
    await user.click(screen.getByRole('radio', { name: t('userInfo:gender.male') }));
    await user.type(screen.getByLabelText(DAY), '5');
    await user.type(screen.getByLabelText(MONTH), '3');
    await user.type(screen.getByLabelText(YEAR), '1980');
    await user.click(screen.getByRole('radio', { name: ABROAD }));
    await user.type(screen.getByLabelText(BIRTH_PLACE), ' Parigi, Francia ');
    await user.click(screen.getByRole('button', { name: t('common:confirm') }));

    expect(await screen.findByRole('heading', { level: 1, name: t('description:title') })).toBeInTheDocument();
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
    await user.click(screen.getByRole('link', { name: t('common:back') }));
    expect(await screen.findByLabelText(EMAIL)).toHaveValue('mario.rossi@acme.it');
    expect(router.state.location.pathname).toBe('/');
  });
});
