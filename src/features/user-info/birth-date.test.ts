import {
  BIRTH_DATE_MESSAGES,
  birthDateIssues,
  firstBirthDateMessage,
  fullYear,
  readWholeDate,
  type DatePart,
} from './birth-date';

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

describe('readWholeDate: a whole date written with separators, typed or pasted into one box', () => {
  const date = (day: string, month: string, year: string) => ({ day, month, year });

  it.each([
    ['7/3/1990', date('7', '3', '1990')],
    ['07/03/1990', date('07', '03', '1990')],
    ['7.3.1990', date('7', '3', '1990')],
    ['07-03-1990', date('07', '03', '1990')],
    ['  07 / 03 / 1990 ', date('07', '03', '1990')],
    ['7 - 3 - 1990', date('7', '3', '1990')],
    ['7 3 1990', date('7', '3', '1990')],
    ['7/3-1990', date('7', '3', '1990')],
    // Whether the date exists is the messages' to say.
    ['31/02/1990', date('31', '02', '1990')],
    ['45/13/1990', date('45', '13', '1990')],
  ])('reads %j as it is typed and when pasted', (text, expected) => {
    expect(readWholeDate(text, TODAY, false)).toEqual(expected);
    expect(readWholeDate(text, TODAY, true)).toEqual(expected);
  });

  it('writes a two-digit year as the latest year ending in those digits that is not after this year', () => {
    expect(readWholeDate('7/3/90', TODAY, false)).toEqual(date('7', '3', '1990'));
    expect(readWholeDate('1.1.05', TODAY, false)).toEqual(date('1', '1', '2005'));
    expect(readWholeDate('1.1.00', TODAY, true)).toEqual(date('1', '1', '2000'));
    expect(readWholeDate('1.1.26', TODAY, false)).toEqual(date('1', '1', '2026'));
    expect(readWholeDate('1.1.27', TODAY, false)).toEqual(date('1', '1', '1927'));
    expect(fullYear('99', new Date(2031, 0, 1))).toBe('1999');
    expect(fullYear('31', new Date(2031, 0, 1))).toBe('2031');
    expect(fullYear('32', new Date(2031, 0, 1))).toBe('1932');
  });

  it('waits, while the member types, on a beginning and on a year that may go on (19, 20)', () => {
    for (const text of ['7/', '7 ', '07 /', '7/3', '7/3/', '7 / 3 / ', '7/3/1', '7/3/19', '7/3/20', '7/3/199', '7/3/19 ']) {
      expect(readWholeDate(text, TODAY, false), text).toBe('typing');
    }
    // Left or pasted as it is, 19 and 20 are two-digit years; a short year is the year's message to explain.
    expect(readWholeDate('7/3/19', TODAY, true)).toEqual(date('7', '3', '2019'));
    expect(readWholeDate('7/3/20', TODAY, true)).toEqual(date('7', '3', '2020'));
    expect(readWholeDate('7/3/199', TODAY, true)).toEqual(date('7', '3', '199'));
  });

  it('is no date for digits alone, a part too long, letters, separators out of place, or a date not whole when left', () => {
    for (const text of [
      '',
      '7',
      '0703',
      '07031990',
      '/',
      '/7',
      '7//3',
      '123/4',
      '7/123',
      '7/3/19900',
      '7/3/1990/1',
      'a/b/c',
      '7/3a',
    ]) {
      expect(readWholeDate(text, TODAY, false), text).toBeNull();
      expect(readWholeDate(text, TODAY, true), text).toBeNull();
    }
    for (const text of ['7/', '7/3', '7/3/', ' 19-80 ']) expect(readWholeDate(text, TODAY, true), text).toBeNull();
  });
});
