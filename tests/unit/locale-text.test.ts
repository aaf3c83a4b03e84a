import { localeText } from '../support/locale-text';
import { t } from '../support/locale';

describe('tests/support/locale-text.ts', () => {
  it('keeps a value as given, markup included, as the page shows a name typed with markup', () => {
    expect(t('description:coupon.greeting', { firstName: '<b>Mario</b>' })).toContain('<b>Mario</b>');
    expect(localeText('it', 'description:coupon.greeting', { firstName: '<b>Mario</b>' })).toContain('<b>Mario</b>');
  });

  it("fills in no partner of its own: each suite passes its partner's values", () => {
    expect(() => localeText('it', 'common:logoAlt')).toThrow(
      "common:logoAlt uses {{partnerName}}: pass it, as in t('common:logoAlt', { partnerName: … })",
    );
    expect(localeText('it', 'common:logoAlt', { partnerName: 'Beta S.r.l.' })).toContain('Beta S.r.l.');
  });
});
