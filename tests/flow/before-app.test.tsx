/**
 * The inline script of a partner's page (src/early/before-app.ts), as the build writes it, run
 * on the prerendered step 1 before the app starts; then the app starts and replays what the
 * member did (src/components/use-early-input.ts).
 */
import { act as reactAct, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderPartnerPage } from '@/entry-prerender';
import { EARLY_INPUT_GLOBAL, START_NOTICE_ID } from '@/shared/tenant/page-markers';
import { beforeAppScript } from '../../vite-plugins/before-app-script';
import { testTenant } from '../support/test-tenant';
import { startApp } from '../support/start-app';
import { containing, t } from '../support/locale';

/** The repository: Vitest runs from its root. */
const REPO = process.cwd();
const ACME = testTenant();
const CONFIG = {
  entry: '/assets/main.js',
  preloads: [],
  global: EARLY_INPUT_GLOBAL,
  noticeId: START_NOTICE_ID,
  failAfterMs: 10_000,
};
const script = await beforeAppScript(REPO, CONFIG);

async function acmePage() {
  const { html } = await renderPartnerPage(ACME);
  return { html, tenant: JSON.parse(JSON.stringify(ACME)) as unknown, slug: ACME.slug };
}

/** Runs the page's inline script, as the browser does once it has parsed step 1: the very text the build writes. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const runInlineScript = new Function(script) as () => void;

/**
 * Starts the app on the partner's page after its inline script has run and the member has done
 * `act` on the drawn step 1; `restore` stands for what the browser puts into the form before the script.
 */
async function startAfter(act: (user: UserEvent) => Promise<void>, restore?: (container: HTMLElement) => void) {
  const user = userEvent.setup();
  const started = await startApp({
    host: 'acme.example.it',
    partnerPage: await acmePage(),
    beforeStart: async (container) => {
      restore?.(container);
      runInlineScript();
      await act(user);
    },
  });
  // The replay runs once the form is mounted, and a press may navigate: let it settle as React's tests want.
  await reactAct(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return started;
}

const email = () => screen.getByLabelText(t('eligibility:email.label'));
const checkbox = () => screen.getByRole('checkbox', { name: containing(t('eligibility:confirmData.label')) });
const confirm = () => screen.getByRole('button', { name: t('common:confirm') });

describe("a partner's page before the app runs", () => {
  it('is written in JavaScript that browsers too old for the app read, the same for every page of a build', async () => {
    // ES5, but for the minifier's template-literal strings (see vite-plugins/before-app-script.ts).
    expect(script).not.toMatch(/=>|\b(let|const|class|async|await)\b|\$\{|\.\.\./);
    expect(script).not.toMatch(/\b(import|export)\b/);
    expect(await beforeAppScript(REPO, CONFIG)).toBe(script);
  });

  it('a wrong e-mail, left, the box ticked, Conferma pressed: the app shows the errors and focuses the e-mail', async () => {
    const { history } = await startAfter(async (user) => {
      await user.type(email(), 'mario.rossi');
      await user.click(checkbox());
      // Every field has something in it: the drawn Conferma can be pressed.
      expect(confirm()).not.toHaveAttribute('aria-disabled');
      await user.click(confirm());
      expect(screen.queryByText(t('validation:email.invalid'))).not.toBeInTheDocument();
    });
    expect(await screen.findByText(t('validation:email.invalid'))).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveValue('mario.rossi');
    expect(checkbox()).toBeChecked();
    await waitFor(() => expect(email()).toHaveFocus());
    expect(confirm()).toHaveAttribute('aria-disabled', 'true');
    expect(history.location.pathname).toBe('/');
  });

  it('right answers and Conferma: step 2, once, with the answers kept', async () => {
    const { history } = await startAfter(async (user) => {
      await user.type(email(), 'mario@acme.it');
      await user.click(checkbox());
      await user.click(confirm());
      await user.click(confirm());
    });
    expect(await screen.findByText(t('common:progress', { current: 2, total: 3 }))).toBeInTheDocument();
    expect(history.location.pathname).toBe('/insert-info');
    expect(history.length).toBe(2);
    await reactAct(async () => history.back());
    await waitFor(() => expect(email()).toHaveValue('mario@acme.it'));
    expect(checkbox()).toBeChecked();
  });

  it('draws step 1 alone: the birth date is typed once the app runs, where a whole date fills its three boxes', async () => {
    // Nothing of step 2 is on the page before the app: the inline script never records a date box.
    const { html } = await acmePage();
    expect(html).toMatch(/autocomplete="email"/i);
    expect(html).not.toMatch(/bday-(day|month|year)/);
    await startAfter(async (user) => {
      await user.type(email(), 'mario@acme.it');
      await user.click(checkbox());
      await user.click(confirm());
    });
    const day = await screen.findByLabelText(t('userInfo:birthDate.day'));
    await userEvent.setup().type(day, '7/3/90');
    expect(
      [t('userInfo:birthDate.day'), t('userInfo:birthDate.month'), t('userInfo:birthDate.year')].map(
        (label) => screen.getByLabelText<HTMLInputElement>(label).value,
      ),
    ).toEqual(['7', '3', '1990']);
  });

  it('a field left with nothing pressed: only its error, once the app runs', async () => {
    await startAfter(async (user) => {
      await user.type(email(), 'mario@altro.it');
      await user.tab();
    });
    expect(await screen.findByText(t('validation:email.notWorkEmail'))).toBeInTheDocument();
    expect(screen.queryByText(t('validation:confirmData.required'))).not.toBeInTheDocument();
    expect(checkbox()).toHaveFocus();
  });

  it('forgets what the browser restored into the form from an earlier visit', async () => {
    // Firefox puts back typed text and ticks when the page is reloaded; the member does nothing.
    await startAfter(
      async () => {},
      (container) => {
        container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'mario@acme.it';
        container.querySelector<HTMLInputElement>('input[name="confirmData"]')!.checked = true;
      },
    );
    expect(email()).toHaveValue('');
    expect(checkbox()).not.toBeChecked();
    expect(confirm()).toHaveAttribute('aria-disabled', 'true');
  });
});
