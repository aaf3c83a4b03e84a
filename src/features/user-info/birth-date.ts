import type { ValidationKey } from '@/lib/i18n';
import { MIN_BIRTH_YEAR, isAfter, isAtLeastYearsOld, isRealDate, toIsoDate, type WholeDate } from '@/lib/dates';

export const DATE_PARTS = ['birthDay', 'birthMonth', 'birthYear'] as const;
export type DatePart = (typeof DATE_PARTS)[number];
export const isDatePart = (name: unknown): name is DatePart => (DATE_PARTS as readonly unknown[]).includes(name);

/**
 * The birth date's messages, in the order the member needs them (after GOV.UK's date input):
 * nothing given, a part missing, a part that is not a possible number, then the date as a whole.
 * The date shows one message at a time: the first of these that a box it has left carries.
 */
export const BIRTH_DATE_MESSAGES = [
  'validation:birthDate.required',
  'validation:birthDate.missingDay',
  'validation:birthDate.missingMonth',
  'validation:birthDate.missingYear',
  'validation:birthDate.missingDayMonth',
  'validation:birthDate.missingDayYear',
  'validation:birthDate.missingMonthYear',
  'validation:birthDate.dayOutOfRange',
  'validation:birthDate.monthOutOfRange',
  'validation:birthDate.yearDigits',
  'validation:birthDate.yearTooEarly',
  'validation:birthDate.future',
  // The specification's own two messages, word for word.
  'validation:birthDate.invalid',
  'validation:birthDate.underage',
] as const satisfies readonly ValidationKey[];

type BirthDateMessage = (typeof BIRTH_DATE_MESSAGES)[number];

/** The message for the parts left empty when some are given, by the empty parts. */
const MISSING: Record<string, BirthDateMessage> = {
  birthDay: 'validation:birthDate.missingDay',
  birthMonth: 'validation:birthDate.missingMonth',
  birthYear: 'validation:birthDate.missingYear',
  'birthDay birthMonth': 'validation:birthDate.missingDayMonth',
  'birthDay birthYear': 'validation:birthDate.missingDayYear',
  'birthMonth birthYear': 'validation:birthDate.missingMonthYear',
};

export interface BirthDateIssue {
  part: DatePart;
  message: BirthDateMessage;
}

