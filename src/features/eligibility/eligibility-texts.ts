import type { i18n as I18n } from 'i18next';
import { STEP1_FIELDS, type Step1Error } from '@/shared/eligibility/step1';
import type { Step1Page } from '@/early/step1-page';
import type { EligibilityValues } from './eligibility-rules';

type Translate = I18n['t'];

/** What Conferma says it waits for: "Per continuare completa: e-mail aziendale, …" (fields in the form's order). */
export function describeMissing(t: Translate, fields: readonly string[]): string {
  return t('common:missingHint', {
    fields: fields.map((name) => t(`eligibility:fieldNames.${name as keyof EligibilityValues}`)).join(', '),
  });
}

const ERRORS: Step1Error[] = [
  'validation:email.required',
  'validation:email.invalid',
  'validation:email.nearMiss',
  'validation:email.notWorkEmail',
  'validation:confirmData.required',
];

/** Every non-empty list of step 1's fields, in the form's order. */
function fieldLists(): string[][] {
  return STEP1_FIELDS.reduce<string[][]>((lists, name) => [...lists, [name], ...lists.map((list) => [...list, name])], []);
}

/**
 * What a partner's page carries for step 1 to answer before the app runs (src/early/before-app.ts):
 * `domains` and step 1's texts as `i18n` words them for the partner (the texts of its file included).
 */
export function step1Page(t: Translate, partner: Step1Page['partner'], domains: readonly string[]): Step1Page {
  return {
    partner,
    domains: [...domains],
    texts: {
      errors: Object.fromEntries(ERRORS.map((key) => [key, t(key)])) as Record<Step1Error, string>,
      missing: Object.fromEntries(fieldLists().map((fields) => [fields.join(','), describeMissing(t, fields)])),
    },
  };
}
