import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay } from 'msw';
import { renderApp } from '../support/render-app';
import { AFTER_STEP_2 } from '../support/flow-data';
import { handlers, received, server } from '../support/msw-server';
import { containing, t } from '../support/locale';

const ACTIVATE = t('description:activate');
const RETRY = t('description:failure.retry');

const EXPECTED_PRE_REGISTRATION = {
  path: '/patient/contact-pre-reg/ACME-2026',
  body: {
    birthDate: '1980-03-05',
    bornCity: 'Monza',
    country: 'Italia',
    email: 'mario.rossi@acme.it',
    firstName: 'Mario',
    gender: 'MALE',
    groupRef: 'Acme S.p.A._mario.rossi@acme.it',
    lastName: 'Rossi',
  },
};

describe('description: a new member', () => {
  it('shows the service description, the warning, the services and how it works', async () => {
    await renderApp({ url: '/description', data: AFTER_STEP_2 });
    expect(await screen.findByRole('heading', { level: 1, name: t('description:title') })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: ACTIVATE });
    expect(buttons).toHaveLength(2);
    // Both say where the member goes on: the provider's own site.
    const continuesAt = t('description:continuesAt', { productName: 'Vivi' });
    for (const button of buttons) expect(button).toHaveAccessibleDescription(continuesAt);
    expect(screen.getByRole('heading', { name: t('description:important.title') })).toBeInTheDocument();
    expect(screen.getByText(t('description:important.text'))).toBeInTheDocument();
    const services = screen.getByRole('region', { name: t('description:services.heading') });
    expect((await within(services).findAllByRole('listitem')).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('heading', { level: 3, name: 'Pediatra online' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t('description:howItWorks.heading') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: containing(t('description:howItWorks.page')) })).toHaveAttribute(
      'href',
      'https://vivi.test/come-funziona',
    );
    expect(screen.getByRole('link', { name: containing(t('description:howItWorks.video')) })).toHaveAttribute(
      'href',
      'https://vivi.test/video',
    );
    expect(screen.getByText(t('common:progress', { current: 3, total: 3 }))).toBeInTheDocument();
  });

  it('pre-registers with exactly the eight fields, logs the event and redirects to signup after 300 ms', async () => {
    server.use(handlers.preRegistration(() => HttpResponse.text('REF-1.2_3~x')));
    const { user, events, redirects, onboarding } = await renderApp({ url: '/description', data: AFTER_STEP_2 });
    const [first] = await screen.findAllByRole('button', { name: ACTIVATE });
    const clickedAt = Date.now();
    await user.click(first!);

    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(300);
    expect(redirects[0]).toBe('https://app.vivi.test/signup?refCode=REF-1.2_3~x&contractRef=ACME-2026');
    expect(received).toEqual([EXPECTED_PRE_REGISTRATION]);
    expect(events).toEqual([{ event: 'go_to_signup_clicked', screen: 'description' }]);
    expect(onboarding.get()).toEqual({});
  });

  it('marks the step completed as soon as the activation starts', async () => {
    server.use(
      handlers.preRegistration(async () => {
        await delay(100);
        return HttpResponse.text('REF-123');
      }),
    );
    const { user, onboarding } = await renderApp({ url: '/description', data: AFTER_STEP_2 });
    await user.click((await screen.findAllByRole('button', { name: ACTIVATE }))[0]!);
    expect(onboarding.get().stepDescriptionCompleted).toBe(true);
  });

  it('sends one request however often the button is clicked while it is in flight', async () => {
    server.use(
      handlers.preRegistration(async () => {
        await delay(150);
        return HttpResponse.text('REF-123');
      }),
    );
    const { user, redirects } = await renderApp({ url: '/description', data: AFTER_STEP_2 });
    const [first, second] = await screen.findAllByRole('button', { name: ACTIVATE });
    await user.dblClick(first!);
    await user.click(second!);
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(received).toHaveLength(1);
  });

  // Riprova after a 500 on the way through the steps: the shared scenarios (tests/scenarios/flow.scenarios.ts).
  it.each([500, 404])('on a %i logs "Errore", counts no event, stays on the page and offers Riprova', async (status) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.preRegistration(() => new HttpResponse('boom', { status })));
    const { user, redirects, events } = await renderApp({ url: '/description', data: AFTER_STEP_2 });
    await user.click((await screen.findAllByRole('button', { name: ACTIVATE }))[0]!);

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('description:failure.activation')));
    expect(within(alert).getByRole('button', { name: RETRY })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Errore', expect.anything());
    expect(redirects).toEqual([]);
    expect(events).toEqual([]);
    expect(received).toHaveLength(1);
  });

  it.each([
    ['an empty reference key', () => HttpResponse.text('  ')],
    [
      'a maintenance page (HTML, status 200)',
      () => HttpResponse.html('<!doctype html><html lang="it"><h1>Manutenzione</h1></html>'),
    ],
    ['a key of 100 000 characters', () => HttpResponse.text('A'.repeat(100_000))],
    ['a valid key sent as JSON', () => HttpResponse.json('REF-123')],
  ])('takes %s as "may have gone through": any 2xx means the provider acted, never Riprova', async (_, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.preRegistration(answer));
    const { user, redirects } = await renderApp({ url: '/description', data: AFTER_STEP_2 });
    await user.click((await screen.findAllByRole('button', { name: ACTIVATE }))[0]!);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('description:unconfirmed.activation')));
    expect(within(alert).getByRole('link', { name: 'aiuto@vivi.test' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: RETRY })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: ACTIVATE })).toEqual([]);
    expect(redirects).toEqual([]);
    expect(received).toHaveLength(1);
  });

  it('after a failure that may have registered the member, says so with the support e-mail and never posts again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.preRegistration(() => HttpResponse.error()));
    const { user, redirects } = await renderApp({ url: '/description', data: AFTER_STEP_2 });
    await user.click((await screen.findAllByRole('button', { name: ACTIVATE }))[0]!);

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('description:unconfirmed.activation')));
    expect(within(alert).getByRole('link', { name: 'aiuto@vivi.test' })).toHaveAttribute('href', 'mailto:aiuto@vivi.test');
    expect(within(alert).queryByRole('button', { name: RETRY })).not.toBeInTheDocument();
    for (const button of screen.queryAllByRole('button', { name: ACTIVATE })) await user.click(button);
    expect(received).toHaveLength(1);
    expect(redirects).toEqual([]);
  });

  it('says when the list of services is unavailable, and still lets the member activate', async () => {
    server.use(handlers.services(() => new HttpResponse('not json', { status: 200 })));
    await renderApp({ url: '/description', data: AFTER_STEP_2 });
    expect(await screen.findByText(t('description:services.unavailable'))).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: ACTIVATE })[0]).toBeEnabled();
  });

  it('puts the "Importante" box before the first "Attiva il servizio", pointing to the steps it means', async () => {
    await renderApp({ url: '/description', data: AFTER_STEP_2 });
    const important = await screen.findByRole('region', { name: t('description:important.title') });
    const [firstButton] = screen.getAllByRole('button', { name: ACTIVATE });
    expect(important.compareDocumentPosition(firstButton!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const toSteps = within(important).getByRole('link', { name: t('description:howItWorks.heading') });
    const howItWorks = screen.getByRole('region', { name: t('description:howItWorks.heading') });
    expect(toSteps).toHaveAttribute('href', `#${howItWorks.id}`);
  });
});

