import { z } from 'zod/mini';
import type { ValidationKey } from '@/lib/i18n';
import { MIN_BIRTH_YEAR, isAtLeastYearsOld, isRealDate, pad2, toIsoDate } from '@/lib/dates';
import { keptKey, type BirthCountry, type Gender, type OnboardingData } from '@/lib/onboarding-store';

export interface UserInfoValues {
  firstName: string;
  lastName: string;
  gender: Gender | '';
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  birthCountry: BirthCountry | '';
  birthProvince: string;
  birthCity: string;
  birthPlace: string;
}

/** Step 2 as typed and not yet confirmed, kept in memory for the tab. */
export const USER_INFO_DRAFT = keptKey<UserInfoValues>('user-info draft');

/** The longest answer each free-text field takes (a name in several parts, a bilingual municipality). */
export const MAX_LENGTH = { firstName: 80, lastName: 80, birthCity: 100, birthPlace: 100 } as const satisfies Partial<
  Record<keyof UserInfoValues, number>
>;

export const DATE_PARTS = ['birthDay', 'birthMonth', 'birthYear'] as const;

const GENDERS: readonly string[] = ['MALE', 'FEMALE'] satisfies Gender[];
const COUNTRIES: readonly string[] = ['Italia', 'Estero'] satisfies BirthCountry[];

function numberIn(value: string, pattern: RegExp, min: number, max: number): number | null {
  const trimmed = value.trim();
  if (!pattern.test(trimmed)) return null;
  const number = Number(trimmed);
  return number >= min && number <= max ? number : null;
}

/**
 * Step 2. Every rule runs on every change, so each field always carries its own
 * current error; the form shows it once the member has left the field.
 * `today` decides the current year and the 18-years rule.
 */
export function createUserInfoSchema(today: () => Date = () => new Date()) {
  return z
    .custom<UserInfoValues>((value) => typeof value === 'object' && value !== null)
    .check(
      z.superRefine((values, ctx) => {
        const fail = (path: keyof UserInfoValues, message: ValidationKey) =>
          ctx.addIssue({ code: 'custom', path: [path], message });

        const tooLong = (path: keyof typeof MAX_LENGTH) => values[path].trim().length > MAX_LENGTH[path];
        if (!values.firstName.trim()) fail('firstName', 'validation:firstName.required');
        else if (tooLong('firstName')) fail('firstName', 'validation:firstName.tooLong');
        if (!values.lastName.trim()) fail('lastName', 'validation:lastName.required');
        else if (tooLong('lastName')) fail('lastName', 'validation:lastName.tooLong');
        if (!GENDERS.includes(values.gender)) fail('gender', 'validation:gender.required');

        const now = today();
        const day = numberIn(values.birthDay, /^\d{1,2}$/, 1, 31);
        const month = numberIn(values.birthMonth, /^\d{1,2}$/, 1, 12);
        const year = numberIn(values.birthYear, /^\d{4}$/, MIN_BIRTH_YEAR, now.getFullYear());
        if (day === null) fail('birthDay', 'validation:birthDate.invalid');
        if (month === null) fail('birthMonth', 'validation:birthDate.invalid');
        if (year === null) fail('birthYear', 'validation:birthDate.invalid');
        if (day !== null && month !== null && year !== null) {
          const date = { day, month, year };
          const wholeDate: ValidationKey | null = !isRealDate(date)
            ? 'validation:birthDate.invalid'
            : !isAtLeastYearsOld(date, now)
              ? 'validation:birthDate.underage'
              : null;
          if (wholeDate) DATE_PARTS.forEach((part) => fail(part, wholeDate));
        }

        if (!COUNTRIES.includes(values.birthCountry)) fail('birthCountry', 'validation:birthCountry.required');
        if (values.birthCountry === 'Italia') {
          if (!values.birthProvince.trim()) fail('birthProvince', 'validation:birthProvince.required');
          if (!values.birthCity.trim()) fail('birthCity', 'validation:birthCity.required');
          else if (tooLong('birthCity')) fail('birthCity', 'validation:birthCity.tooLong');
        }
        if (values.birthCountry === 'Estero') {
          if (!values.birthPlace.trim()) fail('birthPlace', 'validation:birthPlace.required');
          else if (tooLong('birthPlace')) fail('birthPlace', 'validation:birthPlace.tooLong');
        }
      }),
    );
}

/** The answers as stored for the flow: trimmed, zero padded, with the ISO birth date. */
export function toUserInfoData(values: UserInfoValues): Partial<OnboardingData> {
  const italy = values.birthCountry === 'Italia';
  const birthDay = pad2(values.birthDay.trim());
  const birthMonth = pad2(values.birthMonth.trim());
  const birthYear = values.birthYear.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    gender: values.gender || undefined,
    birthDay,
    birthMonth,
    birthYear,
    birthDate: toIsoDate({ year: Number(birthYear), month: Number(birthMonth), day: Number(birthDay) }),
    birthCountry: values.birthCountry || undefined,
    birthProvince: italy ? values.birthProvince : undefined,
    birthCity: italy ? values.birthCity.trim() : undefined,
    birthPlace: italy ? undefined : values.birthPlace.trim(),
  };
}

/** Prefills the form from what the member already entered in this tab. */
export function toUserInfoValues(data: Readonly<OnboardingData>): UserInfoValues {
  return {
    firstName: data.firstName ?? '',
    lastName: data.lastName ?? '',
    gender: data.gender ?? '',
    birthDay: data.birthDay ?? '',
    birthMonth: data.birthMonth ?? '',
    birthYear: data.birthYear ?? '',
    birthCountry: data.birthCountry ?? '',
    birthProvince: data.birthProvince ?? '',
    birthCity: data.birthCity ?? '',
    birthPlace: data.birthPlace ?? '',
  };
}
