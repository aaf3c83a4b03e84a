import { BIRTH_DATE_MESSAGES, birthDateIssues, firstBirthDateMessage, type DatePart } from './birth-date';

const TODAY = new Date(2026, 10, 23);
const check = (day: string, month: string, year: string) =>
  birthDateIssues({ birthDay: day, birthMonth: month, birthYear: year }, TODAY).map(
    ({ part, message }) => `${part}: ${message.replace('validation:birthDate.', '')}`,
  );
const onAll = (message: string) =>
  (['birthDay', 'birthMonth', 'birthYear'] satisfies DatePart[]).map((part) => `${part}: ${message}`);

describe('birthDateIssues: what is wrong with each box of the birth date', () => {
  it('accepts a real date of someone of age, in one or two digits', () => {
    expect(check('5', '3', '1980')).toEqual([]);
    expect(check('05', '03', '1980')).toEqual([]);
    expect(check('23', '11', '2008')).toEqual([]);
  });

  it('asks for the date when nothing is given', () => {
    expect(check('', '', '')).toEqual(onAll('required'));
  });

  it.each([
    ['', '3', '1980', ['birthDay: missingDay']],
    ['5', '', '1980', ['birthMonth: missingMonth']],
    ['5', '3', '', ['birthYear: missingYear']],
    ['', '', '1980', ['birthDay: missingDayMonth', 'birthMonth: missingDayMonth']],
    ['', '3', '', ['birthDay: missingDayYear', 'birthYear: missingDayYear']],
    ['5', '', '', ['birthMonth: missingMonthYear', 'birthYear: missingMonthYear']],
  ])('names the missing part of %j/%j/%j on its own box', (day, month, year, expected) => {
    expect(check(day, month, year)).toEqual(expected);
  });

  it.each([
    ['0', '3', '1980', ['birthDay: dayOutOfRange']],
    ['32', '3', '1980', ['birthDay: dayOutOfRange']],
    ['123', '3', '1980', ['birthDay: dayOutOfRange']],
    ['5x', '3', '1980', ['birthDay: dayOutOfRange']],
    ['5', '13', '1980', ['birthMonth: monthOutOfRange']],
    ['5', '00', '1980', ['birthMonth: monthOutOfRange']],
    ['5', '3', '80', ['birthYear: yearDigits']],
    ['5', '3', '19800', ['birthYear: yearDigits']],
    ['5', '3', '1850', ['birthYear: yearTooEarly']],
    ['5', '3', '1899', ['birthYear: yearTooEarly']],
    ['5', '3', '2027', ['birthYear: future']],
    ['32', '13', '', ['birthYear: missingYear', 'birthDay: dayOutOfRange', 'birthMonth: monthOutOfRange']],
  ])('marks only the box at fault in %j/%j/%j', (day, month, year, expected) => {
    expect(check(day, month, year)).toEqual(expected);
  });

  it('keeps the specification messages for a date that does not exist and for a minor', () => {
    expect(check('31', '4', '1980')).toEqual(onAll('invalid'));
    expect(check('29', '2', '1981')).toEqual(onAll('invalid'));
    expect(check('29', '2', '1984')).toEqual([]);
    expect(check('24', '11', '2008')).toEqual(onAll('underage'));
    expect(check('1', '1', '1900')).toEqual([]);
  });

  it('says a date after today is in the future, even within this year', () => {
    expect(check('24', '11', '2026')).toEqual(onAll('future'));
    expect(check('23', '11', '2026')).toEqual(onAll('underage'));
  });
});

describe('firstBirthDateMessage: one message at a time', () => {
  it('shows the most basic problem first', () => {
    expect(firstBirthDateMessage(['validation:birthDate.dayOutOfRange', 'validation:birthDate.missingYear'])).toEqual([
      'validation:birthDate.missingYear',
    ]);
    expect(firstBirthDateMessage([])).toEqual([]);
  });

  it('orders every birth date message of the locale', async () => {
    const { default: validation } = await import('../../../locales/it/validation.json');
    expect(BIRTH_DATE_MESSAGES.map((key) => key.replace('validation:birthDate.', '')).sort()).toEqual(
      Object.keys(validation.birthDate).sort(),
    );
  });
});
