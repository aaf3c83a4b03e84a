import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderNotFoundPage, renderPartnerPage } from '@/entry-prerender';
import { testTenant } from '../support/test-tenant';
import { startApp, unmountApp } from '../support/start-app';
import { t, tEn } from '../support/locale';

/** The partner's own title (tenant data, not a text of locales/). */
const ACME_TITLE = 'Attiva la tua convenzione Acme';
const ACME = testTenant({ texts: { it: { 'eligibility:title': ACME_TITLE } } });

/** The partner's page as the build writes it (tools/site-build/partner-pages.ts), ready for startApp. */
async function acmePage() {
  const { html } = await renderPartnerPage(ACME);
  return { html, tenant: JSON.parse(JSON.stringify(ACME)) as unknown, slug: ACME.slug };
}

/** A page's HTML as a browser reads it, to find its texts by role and label (not attached to the document). */
function shown(html: string): HTMLElement {
  // In the document, as the browser shows the page: accessible names resolve within it.
  const page = document.body.appendChild(document.createElement('div'));
  page.innerHTML = html;
  onTestFinished(() => page.remove());
  return page;
}

describe("a partner's own page, written at build time", () => {
  it("is that partner's step 1, with its name, texts and help block, and no script", async () => {
    const { html, title } = await renderPartnerPage(ACME);
    expect(html).toContain(ACME_TITLE);
    expect(html).toContain('Acme S.p.A.');
    expect(html).toContain('mailto:aiuto@vivi.test');
    expect(html).toContain('https://vivi.test/privacy');
    expect(within(shown(html)).getByLabelText(t('eligibility:email.label'))).toHaveAttribute('name', 'email');
    expect(html).not.toMatch(/<script/);
    expect(title).toBe(t('common:documentTitle', { page: ACME_TITLE }));
  });

  it('is hydrated without a mismatch and without fetching the partner file, then works', async () => {
    const errors = vi.spyOn(console, 'error');
    // msw fails the test on any request it has no handler for, such as /tenants/acme.json.
    const page = await acmePage();
    const { history } = await startApp({ host: 'acme.example.it', partnerPage: page });
    const email = screen.getByLabelText(t('eligibility:email.label'));
    expect(history.location.pathname).toBe('/');
    expect(screen.getByText('Acme S.p.A.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: ACME_TITLE })).toBeInTheDocument();
    await userEvent.setup().type(email, 'mario@acme.it');
    expect(email).toHaveValue('mario@acme.it');
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps one document title, the one the page was written with, once hydrated', async () => {
    const page = await acmePage();
    const { title } = await renderPartnerPage(ACME);
    const written = document.head.appendChild(document.createElement('title'));
    written.textContent = title;
    try {
      await startApp({ host: 'acme.example.it', partnerPage: page });
      expect(document.head.querySelectorAll('title')).toHaveLength(1);
      expect(document.title).toBe(t('common:documentTitle', { page: ACME_TITLE }));
    } finally {
      unmountApp();
      written.remove();
    }
  });

  it('hydrates the very elements the page showed (no re-render from scratch)', async () => {
    const page = await acmePage();
    let shownTitle: Element | null = null;
    await startApp({
      host: 'acme.example.it',
      partnerPage: page,
      beforeStart: (container) => {
        shownTitle = container.querySelector('h1');
      },
    });
    expect(shownTitle).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBe(shownTitle);
  });

  it('shows the same text once the app runs: the disabled Conferma already says what is missing', async () => {
    let page: HTMLElement | undefined;
    let shown = '';
    await startApp({
      host: 'acme.example.it',
      partnerPage: await acmePage(),
      beforeStart: (container) => {
        page = container;
        shown = container.textContent ?? '';
      },
    });
    const hint = t('common:missingHint', {
      fields: `${t('eligibility:fieldNames.email')}, ${t('eligibility:fieldNames.confirmData')}`,
    });
    expect(shown).toContain(hint);
    expect(screen.getByRole('button', { name: t('common:confirm') })).toHaveAccessibleDescription(hint);
    expect(page?.textContent).toBe(shown);
  });

  it('is replaced, not hydrated, when the member asks for another language', async () => {
    const errors = vi.spyOn(console, 'error');
    await startApp({ host: 'acme.example.it', url: '/?lng=en', partnerPage: await acmePage() });
    expect(await screen.findByRole('heading', { level: 1, name: tEn('eligibility:title') })).toBeInTheDocument();
    expect(screen.queryByText(ACME_TITLE)).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('the page for an unknown host says the company was not found and has no form', async () => {
    const { html, title } = await renderNotFoundPage();
    expect(title).toBe(t('common:status.tenantNotFound.title'));
    expect(within(shown(html)).getByRole('heading', { level: 1 })).toHaveTextContent(t('common:status.tenantNotFound.title'));
    expect(html).not.toMatch(/<input|<form|<script/);
    expect(within(shown(html)).getByRole('link', { name: 'supporto@salutepiu.example' })).toHaveAttribute(
      'href',
      'mailto:supporto@salutepiu.example',
    );
  });
});