/** A whole number from `min` to `max` written with the given count of digits, or null. */
function numberIn(value: string, digits: RegExp, min: number, max: number): number | null {
  if (!digits.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/**
 * What is wrong with a birth date typed as three trimmed boxes, box by box: each box at fault
 * gets its own message (a date as a whole marks all three). `today` decides what is in the
 * future and the 18 years.
 */
export function birthDateIssues(parts: Readonly<Record<DatePart, string>>, today: Date): BirthDateIssue[] {
  const all = (message: BirthDateMessage) => DATE_PARTS.map((part) => ({ part, message }));
  const empty = DATE_PARTS.filter((part) => parts[part] === '');
  if (empty.length === DATE_PARTS.length) return all('validation:birthDate.required');

  const missing = MISSING[empty.join(' ')];
  const issues: BirthDateIssue[] = missing ? empty.map((part) => ({ part, message: missing })) : [];
  const day = numberIn(parts.birthDay, /^\d{1,2}$/, 1, 31);
  const month = numberIn(parts.birthMonth, /^\d{1,2}$/, 1, 12);
  const yearGiven = /^\d{4}$/.test(parts.birthYear);
  const year = Number(parts.birthYear);
  if (parts.birthDay !== '' && day === null) issues.push({ part: 'birthDay', message: 'validation:birthDate.dayOutOfRange' });
  if (parts.birthMonth !== '' && month === null) {
    issues.push({ part: 'birthMonth', message: 'validation:birthDate.monthOutOfRange' });
  }
  if (parts.birthYear !== '') {
    const message: BirthDateMessage | null = !yearGiven
      ? 'validation:birthDate.yearDigits'
      : year < MIN_BIRTH_YEAR
        ? 'validation:birthDate.yearTooEarly'
        : year > today.getFullYear()
          ? 'validation:birthDate.future'
          : null;
    if (message) issues.push({ part: 'birthYear', message });
  }
  if (issues.length > 0 || day === null || month === null) return issues;

  const date = { day, month, year };
  if (!isRealDate(date)) return all('validation:birthDate.invalid');
  if (isAfter(date, today)) return all('validation:birthDate.future');
  if (!isAtLeastYearsOld(date, today)) return all('validation:birthDate.underage');
  return [];
}

/** Between the parts of a date: one of `/ . -` with spaces around it, or spaces alone. */
const SEPARATOR = /\s*[./-]\s*|\s+/;

/**
 * A two-digit year as four: the most recent year ending in those digits that is not after this
 * year (in 2026: 90 → 1990, 05 → 2005, 26 → 2026, 27 → 1927).
 */
export function fullYear(twoDigits: string, today: Date): string {
  const thisYear = today.getFullYear();
  const year = Math.floor(thisYear / 100) * 100 + Number(twoDigits);
  return String(year > thisYear ? year - 100 : year);
}

/** Two digits that may be the start of a year from MIN_BIRTH_YEAR to this year, 19 and 20: the member may be typing on. */
const mayGoOn = (twoDigits: string, today: Date) =>
  Number(twoDigits) >= Math.floor(MIN_BIRTH_YEAR / 100) && Number(twoDigits) <= Math.floor(today.getFullYear() / 100);

/**
 * Reads the text of a date box as a whole date written with separators: `7/3/90`, `07/03/1990`,
 * `7.3.1990`, `07 - 03 - 1990`. Day and month take 1 or 2 digits, the year 1 to 4; a two-digit
 * year becomes four (fullYear). Whether the date exists is the date's messages' to say.
 *
 * `final` when the text is all there is: pasted, or the box left. While the member types
 * (`final` false) the beginning of such a date (`7/`, `7/3/19`) is `'typing'`: the box keeps it
 * as typed until the date is whole. A year of 4 digits makes it whole; one of 2 too, unless it
 * may be the start of a 4-digit year (`19`, `20`), which waits for the next digit or for the
 * member to leave the box. Anything else, digits alone included, is null.
 */
export function readWholeDate(text: string, today: Date, final: boolean): WholeDate | 'typing' | null {
  const parts = text.trim().split(SEPARATOR);
  const [day = '', month = '', year = ''] = parts;
  if (parts.length === 3 && /^\d{1,2}$/.test(day) && /^\d{1,2}$/.test(month) && /^\d{1,4}$/.test(year)) {
    if (final || year.length === 4 || (year.length === 2 && !mayGoOn(year, today))) {
      return { day, month, year: year.length === 2 ? fullYear(year, today) : year };
    }
    return 'typing';
  }
  if (final) return null;
  // The beginning of one, its last part empty or short; a space at the end may be a separator.
  const begun = text.trimStart().split(SEPARATOR);
  const [first = '', second = '', third] = begun;
  const beginning =
    begun.length <= 3 &&
    /^\d{1,2}$/.test(first) &&
    (third === undefined ? /^\d{0,2}$/.test(second) : /^\d{1,2}$/.test(second) && third === '');
  return begun.length > 1 && beginning ? 'typing' : null;
}

/** The one message the date shows: the first, in the order of BIRTH_DATE_MESSAGES, of those visible. */
export function firstBirthDateMessage(visible: readonly ValidationKey[]): ValidationKey[] {
  const order = (key: ValidationKey) => {
    const index = (BIRTH_DATE_MESSAGES as readonly ValidationKey[]).indexOf(key);
    return index === -1 ? BIRTH_DATE_MESSAGES.length : index;
  };
  return [...visible].sort((a, b) => order(a) - order(b)).slice(0, 1);
}

/**
 * The day of birth the boxes hold (YYYY-MM-DD), once they hold a whole date that exists, of a
 * 4-digit year: what the municipality's suggestions follow. Undefined while it is not there yet.
 */
export function birthDayOf(parts: Readonly<Record<DatePart, string>>): string | undefined {
  const [day, month, year] = DATE_PARTS.map((part) => parts[part].trim());
  if (!/^\d{1,2}$/.test(day!) || !/^\d{1,2}$/.test(month!) || !/^\d{4}$/.test(year!)) return undefined;
  const date = { day: Number(day), month: Number(month), year: Number(year) };
  return isRealDate(date) ? toIsoDate(date) : undefined;
}
