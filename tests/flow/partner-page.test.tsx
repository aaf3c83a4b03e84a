import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderNotFoundPage, renderPartnerPage } from '@/entry-prerender';
import { testTenant } from '../support/test-tenant';
import { startApp } from '../support/start-app';

const ACME = testTenant({ texts: { it: { 'eligibility:title': 'Attiva la tua convenzione Acme' } } });

/** The partner's page as the build writes it (vite-plugins/partner-pages.ts), ready for startApp. */
async function acmePage() {
  const { html } = await renderPartnerPage(ACME);
  return { html, tenant: JSON.parse(JSON.stringify(ACME)) as unknown, slug: ACME.slug };
}

describe("a partner's own page, written at build time", () => {
  it("is that partner's step 1, with its name, texts and help block, and no script", async () => {
    const { html, title } = await renderPartnerPage(ACME);
    expect(html).toContain('Attiva la tua convenzione Acme');
    expect(html).toContain('Acme S.p.A.');
    expect(html).toContain('mailto:aiuto@vivi.test');
    expect(html).toContain('https://vivi.test/privacy');
    expect(html).toContain('E-mail aziendale');
    expect(html).not.toMatch(/<script/);
    expect(title).toBe('Attiva la tua convenzione Acme · Acme S.p.A.');
  });

  it('is hydrated without a mismatch and without fetching the partner file, then works', async () => {
    const errors = vi.spyOn(console, 'error');
    // msw fails the test on any request it has no handler for, such as /tenants/acme.json.
    const page = await acmePage();
    const { history } = await startApp({ host: 'acme.example.it', partnerPage: page });
    const email = screen.getByLabelText('E-mail aziendale');
    expect(history.location.pathname).toBe('/');
    expect(screen.getByText('Acme S.p.A.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Attiva la tua convenzione Acme' })).toBeInTheDocument();
    await userEvent.setup().type(email, 'mario@acme.it');
    expect(email).toHaveValue('mario@acme.it');
    expect(errors).not.toHaveBeenCalled();
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
    expect(shown).toContain('Per continuare completa');
    expect(screen.getByRole('button', { name: 'Conferma' })).toHaveAccessibleDescription(/^Per continuare completa/);
    expect(page?.textContent).toBe(shown);
  });

  it('keeps what was typed into the page before the app started', async () => {
    const errors = vi.spyOn(console, 'error');
    await startApp({
      host: 'acme.example.it',
      partnerPage: await acmePage(),
      beforeStart: (container) => {
        container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'mario@acme.it';
        container.querySelector<HTMLInputElement>('input[name="confirmData"]')!.checked = true;
      },
    });
    await waitFor(() => expect(screen.getByLabelText('E-mail aziendale')).toHaveValue('mario@acme.it'));
    await waitFor(() => expect(screen.getByRole('checkbox')).toBeChecked());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Conferma' })).toBeEnabled());
    expect(errors).not.toHaveBeenCalled();
  });

  it('is replaced, not hydrated, when the member asks for another language', async () => {
    const errors = vi.spyOn(console, 'error');
    await startApp({ host: 'acme.example.it', url: '/?lng=en', partnerPage: await acmePage() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your eligibility' })).toBeInTheDocument();
    expect(screen.queryByText('Attiva la tua convenzione Acme')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('the page for an unknown host says the company was not found and has no form', async () => {
    const { html, title } = await renderNotFoundPage();
    expect(title).toBe('Azienda non trovata');
    expect(html).toContain('Azienda non trovata');
    expect(html).not.toMatch(/<input|<form|<script/);
  });
});
