/**
 * Step 1's rules and what the member's moves do to its answers, written once for the two that
 * answer on step 1: the app (eligibility-schema.ts, eligibility-form.tsx), and before it the
 * inline script of a partner's page (src/early/before-app.ts), which the build compiles with these
 * files. The app also starts step 1 from what the script recorded with `foldEarlyEvents`, so both
 * arrive at the same answers, the same fields left and the same errors.
 *
 * ES5 only (var, function, no template literals, no `\p{…}` in patterns): the inline script
 * runs in browsers too old for the app, to tell their members so.
 */
import { isValidEmail } from './email-syntax';
import { isEmailInDomains } from '../tenant/email-domain';
import { suggestWorkEmail } from '../tenant/near-domain';

/** What the member did on a partner's page before the app ran, in order (recorded by src/early/before-app.ts). */
export type EarlyEvent =
  /** A field's value after the member changed it: text, or a checkbox's state. */
  | { type: 'change'; name: string; value: string | boolean }
  /** The member left a field. */
  | { type: 'blur'; name: string }
  /** The member pressed Conferma, or Enter in a field. */
  | { type: 'submit' };

export interface Step1Values {
  email: string;
  confirmData: boolean;
}
export type Step1Field = keyof Step1Values;

/** Step 1's fields, in the order of the form. */
export var STEP1_FIELDS: Step1Field[] = ['email', 'confirmData'];

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
  var email = raw.trim();
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
  return STEP1_FIELDS.filter(function (name) {
    return step1Error(values, name, domains) !== undefined;
  });
}

/** Step 1 as the member has left it: answers, fields touched (changed or left) and left, and a press that went through. */
export interface Step1Answers {
  values: Step1Values;
  touched: Record<Step1Field, boolean>;
  blurred: Record<Step1Field, boolean>;
  /** Conferma was pressed with every answer right: the step is done, and nothing after the press counts. */
  submitted: boolean;
}

export function startAnswers(values: Step1Values): Step1Answers {
  return {
    values: { email: values.email, confirmData: values.confirmData },
    touched: { email: false, confirmData: false },
    blurred: { email: false, confirmData: false },
    submitted: false,
  };
}

function isStep1Field(name: string): name is Step1Field {
  return STEP1_FIELDS.indexOf(name as Step1Field) >= 0;
}

/**
 * What one move does to step 1, as the app's form does it: a change touches the field, leaving it
 * touches and leaves it, and a press while an answer is wrong touches and leaves every field (so
 * every error shows). Only step 1's own fields, with values of their types, count.
 */
export function applyEvent(answers: Step1Answers, event: EarlyEvent, domains: readonly string[]): void {
  if (answers.submitted) return;
  if (event.type === 'submit') {
    if (step1Missing(answers.values, domains).length === 0) answers.submitted = true;
    else
      STEP1_FIELDS.forEach(function (name) {
        answers.touched[name] = answers.blurred[name] = true;
      });
    return;
  }
  var name = event.name;
  if (!isStep1Field(name)) return;
  if (event.type === 'blur') answers.touched[name] = answers.blurred[name] = true;
  else if (typeof event.value === typeof answers.values[name]) {
    (answers.values as unknown as Record<string, string | boolean>)[name] = event.value;
    answers.touched[name] = true;
  }
}

/** Step 1 after the member's moves, from `values`. */
export function foldEarlyEvents(values: Step1Values, events: readonly EarlyEvent[], domains: readonly string[]): Step1Answers {
  var answers = startAnswers(values);
  events.forEach(function (event) {
    applyEvent(answers, event, domains);
  });
  return answers;
}

/**
 * The error a field shows: a text box's once the member has left it, the checkbox's once it has
 * been changed or left (as the app's field components do: see useFieldChrome).
 */
export function shownError(answers: Step1Answers, name: Step1Field, domains: readonly string[]): Step1Error | undefined {
  var shown = name === 'email' ? answers.blurred.email : answers.touched[name] || answers.blurred[name];
  return shown ? step1Error(answers.values, name, domains) : undefined;
}
