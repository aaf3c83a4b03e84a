/**
 * The build's last guard over a partner's page (tools/site-build/partner-pages-plugin.ts): the page must
 * hold its step-1 form and a real title. Whether a partner's texts resolve in every language is the
 * partner gate's, before any page is rendered (tests/unit/partner-gate.test.ts).
 */
import { pageFault } from '../../tools/site-build/partner-pages-plugin';
import { renderPartnerPage } from '@/entry-prerender';
import { testTenant } from '../support/test-tenant';

describe("the build's guard over a partner's page", () => {
  it('finds a step-1 page with no form or no real title', async () => {
    const page = await renderPartnerPage(testTenant());
    expect(pageFault(page.html, page.title)).toBeUndefined();
    expect(pageFault('<main><h1>Verifica</h1></main>', page.title)).toBe('has no form: members could not answer it');
    expect(pageFault(page.html, '[object Object]')).toBe('has no real title: "[object Object]"');
    expect(pageFault(page.html, 'eligibility:title')).toBe('has no real title: "eligibility:title"');
    expect(pageFault(page.html, ' ')).toBe('has no real title: ""');
  });
});
