/**
 * The words of the rules for texts members must read (src/shared/i18n/required-texts.ts), for
 * tenant:check, the build and npm run i18n:check, and the table of docs/translating.md.
 */
import {
  DO_NOT_RETRY,
  EMAIL_TAG,
  REQUIRED_TEXTS,
  missingParts,
  readWords,
  type RequiredText,
} from '../../src/shared/i18n/required-texts.ts';
import type { Language, TextKey } from '../../src/shared/i18n/text-keys.ts';
import { withoutTags } from '../../src/shared/i18n/markup.ts';

/** What each text of REQUIRED_TEXTS is for members. */
export const ROLES: Readonly<Partial<Record<TextKey, string>>> = {
  'eligibility:confirmData.label': "the checkbox's label, what the member confirms",
  'userInfo:privacyNotice': 'the privacy notice of step 2',
  'common:privacy.link': "the privacy policy link's text, on every screen",
  'description:important.title': 'the heading "Importante" of step 3',
  'description:important.text': 'how to sign up so that the agreement applies',
  'common:support.text': 'the support address on every screen',
  'common:status.help': 'the support address on the error pages',
  'common:start.noscriptHelp': 'the support address when JavaScript is off',
  'common:start.failed.help': 'the support address when the page cannot start',
  'description:unconfirmed.activation': 'the warning not to activate twice',
  'description:unconfirmed.coupon': 'the warning not to ask for a second code',
};

/** One reason per required part that `text`, the wording of `key` in `language`, lacks. */
export function requiredTextFaults(key: TextKey, language: Language, text: string): string[] {
  const rule = REQUIRED_TEXTS[key];
  if (!rule) return [];
  const role = ROLES[key] ?? key;
  const words: Record<keyof RequiredText, string> = {
    minWords: `is ${role}: members must be able to read it, so it needs at least ${rule.minWords} word(s), and has ${readWords(text).length}`,
    email: `is ${role}: it must keep ${EMAIL_TAG} exactly as written, where the page shows the address`,
    doNotRetry: `is ${role}: a second attempt could do it twice, so it must say "${DO_NOT_RETRY[language]?.phrase ?? DO_NOT_RETRY.it.phrase}" and invite no other retry`,
  };
  return missingParts(key, language, text).map((part) => words[part]);
}

/** The rule of `key` in one line, for docs/translating.md. */
export function describeRequiredText(key: TextKey): string {
  const rule = REQUIRED_TEXTS[key];
  if (!rule) return '';
  return [
    `at least ${rule.minWords} word(s)`,
    ...(rule.email ? [`keeps ${EMAIL_TAG}`] : []),
    ...(rule.doNotRetry
      ? [`says "${DO_NOT_RETRY.it.phrase}" (English: "${DO_NOT_RETRY.en.phrase}") and no other "riprov…"`]
      : []),
  ].join('; ');
}

/**
 * What a text members must read must not hold: a contact of its own (an e-mail address, a web
 * address, a phone number), which would send members elsewhere than support.email and the links
 * the operator checked. Undefined when it holds none.
 */
export function contactInText(text: string): string | undefined {
  const bare = withoutTags(text);
  if (/[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}/i.test(bare)) return 'an e-mail address';
  if (/\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:it|com|net|org|eu|info|me)\/\S/i.test(bare)) return 'a web address';
  const digits = bare.match(/\+?\d[\d\s./-]{7,}\d/g) ?? [];
  if (digits.some((run) => run.replace(/\D/g, '').length >= 9)) return 'a phone number';
  return undefined;
}
