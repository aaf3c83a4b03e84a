import { z } from 'zod/mini';

/**
 * The member, in one place. Every type of the member's answers is derived from these schemas:
 * the onboarding store's (OnboardingData), the forms' values (FormValues: step 1's and step 2's)
 * and the body of the pre-registration. The forms' rules (required, lengths, the birth date) live
 * beside each form, in schemas typed by FormFields, so they take exactly the member's fields.
 */
export const GENDERS = ['MALE', 'FEMALE'] as const;
export const BIRTH_COUNTRIES = ['Italia', 'Estero'] as const;

/**
 * What no answer may hold: control characters (C0 and C1, NUL, BEL, TAB, DEL, line breaks) and
 * the bidi controls that reorder how a text is shown (U+061C, U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069). The form refuses them with a message beside the field; the API client refuses
 * to send a body that still holds one.
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
export const hasNoControlCharacters = (value: string): boolean => !CONTROL_CHARACTERS.test(value);

const personal = () => z.string().check(z.refine<string>(hasNoControlCharacters));

/**
 * What the provider receives, by its names: the allow-list of the POST body. The API client
 * parses every body with it, so whatever else the store holds is dropped before it is sent.
 * A new field of the member that the provider takes goes here, and nowhere else in this file.
 */
export const preRegistrationSchema = z.object({
  birthDate: personal(),
  bornCity: personal(),
  country: z.enum(BIRTH_COUNTRIES),
  email: personal(),
  firstName: personal(),
  gender: z.enum(GENDERS),
  groupRef: personal(),
  lastName: personal(),
});

export type PreRegistration = z.infer<typeof preRegistrationSchema>;

/**
 * The member's answers as the app keeps them: what is sent, except `country` and `bornCity`,
 * which the form asks as the country of birth and then a municipality (Italia) or a place (Estero);
 * plus the three boxes of the birth date, kept as typed for the form, and step 1's confirmation.
 */
const { country, bornCity: _asked, ...sent } = preRegistrationSchema.shape;
export const memberSchema = /* @__PURE__ */ z.object({
  ...sent,
  birthDay: z.string(),
  birthMonth: z.string(),
  birthYear: z.string(),
  birthCountry: country,
  birthProvince: z.optional(z.string()),
  birthCity: z.optional(z.string()),
  birthPlace: z.optional(z.string()),
  confirmData: z.boolean(),
});

export type Member = z.infer<typeof memberSchema>;

/**
 * The values of a form that asks some of the member's fields: each one always there, as the member
 * types it, and a choice '' until the member picks one (a form's select starts empty).
 */
export type FormValues<K extends keyof Member> = { [P in K]-?: FormValue<NonNullable<Member[P]>> };
type FormValue<T> = string extends T ? string : T extends string ? T | '' : T;

/** A form's schema of such values: one rule per field, taking exactly what the form holds. */
export type FormFields<V> = { [K in keyof V]-?: z.ZodMiniType<unknown, V[K]> };
