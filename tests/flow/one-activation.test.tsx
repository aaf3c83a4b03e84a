import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay } from 'msw';
import { renderApp } from '../support/render-app';
import { AFTER_STEP_2 } from '../support/flow-data';
import { handlers, received, server } from '../support/msw-server';
import { containing, t } from '../support/locale';

const EXISTING = { ...AFTER_STEP_2, providerUser: true };

/** Each answer carries a new number, so a second request would show. */
function numberedAnswers() {
  let refs = 0;
  let coupons = 0;
  server.use(
    handlers.preRegistration(async () => {
      await delay(50);
      return HttpResponse.text(`REF-${++refs}`);
    }),
    handlers.coupon(() => HttpResponse.text(`CPN-${++coupons}`)),
  );
}

async function back() {
  await screen.findByRole('heading', { level: 1 });
  return screen.findByText(t('common:progress', { current: 2, total: 3 }));
}

describe('one member, one activation: going back and coming again never posts twice', () => {
  it('an existing member sees the code they already have after back, forward and a second Conferma', async () => {
    numberedAnswers();
    const { user, history } = await renderApp({ url: '/insert-info?existingUser=true', data: EXISTING });
    await user.click(await screen.findByRole('button', { name: t('common:confirm') }));
    expect(await screen.findByText('CPN-1')).toBeInTheDocument();

    act(() => history.back());
    await back();
    act(() => history.forward());
    expect(await screen.findByText('CPN-1')).toBeInTheDocument();

    act(() => history.back());
    await back();
    await user.click(screen.getByRole('button', { name: t('common:confirm') }));
    expect(await screen.findByText('CPN-1')).toBeInTheDocument();
    expect(screen.queryByText('CPN-2')).not.toBeInTheDocument();
    expect(received.map((request) => request.path)).toEqual([
      '/patient/contact-pre-reg/ACME-2026',
      '/patient/contact-coupon/ACME-2026',
    ]);
  });

  it('a new member who leaves while the activation is in flight and comes back joins it', async () => {
    numberedAnswers();
    const { user, history, redirects } = await renderApp({ url: '/insert-info', data: AFTER_STEP_2 });
    await user.click(await screen.findByRole('button', { name: t('common:confirm') }));
    await user.click((await screen.findAllByRole('button', { name: t('description:activate') }))[0]!);

    act(() => history.back());
    await back();
    act(() => history.forward());
    const [first] = await screen.findAllByRole('button', {
      name: containing(t('description:activating'), t('description:activate')),
    });
    await user.click(first!);

    await waitFor(() => expect(redirects).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 400));
    expect(redirects).toEqual(['https://app.vivi.test/signup?refCode=REF-1&contractRef=ACME-2026']);
    expect(received).toHaveLength(1);
  });

  it('a failure that may have registered the member is still explained on the next entry, with no new request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.preRegistration(() => HttpResponse.error()));
    const { user, history } = await renderApp({ url: '/insert-info', data: AFTER_STEP_2 });
    await user.click(await screen.findByRole('button', { name: t('common:confirm') }));
    await user.click((await screen.findAllByRole('button', { name: t('description:activate') }))[0]!);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t('description:unconfirmed.activation')));

    act(() => history.back());
    await back();
    await user.click(screen.getByRole('button', { name: t('common:confirm') }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('description:unconfirmed.activation')));
    expect(within(alert).queryByRole('button', { name: t('description:failure.retry') })).not.toBeInTheDocument();
    expect(received).toHaveLength(1);
  });
});
