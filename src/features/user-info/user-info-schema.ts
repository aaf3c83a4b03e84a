import { z } from '@/shared/zod';
import type { ValidationKey } from '@/lib/i18n';
import { pad2, toIsoDate } from '@/lib/dates';
import { type FormFields, type FormValues, type Member } from '@/lib/member';
import { BIRTH_COUNTRIES, GENDERS, hasNoControlCharacters } from '@/shared/provider-api';
import { keptKey, type OnboardingData } from '@/lib/onboarding-store';
import { birthDateIssues } from './birth-date';

/** Step 2's answers as the form holds them: the member's fields it asks, each as typed, '' until given. */
export type UserInfoValues = FormValues<
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'birthDay'
  | 'birthMonth'
  | 'birthYear'
  | 'birthCountry'
  | 'birthProvince'
  | 'birthCity'
  | 'birthPlace'
>;

/** The longest answer each free-text field takes (a name in several parts, a bilingual municipality). */
export const MAX_LENGTH = { firstName: 80, lastName: 80, birthCity: 100, birthPlace: 100 } as const;

/**
 * A trimmed text, with its own message when it is missing (when `required`), when it holds control
 * or bidi characters (a NUL, a TAB, U+202E, …: see CONTROL_CHARACTERS) and when it is too long.
 */
const text = (name: keyof typeof MAX_LENGTH, required: boolean) => {
  const checks = [
    z.refine<string>(hasNoControlCharacters, 'validation:controlCharacters' satisfies ValidationKey),
    z.maxLength(MAX_LENGTH[name], `validation:${name}.tooLong` satisfies ValidationKey),
  ];
  return z
    .string()
    .check(z.trim(), ...(required ? [z.minLength(1, `validation:${name}.required` satisfies ValidationKey), ...checks] : checks));
};

const choice = <const T extends readonly string[]>(values: T, message: ValidationKey) =>
  z.union([z.enum(values), z.literal('')]).check(z.refine((value) => value !== '', message));

/**
 * What a place of birth must hold once its country is chosen (province and municipality for
 * Italia, the place for Estero): the schema's rule between fields, and the rule the field checks
 * when it appears.
 */
export const requiredWhenShown = (name: 'birthProvince' | 'birthCity' | 'birthPlace') =>
  z.string().check(z.trim(), z.minLength(1, `validation:${name}.required` satisfies ValidationKey));

/**
 * Step 2: each field's own rules, then the rules between fields, each with the path of the field
 * it marks. Every rule runs on every change, so each field always carries its current error; the
 * form shows it once the member has left the field. `today` decides the current year and the
 * 18-years rule.
 */
export function createUserInfoSchema(today: () => Date = () => new Date()) {
  const fields = z.object({
    firstName: text('firstName', true),
    lastName: text('lastName', true),
    gender: choice(GENDERS, 'validation:gender.required'),
    // The birth date's rules are between its three boxes: birthDateIssues, below.
    birthDay: z.string().check(z.trim()),
    birthMonth: z.string().check(z.trim()),
    birthYear: z.string().check(z.trim()),
    birthCountry: choice(BIRTH_COUNTRIES, 'validation:birthCountry.required'),
    birthProvince: z.string().check(z.trim()),
    birthCity: text('birthCity', false),
    birthPlace: text('birthPlace', false),
  } satisfies FormFields<UserInfoValues>);
  type Fields = z.output<typeof fields>;
  // The rules between fields run whatever the fields' own rules found.
  const always = { when: () => true };
  const requiredIn = (country: Fields['birthCountry'], path: 'birthProvince' | 'birthCity' | 'birthPlace') =>
    z.superRefine<Fields>((values, ctx) => {
      if (values.birthCountry !== country) return;
      const shown = requiredWhenShown(path).safeParse(values[path]);
      shown.error?.issues.forEach((issue) => ctx.addIssue({ ...issue, path: [path] }));
    }, always);

  return fields.check(
    requiredIn('Italia', 'birthProvince'),
    requiredIn('Italia', 'birthCity'),
    requiredIn('Estero', 'birthPlace'),
    z.superRefine((values, ctx) => {
      birthDateIssues(values, today()).forEach(({ part, message }) =>
        ctx.addIssue({ code: 'custom', path: [part], message, input: values[part] }),
      );
    }, always),
  );
}

/** Step 2 as typed and not yet confirmed, kept in memory for the tab. */
export const USER_INFO_DRAFT = keptKey<UserInfoValues>('user-info draft');

/** The answers as stored for the flow: trimmed, zero padded, with the ISO birth date. */
export function toUserInfoData(values: UserInfoValues): Partial<Member> {
  const answers = createUserInfoSchema().parse(values);
  const italy = answers.birthCountry === 'Italia';
  const [birthDay, birthMonth] = [pad2(answers.birthDay), pad2(answers.birthMonth)];
  return {
    ...answers,
    gender: answers.gender || undefined,
    birthDay,
    birthMonth,
    birthDate: toIsoDate({ year: Number(answers.birthYear), month: Number(birthMonth), day: Number(birthDay) }),
    birthCountry: answers.birthCountry || undefined,
    birthProvince: italy ? answers.birthProvince : undefined,
    birthCity: italy ? answers.birthCity : undefined,
    birthPlace: italy ? undefined : answers.birthPlace,
  };
}

/** Prefills the form from what the member already entered in this tab: every field of step 2's schema. */
export function toUserInfoValues(data: Readonly<OnboardingData>): UserInfoValues {
  const names = Object.keys(createUserInfoSchema().shape) as Array<keyof UserInfoValues>;
  return Object.fromEntries(names.map((name) => [name, data[name] ?? ''])) as UserInfoValues;
}
