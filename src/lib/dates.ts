export const MINIMUM_AGE = 18;
export const MIN_BIRTH_YEAR = 1900;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** A date as its three boxes hold it: day and month as written, the year in 4 digits. */
export interface WholeDate {
  day: string;
  month: string;
  year: string;
}

/** True when day/month/year name a day that exists (no 31 April, 29 February only in leap years). */
export function isRealDate({ year, month, day }: DateParts): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * Of age when born on or before today minus `years` years.
 * "Today minus 18 years" keeps the day of the month, so someone born on 29 February
 * comes of age on 1 March when their 18th birthday year is not a leap year.
 */
export function isAtLeastYearsOld(birth: DateParts, today: Date, years = MINIMUM_AGE): boolean {
  const limitYear = today.getFullYear() - years;
  const limitMonth = today.getMonth() + 1;
  const limitDay = Math.min(today.getDate(), new Date(Date.UTC(limitYear, limitMonth, 0)).getUTCDate());
  return dayNumber(birth) <= dayNumber({ year: limitYear, month: limitMonth, day: limitDay });
}

/** True when the date comes after `today`'s day. */
export function isAfter(date: DateParts, today: Date): boolean {
  return dayNumber(date) > dayNumber({ year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() });
}

/** A number that orders dates as the calendar does. */
const dayNumber = ({ year, month, day }: DateParts) => year * 10000 + month * 100 + day;

/** YYYY-MM-DD, zero padded, as the provider API expects. */
export function toIsoDate({ year, month, day }: DateParts): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

export function pad2(value: number | string): string {
  return String(value).padStart(2, '0');
}
