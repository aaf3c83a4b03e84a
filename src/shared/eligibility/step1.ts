/**
 * Step 1's rules, written once for the two that answer on step 1: the app (eligibility-rules.ts),
 * and before it the inline script of a partner's page (src/early/before-app.ts), which the build
 * compiles with these files. What the member's moves do to the answers is src/early/answers.ts.
 *
 * The build lowers them to ES5 for the inline script, which runs in browsers too old for the app, to
 * tell their members so: no `\p{…}` in patterns, which those browsers cannot read.
 */
import { isValidEmail } from './email-syntax';
import { isEmailInDomains } from './work-email';
import { suggestWorkEmail } from '../tenant/near-domain';
import { STEPS } from '../steps';

export interface Step1Values {
  email: string;
  confirmData: boolean;
}
export type Step1Field = keyof Step1Values;

/** Step 1's fields, in the order of the form. */
export const STEP1_FIELDS: Step1Field[] = ['email', 'confirmData'];

export type Step1Error =
  | 'validation:email.required'
  | 'validation:email.invalid'
  | 'validation:email.nearMiss'
  | 'validation:email.notWorkEmail'
  | 'validation:confirmData.required';

/**
 * The e-mail's error, if any: required, then syntax, then the partner's domains (a slip in one of
 * them is a near miss, any other domain is not a work e-mail).
 */
export function emailError(raw: string, domains: readonly string[]): Step1Error | undefined {
  const email = raw.trim();
  if (!email) return 'validation:email.required';
  if (!isValidEmail(email)) return 'validation:email.invalid';
  if (isEmailInDomains(email, domains)) return undefined;
  return suggestWorkEmail(email, domains) ? 'validation:email.nearMiss' : 'validation:email.notWorkEmail';
}

export function confirmDataError(confirmed: boolean): Step1Error | undefined {
  return confirmed ? undefined : 'validation:confirmData.required';
}

export function step1Error(values: Step1Values, name: Step1Field, domains: readonly string[]): Step1Error | undefined {
  return name === 'email' ? emailError(values.email, domains) : confirmDataError(values.confirmData);
}

/** The fields whose answers are not right yet, in the form's order: what Conferma waits for. */
export function step1Missing(values: Step1Values, domains: readonly string[]): Step1Field[] {
  return STEP1_FIELDS.filter((name) => step1Error(values, name, domains) !== undefined);
}

/**
 * What Conferma on step 1 adds to the member's answers (src/lib/onboarding-store.ts): the app's
 * Conferma (src/routes/index.tsx) and, before the app runs, the page's (src/early/before-app.ts),
 * which carries them to step 2's page. The provider's groupRef is made here, from the partner's name.
 */
export type Step1Done = Step1Values & {
  groupRef: string;
  /** The spec's {product}User: the entry link said the member already has an account with the provider. */
  providerUser: boolean;
} & { [Flag in typeof STEPS.email.doneFlag]: true };

/**
 * The provider's groupRef of a member: "<partner name>_<e-mail>" (the specification). Part of the
 * provider contract (src/shared/provider-api.ts), written with step 1, which builds it; the rule it
 * implies on partners' names is GROUP_REF_SEPARATORS (src/shared/tenant/patterns.ts).
 */
export function groupRef(partnerName: string, email: string): string {
  return `${partnerName}_${email.trim()}`;
}

export function step1Done(values: Step1Values, partnerName: string, existingUser: boolean): Step1Done {
  return {
    email: values.email.trim(),
    confirmData: values.confirmData,
    groupRef: groupRef(partnerName, values.email),
    providerUser: existingUser,
    [STEPS.email.doneFlag]: true,
  };
}
