/**
 * The record of what the member did on a partner's page before the app ran: its events, what the
 * page's recorder hands the app, and what the moves do to step 1, as the app's form does them: one fold for
 * the page's inline script (before-app.ts), which answers from it, and for the app, which starts
 * step 1 from the same record (use-early-step1.ts), so both arrive at the same answers, the same
 * fields left and the same errors. The rules themselves are src/shared/eligibility/step1.ts.
 *
 * The build lowers it to ES5 for the inline script, which runs in browsers too old for the app.
 */
import {
  STEP1_FIELDS,
  step1Error,
  step1Missing,
  type Step1Error,
  type Step1Field,
  type Step1Values,
} from '@/shared/eligibility/step1';

/** What the member did on a partner's page before the app ran, in order (recorded by before-app.ts). */
export type EarlyEvent =
  /** A field's value after the member changed it: text, or a checkbox's state. */
  | { type: 'change'; name: string; value: string | boolean }
  /** The member left a field. */
  | { type: 'blur'; name: string }
  /** The member pressed Conferma, or Enter in a field. */
  | { type: 'submit' };

/** What the inline script leaves on `window` for the app (under EARLY_INPUT_GLOBAL, page-markers.ts): see hand-over.ts. */
export interface EarlyRecorder {
  /**
   * The app is about to draw the page: the page shows what the record says (a press still down
   * included), stops answering and withdraws the start-failure notice, and keeps recording.
   * Returns the record so far, with the last value of any field that changed without an event
   * (autofill).
   */
  take(): EarlyEvent[];
  /** Step 1 has taken over: stops recording; returns what came after `take` (final values likewise). */
  stop(): EarlyEvent[];
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
  return (STEP1_FIELDS as readonly string[]).indexOf(name) >= 0;
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
    else STEP1_FIELDS.forEach((name) => (answers.touched[name] = answers.blurred[name] = true));
    return;
  }
  const name = event.name;
  if (!isStep1Field(name)) return;
  if (event.type === 'blur') answers.touched[name] = answers.blurred[name] = true;
  // A text for a text, a state for the box (written so, no helper of ES5's `typeof` comes into the page's script).
  else if ((typeof event.value === 'string') === (typeof answers.values[name] === 'string')) {
    (answers.values as unknown as Record<string, string | boolean>)[name] = event.value;
    answers.touched[name] = true;
  }
}

/** Step 1 after the member's moves, from `values`. */
export function foldEarlyEvents(values: Step1Values, events: readonly EarlyEvent[], domains: readonly string[]): Step1Answers {
  const answers = startAnswers(values);
  events.forEach((event) => applyEvent(answers, event, domains));
  return answers;
}

/**
 * The error a field shows: a text box's once the member has left it, the checkbox's once it has
 * been changed or left (as the app's field components do: see useFieldChrome).
 */
export function shownError(answers: Step1Answers, name: Step1Field, domains: readonly string[]): Step1Error | undefined {
  const shown = name === 'email' ? answers.blurred.email : answers.touched[name] || answers.blurred[name];
  return shown ? step1Error(answers.values, name, domains) : undefined;
}
