/**
 * A release published while the member has the page open: the next step's module or texts are gone
 * from the server. The page reloads itself into the new release at the same address, carrying the
 * answers over one page load in sessionStorage (src/lib/release-recovery.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { startApp } from '../support/start-app';
import { server } from '../support/msw-server';
import { testTenant } from '../support/test-tenant';
import { t } from '../support/locale';
import { ui } from '../scenarios/ui';
import { RELOADED_AT_KEY, RESUME_KEY } from '@/lib/release-recovery';

/** The next load of a later step's texts fails as a browser reports a hashed file that is gone. */
const loads = vi.hoisted(() => ({ failures: 0, error: undefined as Error | undefined }));
vi.mock('@/lib/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/i18n')>();
  return {
    ...actual,
    loadTexts: async (...args: Parameters<typeof actual.loadTexts>) => {
      if (loads.failures > 0) {
        loads.failures -= 1;
        throw (
          loads.error ??
          new TypeError('Failed to fetch dynamically imported module: https://acme.example.it/assets/userInfo-0ld.js')
        );
      }
      return actual.loadTexts(...args);
    },
  };
});

const { slug: _slug, ...ACME_FILE } = testTenant();
const HOST = 'acme.example.it';
const EMAIL = 'mario.rossi@acme.it';

beforeEach(() => {
  loads.failures = 0;
  loads.error = undefined;
  server.use(http.get(`https://${HOST}/tenants/acme.json`, () => HttpResponse.json(ACME_FILE)));
});

/** The page as the browser opens it at `url`, with a reload the test can count and the events it sends. */
async function openPage(url = '/') {
  const reload = vi.fn();
  const events: string[] = [];
  await startApp({
    host: HOST,
    url,
    reload,
    events: { send: (name, step, reason = '') => events.push(`${name} ${step} ${reason}`) },
  });
  return { reload, events, user: userEvent.setup() };
}

async function confirmStep1(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(ui.email.label), EMAIL);
  await user.click(screen.getByRole('checkbox', { name: ui.emailIsMine.name }));
  await user.click(screen.getByRole('button', { name: ui.confirm.name }));
}

describe('a release while the page is open', () => {
  it('reloads into the new release at step 2 with the e-mail kept, read back once and deleted', async () => {
    const { reload, events, user } = await openPage();
    loads.failures = 1;
    await confirmStep1(user);

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(events).toContain('load-failed 2 reload');
    // Never the generic error while the page reloads: a calm word that it is updating.
    expect(await screen.findByRole('status')).toHaveTextContent(t('common:status.reloading.title'));
    expect(screen.queryByText(t('common:status.error.title'))).not.toBeInTheDocument();
    const carried = JSON.parse(sessionStorage.getItem(RESUME_KEY)!) as { answers: Record<string, unknown> };
    expect(carried.answers).toMatchObject({ email: EMAIL, confirmData: true, stepSelectCompanyCompleted: true });

    // The reloaded page, at the address the member was going to.
    await openPage('/insert-info');
    expect(await screen.findByText(ui.step2.text)).toBeInTheDocument();
    expect(sessionStorage.getItem(RESUME_KEY)).toBeNull();
    await user.click(screen.getByRole('link', { name: t('common:back') }));
    expect(await screen.findByLabelText(ui.email.label)).toHaveValue(EMAIL);
  });

  it("keeps what the member was typing when Vite reports a file that is gone, and takes over Vite's error", async () => {
    const { reload, user } = await openPage();
    await confirmStep1(user);
    await user.type(await screen.findByRole('textbox', { name: ui.firstName.name }), 'Mar');

    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    await openPage('/insert-info');
    expect(await screen.findByRole('textbox', { name: ui.firstName.name })).toHaveValue('Mar');
    expect(sessionStorage.getItem(RESUME_KEY)).toBeNull();
  });

  it('reloads by itself once a minute at most; then the partner’s page says so and Riprova reloads with the answers', async () => {
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now() - 10_000));
    const { reload, events, user } = await openPage();
    loads.failures = 1;
    await confirmStep1(user);

    const card = await screen.findByRole('heading', { level: 1, name: t('common:status.outdated.title') });
    expect(reload).not.toHaveBeenCalled();
    expect(events).toContain('load-failed 2 stranded');
    // Still the partner's page: its name, its support e-mail and chat, and the site's address.
    expect(screen.getByText(ACME_FILE.provider.productName)).toBeInTheDocument();
    const support = screen.getByRole('region', { name: t('common:support.heading') });
    expect(within(support).getByRole('link', { name: ACME_FILE.support.email })).toHaveAttribute(
      'href',
      `mailto:${ACME_FILE.support.email}`,
    );
    expect(within(support).getByRole('link', { name: new RegExp(t('common:support.chat')) })).toBeInTheDocument();
    expect(card.closest('.card')!.querySelector('.status__help a')).toHaveAttribute('href', expect.stringMatching(/^mailto:/));

    await user.click(screen.getByRole('button', { name: t('common:status.retry') }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(RESUME_KEY)!)).toMatchObject({ answers: { email: EMAIL } });
  });

  it("never reads another partner's answers, and deletes them all the same", async () => {
    sessionStorage.setItem(
      RESUME_KEY,
      JSON.stringify({ partner: 'beta', answers: { email: EMAIL, stepSelectCompanyCompleted: true }, kept: {} }),
    );
    await openPage('/insert-info');
    expect(await screen.findByLabelText(ui.email.label)).toHaveValue('');
    expect(sessionStorage.getItem(RESUME_KEY)).toBeNull();
  });

  it("leaves step 2's answers, written by step 1's page on its way there, to step 2's page", async () => {
    // Step 1's page stored them and is loading step 2's page; its own app starts meanwhile.
    const carried = {
      partner: 'acme',
      path: '/insert-info',
      answers: { email: EMAIL, confirmData: true, stepSelectCompanyCompleted: true },
    };
    sessionStorage.setItem(RESUME_KEY, JSON.stringify(carried));
    await openPage('/');
    expect(await screen.findByLabelText(ui.email.label)).toHaveValue('');
    expect(JSON.parse(sessionStorage.getItem(RESUME_KEY)!)).toEqual(carried);
    // Step 2's page takes them, once.
    await openPage('/insert-info');
    expect(await screen.findByLabelText(t('userInfo:firstName.label'), { exact: true })).toBeInTheDocument();
    expect(sessionStorage.getItem(RESUME_KEY)).toBeNull();
  });

  it('an unexpected error (no file missing): the error card in the partner’s page, never a reload, and its name counted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { reload, events, user } = await openPage();
    loads.failures = 1;
    loads.error = new RangeError('a defect');
    await confirmStep1(user);

    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.error.title') })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t('common:support.heading') })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(events).toContain('error 2 RangeError');
    expect(events.join(' ')).not.toContain('a defect');
  });
});
