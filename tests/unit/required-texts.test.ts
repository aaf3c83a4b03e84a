/**
 * The texts members must read (src/shared/i18n/required-texts.ts): each has its words for the messages,
 * the texts of locales/ keep their required parts, and docs/translating.md states each rule as the
 * code does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REQUIRED_TEXTS, missingParts, readWords } from '../../src/shared/i18n/required-texts';
import { LANGUAGES, type TextKey } from '../../src/shared/i18n/text-keys';
import { ROLES, contactInText, describeRequiredText } from '../../tools/partners/member-texts';
import { localeText } from '../support/locale-text';

const ROOT = join(import.meta.dirname, '..', '..');
const KEYS = Object.keys(REQUIRED_TEXTS) as TextKey[];

/** The text of `key` in locales/<lng>/ as written, tags and placeholders included. */
function written(lng: string, key: TextKey): string {
  const [ns = '', path = ''] = key.split(':');
  let node: unknown = JSON.parse(readFileSync(join(ROOT, 'locales', lng, `${ns}.json`), 'utf8'));
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node);
}

describe('the texts members must read', () => {
  it('each has its role for the messages and the docs, and only they', () => {
    expect(Object.keys(ROLES).sort()).toEqual([...KEYS].sort());
  });

  it.each(LANGUAGES)('keep their required parts in locales/%s/', (lng) => {
    for (const key of KEYS) expect([key, missingParts(key, lng, written(lng, key))]).toEqual([key, []]);
  });

  it('count words without tags or placeholders, and find each missing part', () => {
    expect(readWords('Scrivi a <email>{{email}}</email> oppure')).toEqual(['Scrivi', 'a', 'oppure']);
    expect(missingParts('common:support.text', 'it', 'Scrivi a <email></email> oppure')).toEqual(['email']);
    expect(missingParts('common:support.text', 'it', '<email>{{email}}</email>')).toEqual(['minWords']);
    expect(
      missingParts('description:unconfirmed.activation', 'it', 'Riprova pure, non sappiamo se è andata bene davvero.'),
    ).toEqual(['doNotRetry']);
    expect(missingParts('description:important.title', 'it', '\u2800.')).toEqual(['minWords']);
    expect(missingParts('eligibility:title', 'it', '')).toEqual([]);
  });

  it('find a contact of its own in a text', () => {
    expect(contactInText('Chiama il +39 02 1234 5678')).toBe('a phone number');
    expect(contactInText('Chiama il 800.123.456')).toBe('a phone number');
    expect(contactInText('Scrivi a aiuto@evil.example')).toBe('an e-mail address');
    expect(contactInText('Vai su www.evil.example')).toBe('a web address');
    expect(contactInText('Scrivi a <email>{{email}}</email> entro il 27/11/2026, età < 65')).toBeUndefined();
  });

  it('are each stated in docs/translating.md as the code checks them', () => {
    const docs = readFileSync(join(ROOT, 'docs', 'translating.md'), 'utf8');
    const escape = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
    for (const key of KEYS) {
      expect(docs).toContain(`| \`${key}\` | ${ROLES[key]} | ${escape(describeRequiredText(key))} |`);
    }
    // The page shows the defaults: a check of the words as members read them.
    expect(readWords(localeText('it', 'description:important.title'))).toEqual(['Importante']);
  });
});