describe('description: an existing provider user', () => {
  const EXISTING = {
    ...AFTER_STEP_2,
    providerUser: true,
    birthCountry: 'Estero' as const,
    birthPlace: 'Parigi',
    birthCity: undefined,
    birthProvince: undefined,
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('activates once on entry (StrictMode included) and shows the coupon', async () => {
    const { redirects } = await renderApp({ url: '/description?existingUser=true', data: EXISTING });
    expect(
      await screen.findByRole('heading', { name: t('description:coupon.greeting', { firstName: 'Mario' }) }),
    ).toBeInTheDocument();
    expect(screen.getByText('CPN-987')).toBeInTheDocument();
    expect(received).toEqual([
      { ...EXPECTED_PRE_REGISTRATION, body: { ...EXPECTED_PRE_REGISTRATION.body, country: 'Estero', bornCity: 'Parigi' } },
      { path: '/patient/contact-coupon/ACME-2026', body: { refCode: 'REF-123', type: 'REF_CODE' } },
    ]);
    expect(redirects).toEqual([]);
    expect(screen.getByRole('link', { name: containing(t('description:coupon.redeemLink')) })).toHaveAttribute(
      'href',
      'https://app.vivi.test/redeem',
    );
    expect(screen.queryByRole('button', { name: ACTIVATE })).not.toBeInTheDocument();
  });

  it('copies the code and says "Codice copiato!" for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderApp({ url: '/description', data: EXISTING });
    await user.click(await screen.findByRole('button', { name: t('description:coupon.copy') }));
    expect(await navigator.clipboard.readText()).toBe('CPN-987');
    expect(screen.getByText(t('description:coupon.copied'))).toHaveAttribute('role', 'status');
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText(t('description:coupon.copied'))).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(t('description:coupon.copied'))).not.toBeInTheDocument();
  });

  it('says "Codice copiato!" in a status region that is there, empty, before the copy', async () => {
    const { user } = await renderApp({ url: '/description', data: EXISTING });
    const copy = await screen.findByRole('button', { name: t('description:coupon.copy') });
    const statuses = screen.getAllByRole('status');
    expect(statuses.filter((status) => status.textContent === '')).not.toHaveLength(0);
    await user.click(copy);
    // The same live region, already in the page, gets the message: screen readers announce it politely.
    expect(statuses).toContain(screen.getByText(t('description:coupon.copied')));
  });

  it('shows the coupon being generated as a busy status, then the code', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      handlers.coupon(async () => {
        await answered;
        return HttpResponse.text('CPN-987');
      }),
    );
    await renderApp({ url: '/description', data: EXISTING });
    const status = await screen.findByRole('status', { name: '' });
    await waitFor(() => expect(screen.getByText(t('description:coupon.loading'))).toBe(status));
    // Where the code will appear is marked busy meanwhile; the status itself is not, so it is announced.
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(status.closest('[aria-busy="true"]')).toBeNull();
    answer();
    expect(await screen.findByText('CPN-987')).toBeInTheDocument();
    expect(screen.queryByText(t('description:coupon.loading'))).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('takes a 200 coupon answer that is not a plain-text code as "may have gone through"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.coupon(() => HttpResponse.html('<!doctype html><p>Manutenzione</p>')));
    await renderApp({ url: '/description', data: EXISTING });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('description:unconfirmed.coupon')));
    expect(within(alert).queryByRole('button', { name: RETRY })).not.toBeInTheDocument();
    expect(screen.queryByText(/Manutenzione/)).not.toBeInTheDocument();
  });

  it('after a coupon request that may have gone through, points to support instead of asking again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.coupon(() => HttpResponse.error()));
    await renderApp({ url: '/description', data: EXISTING });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('description:unconfirmed.coupon')));
    expect(within(alert).getByRole('link', { name: 'aiuto@vivi.test' })).toHaveAttribute('href', 'mailto:aiuto@vivi.test');
    expect(within(alert).queryByRole('button', { name: RETRY })).not.toBeInTheDocument();
    expect(received.map((request) => request.path)).toEqual([
      '/patient/contact-pre-reg/ACME-2026',
      '/patient/contact-coupon/ACME-2026',
    ]);
  });

  it.each([500, 404])(
    'retries only the coupon when the coupon request answers %i, never pre-registering twice',
    async (status) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(handlers.coupon(() => new HttpResponse(null, { status })));
      const { user } = await renderApp({ url: '/description', data: EXISTING });
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert).toHaveTextContent(t('description:failure.coupon')));
      expect(screen.queryByText('CPN-987')).not.toBeInTheDocument();

      server.use(handlers.coupon(() => HttpResponse.text('CPN-555')));
      await user.click(within(alert).getByRole('button', { name: RETRY }));
      expect(await screen.findByText('CPN-555')).toBeInTheDocument();
      expect(received.map((request) => request.path)).toEqual([
        '/patient/contact-pre-reg/ACME-2026',
        '/patient/contact-coupon/ACME-2026',
        '/patient/contact-coupon/ACME-2026',
      ]);
    },
  );
});
