/**
 * The texts members must read, whoever words them: the privacy notice and its link, "Importante",
 * the checkbox's label, the support texts and the warning not to do twice what may have been done.
 * A partner (or tenants/_defaults.json, for every partner at once) may reword them under "texts", but
 * each keeps its required parts: some visible words, its <email>{{email}}</email> tag, and for the
 * warning its "non riprovare" with no other "riprov…". tenant:check and the build refuse a wording
 * without them (tools/partners/member-texts.ts, which words each rule), npm run i18n:check does in
 * locales/, and the app keeps the default over such a wording should one arrive anyway (src/lib/i18n.ts).
 * docs/translating.md says each rule. Pure: no DOM, no Node.
 */
import { withoutTags } from './markup.ts';
import type { Language, TextKey } from './text-keys.ts';

/** The support address's tag, written exactly so: the page shows the address itself there. */
export const EMAIL_TAG = '<email>{{email}}</email>';

/** The warning not to retry, per language: the phrase it must hold, and any retry at all. */
export const DO_NOT_RETRY: Record<Language, { phrase: string; retry: RegExp }> = {
  it: { phrase: 'non riprovare', retry: /riprov/giu },
  en: { phrase: 'do not try again', retry: /try(?:ing)? again|retry/giu },
};

export interface RequiredText {
  /** The fewest words (runs of letters or digits) it may have, placeholders and tags aside. */
  minWords: number;
  /** The support address's tag, kept as written. */
  email?: true;
  /** The warning not to retry: DO_NOT_RETRY's phrase, and no other retry. */
  doNotRetry?: true;
}

const support: RequiredText = { minWords: 2, email: true };
const warning: RequiredText = { minWords: 8, doNotRetry: true };

/** Every text members must read, by key. */
export const REQUIRED_TEXTS: Readonly<Partial<Record<TextKey, RequiredText>>> = {
  'eligibility:confirmData.label': { minWords: 6 },
  'userInfo:privacyNotice': { minWords: 6 },
  'common:privacy.link': { minWords: 2 },
  'description:important.title': { minWords: 1 },
  'description:important.text': { minWords: 8 },
  'common:support.text': support,
  'common:status.help': support,
  'common:start.noscriptHelp': support,
  'common:start.failed.help': support,
  'description:unconfirmed.activation': warning,
  'description:unconfirmed.coupon': warning,
};

/** The words a person reads in `text`: runs of letters or digits, its tags and placeholders aside. */
export function readWords(text: string): string[] {
  return (
    withoutTags(text)
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Which required parts `text`, the wording of `key` in `language`, lacks: none when it has them all. */
export function missingParts(key: string, language: Language, text: string): Array<keyof RequiredText> {
  const rule = REQUIRED_TEXTS[key as TextKey];
  if (!rule) return [];
  const missing: Array<keyof RequiredText> = [];
  if (readWords(text).length < rule.minWords) missing.push('minWords');
  if (rule.email && !text.includes(EMAIL_TAG)) missing.push('email');
  // A language the app does not offer yet has no phrase to check (npm run i18n:check says so).
  const warning = DO_NOT_RETRY[language] as (typeof DO_NOT_RETRY)[Language] | undefined;
  if (rule.doNotRetry && warning) {
    const { phrase, retry } = warning;
    const lower = text.toLowerCase();
    const phrases = lower.split(phrase).length - 1;
    // Every retry the text speaks of must be the one inside "non riprovare".
    if (phrases === 0 || (lower.match(retry)?.length ?? 0) > phrases * (phrase.match(retry)?.length ?? 0)) {
      missing.push('doNotRetry');
    }
  }
  return missing;
}
