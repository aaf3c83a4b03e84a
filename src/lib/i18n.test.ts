import { createI18n, languageFromSearch, loadTexts, tenantTextValues } from './i18n';
import { t, tEn } from '../../tests/support/locale';
import { testTenant } from '../../tests/support/test-tenant';

const VALUES = { partnerName: 'Acme S.p.A.', productName: 'Vivi', email: 'aiuto@vivi.test' };

describe('createI18n', () => {
  it('speaks Italian by default, with the tenant values filled in', async () => {
    const i18n = await createI18n(VALUES);
    expect(i18n.language).toBe('it');
    expect(i18n.t('eligibility:title')).toBe(t('eligibility:title'));
    expect(i18n.t('common:logoAlt')).toBe(t('common:logoAlt', VALUES));
    expect(i18n.t('common:logoAlt')).toContain('Acme S.p.A.');
  });

  it('loads English on demand', async () => {
    const i18n = await createI18n(VALUES, { lng: 'en' });
    expect(i18n.language).toBe('en');
    expect(i18n.t('eligibility:title')).toBe(tEn('eligibility:title'));
    expect(i18n.t('description:coupon.step2')).toBe(tEn('description:coupon.step2', VALUES));
  });

  it("shows a partner's own texts over the defaults, in their language only", async () => {
    const texts = {
      it: { 'eligibility:title': 'Benvenuto in {{partnerName}}', 'validation:email.required': 'Scrivi la tua e-mail.' },
      en: { 'common:support.heading': 'Questions?' },
    };
    const italian = await createI18n(VALUES, { texts });
    expect(italian.t('eligibility:title')).toBe('Benvenuto in Acme S.p.A.');
    expect(italian.t('validation:email.required')).toBe('Scrivi la tua e-mail.');
    expect(italian.t('eligibility:heading')).toBe(t('eligibility:heading'));
    expect(italian.t('common:support.heading')).toBe(t('common:support.heading'));

    const english = await createI18n(VALUES, { lng: 'en', texts });
    expect(english.t('common:support.heading')).toBe('Questions?');
    expect(english.t('eligibility:title')).toBe(tEn('eligibility:title'));
  });

  it("has step 1's texts from the start and a later screen's once loaded, with the partner's own over them", async () => {
    const i18n = await createI18n(VALUES, { texts: { it: { 'userInfo:title': 'I tuoi dati, {{partnerName}}' } } });
    expect(i18n.hasResourceBundle('it', 'eligibility')).toBe(true);
    expect(i18n.hasResourceBundle('it', 'userInfo')).toBe(false);
    expect(i18n.hasResourceBundle('it', 'description')).toBe(false);
    await loadTexts(i18n, ['userInfo']);
    expect(i18n.t('userInfo:title')).toBe('I tuoi dati, Acme S.p.A.');
    expect(i18n.t('userInfo:intro')).toBe(t('userInfo:intro', VALUES));
    expect(i18n.hasResourceBundle('it', 'description')).toBe(false);
    await loadTexts(i18n, ['description']);
    expect(i18n.t('description:title')).toBe(t('description:title'));
  });

  it("keeps the default over a later screen's text whose markup its default does not allow", async () => {
    const i18n = await createI18n(VALUES, {
      texts: { it: { 'description:unconfirmed.activation': 'Scrivi a <a href="https://evil.example">noi</a>' } },
      namespaces: ['description'],
    });
    const defaults = await createI18n(VALUES, { namespaces: ['description'] });
    expect(i18n.t('description:unconfirmed.activation')).toBe(defaults.t('description:unconfirmed.activation'));
    expect(i18n.t('description:unconfirmed.activation')).not.toContain('evil');
  });

  it('keeps overrides to its own instance', async () => {
    await createI18n(VALUES, { texts: { it: { 'common:back': 'Torna' } } });
    expect((await createI18n(VALUES)).t('common:back')).toBe(t('common:back'));
  });
});

describe('tenantTextValues', () => {
  it("gives a text the partner's name, the provider's product name and the support e-mail", async () => {
    expect(tenantTextValues(testTenant())).toEqual({ partnerName: 'Acme S.p.A.', productName: 'Vivi', email: 'aiuto@vivi.test' });
    const i18n = await createI18n(tenantTextValues(testTenant()));
    expect(i18n.t('common:logoAlt')).toContain('Acme S.p.A.');
    expect(i18n.t('common:support.text')).toContain('aiuto@vivi.test');
  });

  it('gives empty values where no partner is known (a status page)', () => {
    expect(tenantTextValues(null)).toEqual({ partnerName: '', productName: '', email: '' });
  });

  it('keeps a value as given, markup included: React escapes it where the page shows it', async () => {
    const i18n = await createI18n(VALUES, { namespaces: ['description'] });
    expect(i18n.t('description:coupon.greeting', { firstName: '<b>Mario</b>' })).toContain('<b>Mario</b>');
  });
});

describe('languageFromSearch', () => {
  it.each([
    ['?lng=en', 'en'],
    ['?lng=it', 'it'],
    ['', 'it'],
    ['?lng=fr', 'it'],
    ['?lng=EN', 'it'],
    ['?existingUser=true&lng=en', 'en'],
  ])('%s -> %s', (search, lng) => {
    expect(languageFromSearch(search)).toBe(lng);
  });
});

describe('typed keys', () => {
  // `npm run typecheck` fails if a misspelt key stops being a type error: each
  // expect-error directive below would then have no error to expect (TS2578).
  it('rejects misspelt keys at compile time', async () => {
    const i18n = await createI18n(VALUES);
    // @ts-expect-error: "titel" is not a key of locales/it/eligibility.json
    expect(i18n.t('eligibility:titel')).toBe('titel');
    // @ts-expect-error: "nope" is not a namespace
    expect(i18n.t('nope:title')).toBe('title');
    // @ts-expect-error: a key of the default namespace (common) that does not exist
    expect(i18n.t('bak')).toBe('bak');
    expect(i18n.t('back')).toBe(t('common:back'));
  });
});
