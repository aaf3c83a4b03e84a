/**
 * The build's last guard over a partner's page (vite-plugins/partner-pages-plugin.ts): were a text to
 * pass the schema that should not (a rule no one foresaw), every text of the partner is resolved in
 * every language, as the app would, and the page must hold its step-1 form and a real title.
 * The texts here bypass the schema on purpose, as such a text would.
 */
import { pageFault } from '../../vite-plugins/partner-pages-plugin';
import { renderPartnerPage, textProblems } from '@/entry-prerender';
import type { TenantTexts } from '@/shared/tenant/schema';
import { testTenant } from '../support/test-tenant';

const withTexts = (texts: TenantTexts) => testTenant({ texts });

describe("the build's guard over a partner's texts", () => {
  it('finds nothing in a partner with no texts, nor in one with plain texts', async () => {
    expect(await textProblems(testTenant())).toEqual([]);
    expect(await textProblems(withTexts({ en: { 'eligibility:title': 'Welcome to {{partnerName}}' } }))).toEqual([]);
  });

  it('names each key of a $t() cycle, in the language it is in, without throwing', async () => {
    const cycle = { 'eligibility:title': '$t(eligibility:heading)', 'eligibility:heading': '$t(eligibility:title)' };
    const problems = await textProblems(withTexts({ en: cycle }));
    // i18next stops the cycle with an empty text: the page would show no title and no heading.
    expect(problems).toEqual([
      'texts.en.eligibility:title: resolves to an empty text',
      'texts.en.eligibility:heading: resolves to an empty text',
    ]);
  });

  it('names a text nested as an object, which would print [object Object]', async () => {
    const problems = await textProblems(
      withTexts({ it: { 'description:activate': '$t(description:coupon, {"returnObjects": true})' } }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^texts\.it\.description:activate: resolves to (object|".*\[object Object\].*"), not to/),
    ]);
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
