import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay } from 'msw';
import { renderApp } from '../support/render-app';
import { AFTER_STEP_2 } from '../support/flow-data';
import { handlers, received, server } from '../support/provider-api';

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
    expect(await screen.findByRole('heading', { level: 1, name: 'La tua salute su misura' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Attiva il servizio' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Importante' })).toBeInTheDocument();
    expect(screen.getByText(/Non registrarti direttamente dall'app di Vivi/)).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Cosa comprende il piano famiglia' });
    expect((await within(services).findAllByRole('listitem')).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('heading', { level: 3, name: 'Pediatra online' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Come Funziona?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Scopri come funziona/ })).toHaveAttribute('href', 'https://vivi.test/come-funziona');
    expect(screen.getByRole('link', { name: /Guarda il video/ })).toHaveAttribute('href', 'https://vivi.test/video');
    expect(screen.getByText('Passo 3 di 3')).toBeInTheDocument();
  });

  it('pre-registers with exactly the eight fields, logs the event and redirects to signup after 300 ms', async () => {
    server.use(handlers.preRegistration(() => HttpResponse.text('REF-1.2_3~x')));
    const { user, events, redirects, onboarding } = await renderApp({ url: '/description', data: AFTER_STEP_2 });
    const [first] = await screen.findAllByRole('button', { name: 'Attiva il servizio' });
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
    await user.click((await screen.findAllByRole('button', { name: 'Attiva il servizio' }))[0]!);
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
    const [first, second] = await screen.findAllByRole('button', { name: 'Attiva il servizio' });
    await user.dblClick(first!);
    await user.click(second!);
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(received).toHaveLength(1);
  });

  it('on failure logs "Errore", stays on the page, says so in Italian and can retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.preRegistration(() => new HttpResponse('boom', { status: 500 })));
    const { user, redirects, events } = await renderApp({ url: '/description', data: AFTER_STEP_2 });
    await user.click((await screen.findAllByRole('button', { name: 'Attiva il servizio' }))[0]!);

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Non è stato possibile attivare il servizio.'));
    expect(logged).toHaveBeenCalledWith('Errore', expect.anything());
    expect(redirects).toEqual([]);
    expect(events).toEqual([]);

    server.use(handlers.preRegistration(() => HttpResponse.text('REF-123')));
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(redirects).toEqual(['https://app.vivi.test/signup?refCode=REF-123&contractRef=ACME-2026']));
    expect(received).toHaveLength(2);
  });

  it('treats an empty reference key as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.preRegistration(() => HttpResponse.text('  ')));
    const { user, redirects } = await renderApp({ url: '/description', data: AFTER_STEP_2 });
    await user.click((await screen.findAllByRole('button', { name: 'Attiva il servizio' }))[0]!);
    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    expect(redirects).toEqual([]);
  });

  it.each([
    [
      'a maintenance page (HTML, status 200)',
      () => HttpResponse.html('<!doctype html><html lang="it"><h1>Manutenzione</h1></html>'),
    ],
    ['a key of 100 000 characters', () => HttpResponse.text('A'.repeat(100_000))],
  ])('takes %s as a failure with Riprova, never as a key', async (_, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.preRegistration(answer));
    const { user, redirects } = await renderApp({ url: '/description', data: AFTER_STEP_2 });
    await user.click((await screen.findAllByRole('button', { name: 'Attiva il servizio' }))[0]!);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Non è stato possibile attivare il servizio.'));
    expect(redirects).toEqual([]);

    server.use(handlers.preRegistration(() => HttpResponse.text('REF-123')));
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(redirects).toEqual(['https://app.vivi.test/signup?refCode=REF-123&contractRef=ACME-2026']));
    expect(received).toHaveLength(2);
  });

  it('after a failure that may have registered the member, says so with the support e-mail and never posts again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.preRegistration(() => HttpResponse.error()));
    const { user, redirects } = await renderApp({ url: '/description', data: AFTER_STEP_2 });
    await user.click((await screen.findAllByRole('button', { name: 'Attiva il servizio' }))[0]!);

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(/potrebbe essere andata a buon fine/));
    expect(within(alert).getByRole('link', { name: 'aiuto@vivi.test' })).toHaveAttribute('href', 'mailto:aiuto@vivi.test');
    expect(within(alert).queryByRole('button', { name: 'Riprova' })).not.toBeInTheDocument();
    for (const button of screen.queryAllByRole('button', { name: 'Attiva il servizio' })) await user.click(button);
    expect(received).toHaveLength(1);
    expect(redirects).toEqual([]);
  });

  it('says when the list of services is unavailable, and still lets the member activate', async () => {
    server.use(handlers.services(() => new HttpResponse('not json', { status: 200 })));
    await renderApp({ url: '/description', data: AFTER_STEP_2 });
    expect(await screen.findByText(/L'elenco dei servizi non è disponibile/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Attiva il servizio' })[0]).toBeEnabled();
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
    expect(await screen.findByRole('heading', { name: 'Ciao Mario!' })).toBeInTheDocument();
    expect(screen.getByText('CPN-987')).toBeInTheDocument();
    expect(received).toEqual([
      { ...EXPECTED_PRE_REGISTRATION, body: { ...EXPECTED_PRE_REGISTRATION.body, country: 'Estero', bornCity: 'Parigi' } },
      { path: '/patient/contact-coupon/ACME-2026', body: { refCode: 'REF-123', type: 'REF_CODE' } },
    ]);
    expect(redirects).toEqual([]);
    expect(screen.getByRole('link', { name: /Riscatta il codice/ })).toHaveAttribute('href', 'https://app.vivi.test/redeem');
    expect(screen.queryByRole('button', { name: 'Attiva il servizio' })).not.toBeInTheDocument();
  });

  it('copies the code and says "Codice copiato!" for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderApp({ url: '/description', data: EXISTING });
    await user.click(await screen.findByRole('button', { name: 'Copia codice' }));
    expect(await navigator.clipboard.readText()).toBe('CPN-987');
    expect(screen.getByText('Codice copiato!')).toHaveAttribute('role', 'status');
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText('Codice copiato!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Codice copiato!')).not.toBeInTheDocument();
  });

  it('takes a coupon that is not a plain-text code as a failure with Riprova', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.coupon(() => HttpResponse.html('<!doctype html><p>Manutenzione</p>')));
    await renderApp({ url: '/description', data: EXISTING });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Non è stato possibile generare il tuo codice personale.'));
    expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    expect(screen.queryByText(/Manutenzione/)).not.toBeInTheDocument();
  });

  it('after a coupon request that may have gone through, points to support instead of asking again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.coupon(() => HttpResponse.error()));
    await renderApp({ url: '/description', data: EXISTING });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(/potrebbe essere già stato generato/));
    expect(within(alert).getByRole('link', { name: 'aiuto@vivi.test' })).toHaveAttribute('href', 'mailto:aiuto@vivi.test');
    expect(within(alert).queryByRole('button', { name: 'Riprova' })).not.toBeInTheDocument();
    expect(received.map((request) => request.path)).toEqual([
      '/patient/contact-pre-reg/ACME-2026',
      '/patient/contact-coupon/ACME-2026',
    ]);
  });

  it('retries only the coupon when the coupon request fails, never pre-registering twice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.coupon(() => new HttpResponse(null, { status: 404 })));
    const { user } = await renderApp({ url: '/description', data: EXISTING });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Non è stato possibile generare il tuo codice personale.'));
    expect(screen.queryByText('CPN-987')).not.toBeInTheDocument();

    server.use(handlers.coupon(() => HttpResponse.text('CPN-555')));
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('CPN-555')).toBeInTheDocument();
    expect(received.map((request) => request.path)).toEqual([
      '/patient/contact-pre-reg/ACME-2026',
      '/patient/contact-coupon/ACME-2026',
      '/patient/contact-coupon/ACME-2026',
    ]);
  });
});
