import { z } from '../shared/zod';
import { preRegistrationSchema } from '../shared/provider-api';

/**
 * The member, in one place. Every type of the member's answers is derived from these schemas:
 * the onboarding store's (OnboardingData) and the forms' values (FormValues: step 1's and step 2's),
 * built on the body of the pre-registration (src/shared/provider-api.ts). Step 2's rules (required,
 * lengths, the birth date) live beside its form, in a schema typed by FormFields, so they take exactly
 * the member's fields; step 1's two are plain functions (src/shared/eligibility/step1.ts), which the
 * page's inline script runs too.
 */

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
