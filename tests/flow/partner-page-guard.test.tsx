/**
 * The build's last guard over a partner's page (tools/site-build/partner-pages-plugin.ts): were a text to
 * pass the schema that should not (a rule no one foresaw), every text of the partner is resolved in
 * every language, as the app would, and the page must hold its step-1 form and a real title.
 * The texts here bypass the schema on purpose, as such a text would.
 */
import { pageFault } from '../../tools/site-build/partner-pages-plugin';
import { renderPartnerPage, textProblems } from '@/entry-prerender';
import { DEFAULT_TEXTS } from '@/shared/i18n/default-texts';
import type { TenantConfig, TenantTexts } from '@/shared/tenant/schema';
import { testTenant } from '../support/test-tenant';

const withTexts = (texts: TenantTexts) => testTenant({ texts });
/** What the build finds in a partner's texts, against the Italian texts as the build passes them. */
const problemsOf = (tenant: TenantConfig) => textProblems(tenant, DEFAULT_TEXTS);

describe("the build's guard over a partner's texts", () => {
  it('finds nothing in a partner with no texts, nor in one with plain texts', async () => {
    expect(await problemsOf(testTenant())).toEqual([]);
    expect(await problemsOf(withTexts({ en: { 'eligibility:title': 'Welcome to {{partnerName}}' } }))).toEqual([]);
  });

  it('names each text that resolves to nothing where its default has words', async () => {
    expect(await problemsOf(withTexts({ en: { 'eligibility:title': ' ', 'common:confirm': '\u00a0' } }))).toEqual([
      'texts.en.common:confirm: resolves to an empty text',
      'texts.en.eligibility:title: resolves to an empty text',
    ]);
  });

  it('finds nothing to name in a $t() cycle or an option object: the app keeps the default texts', async () => {
    // Without that, i18next resolves such a cycle to "" and the option object to [object Object].
    const texts = {
      'eligibility:title': '$t(eligibility:heading)',
      'eligibility:heading': '$t(eligibility:title)',
      'description:activate': '$t(description:coupon, {"returnObjects": true})',
    };
    expect(await problemsOf(withTexts({ it: texts, en: texts }))).toEqual([]);
  });

  it('finds a step-1 page with no form or no real title', async () => {
    const page = await renderPartnerPage(testTenant());
    expect(pageFault(page.html, page.title)).toBeUndefined();
    expect(pageFault('<main><h1>Verifica</h1></main>', page.title)).toBe('has no form: members could not check their e-mail');
    expect(pageFault(page.html, '[object Object]')).toBe('has no real title: "[object Object]"');
    expect(pageFault(page.html, 'eligibility:title')).toBe('has no real title: "eligibility:title"');
    expect(pageFault(page.html, ' ')).toBe('has no real title: ""');
  });
});
