import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { containing, t, tEn } from '../support/locale';

const ROOT = join(import.meta.dirname, '..', '..');
const file = (lng: string, ns: string) =>
  JSON.parse(readFileSync(join(ROOT, 'locales', lng, `${ns}.json`), 'utf8')) as Record<string, Record<string, string>>;

describe('tests/support/locale.ts', () => {
  it('gives the text of a key from locales/it and locales/en', () => {
    expect(t('eligibility:email.label')).toBe(file('it', 'eligibility').email?.label);
    expect(tEn('eligibility:email.label')).toBe(file('en', 'eligibility').email?.label);
  });

  it("fills in the test partner's values and the given ones, and drops <tags> as the page does", () => {
    const support = file('it', 'common').support?.text ?? '';
    expect(t('common:support.text')).toBe(support.replace('{{email}}', 'aiuto@vivi.test').replace(/<\/?email>/g, ''));
    expect(t('common:logoAlt')).toContain('Acme S.p.A.');
    expect(t('common:logoAlt', { partnerName: 'Beta S.r.l.' })).toContain('Beta S.r.l.');
    expect(t('common:progress', { current: 2, total: 3 })).toMatch(/2\D+3/);
  });

  it('throws on a missing key or value, so a test never looks for a text that is not there', () => {
    // @ts-expect-error: not a key of the app
    expect(() => t('eligibility:titel')).toThrow('eligibility:titel is not a text of locales/it/eligibility.json');
    expect(() => t('common:progress', { current: 1 })).toThrow(
      "common:progress uses {{total}}: pass it, as in t('common:progress', { total: … })",
    );
  });

  it('matches words inside a longer name', () => {
    expect('Scrivi (a) [noi]? oppure').toMatch(containing('(a) [noi]?'));
  });
});
