/**
 * Step 3 tells "nothing was sent" from "it may have been sent". Just before each request the app
 * asks whether the API can be reached at all (offline? does a small request to its origin get any
 * answer?); when not, nothing is posted and Riprova is safe. A request that left and then failed
 * stays "may have gone through", with no second request.
 */
import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderApp } from '../support/render-app';
import { AFTER_STEP_2 } from '../support/flow-data';
import { handlers, received, server } from '../support/msw-server';
import { containing, t } from '../support/locale';

const ACTIVATE = t('description:activate');
const RETRY = t('description:failure.retry');
const PRE_REGISTRATION = '/patient/contact-pre-reg/ACME-2026';
const COUPON = '/patient/contact-coupon/ACME-2026';
/** supportEmail of config/site.json: the operator's address, beside the partner's. */
const SITE_SUPPORT = (JSON.parse(readFileSync('config/site.json', 'utf8')) as { supportEmail: string }).supportEmail;
const EXISTING = { ...AFTER_STEP_2, providerUser: true };

/** Whether the device says it is online, for the rest of the test. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

async function pressActivate(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click((await screen.findAllByRole('button', { name: ACTIVATE }))[0]!);
}

describe('the API cannot be reached just before the request', () => {
  it('offline: nothing is posted, a calm word that nothing was sent, and Riprova posts once when back online', async () => {
    setOnline(false);
    const { user, redirects } = await renderApp({ url: '/description', data: AFTER_STEP_2 });
    await pressActivate(user);

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('description:notSent.activation')));
    expect(received).toEqual([]);

    setOnline(true);
    await user.click(within(alert).getByRole('button', { name: RETRY }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(received.map((request) => request.path)).toEqual([PRE_REGISTRATION]);
  });

  it('a probe that fails (the name does not resolve, the connection is refused): nothing is posted; Riprova posts exactly once', async () => {
    server.use(handlers.probe(() => HttpResponse.error(), { once: true }));
    const { user, redirects } = await renderApp({ url: '/description', data: AFTER_STEP_2 });
    await pressActivate(user);

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('description:notSent.activation')));
    expect(within(alert).queryByText(t('description:unconfirmed.activation'))).not.toBeInTheDocument();
    expect(received).toEqual([]);
    // Activating again is allowed: both buttons stay, and so does Riprova.
    expect(screen.getAllByRole('button', { name: ACTIVATE })).toHaveLength(2);

    await user.click(within(alert).getByRole('button', { name: RETRY }));
    // A second press while it is on its way sends nothing more.
    for (const button of screen.queryAllByRole('button', { name: ACTIVATE })) await user.click(button);
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(received.map((request) => request.path)).toEqual([PRE_REGISTRATION]);
  });

  it('a probe that passes and a request that fails: may have gone through, the partner’s and the site’s contacts, never a second request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.preRegistration(() => HttpResponse.error()));
    const { user, redirects } = await renderApp({ url: '/description', data: AFTER_STEP_2 });
    await pressActivate(user);

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('description:unconfirmed.activation')));
    expect(within(alert).getByRole('link', { name: 'aiuto@vivi.test' })).toHaveAttribute('href', 'mailto:aiuto@vivi.test');
    expect(within(alert).getByRole('link', { name: containing(t('common:support.chat')) })).toHaveAttribute(
      'href',
      'https://wa.me/390000000000',
    );
    expect(within(alert).getByRole('link', { name: SITE_SUPPORT })).toHaveAttribute('href', `mailto:${SITE_SUPPORT}`);
    expect(within(alert).queryByRole('button', { name: RETRY })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: ACTIVATE })).toEqual([]);
    expect(received.map((request) => request.path)).toEqual([PRE_REGISTRATION]);
    expect(redirects).toEqual([]);
  });
});

describe('a member with an account', () => {
  it('the automatic activation on entry, its probe failing: Riprova, not "may have gone through"; then each request once', async () => {
    server.use(handlers.probe(() => HttpResponse.error(), { once: true }));
    const { user } = await renderApp({ url: '/description', data: EXISTING });

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('description:notSent.activation')));
    expect(received).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: RETRY }));
    expect(await screen.findByText('CPN-987')).toBeInTheDocument();
    expect(received.map((request) => request.path)).toEqual([PRE_REGISTRATION, COUPON]);
  });

  it('the coupon request that cannot leave: Riprova asks for the coupon alone, once', async () => {
    let probes = 0;
    // The first probe (before the pre-registration) passes, the second (before the coupon) fails.
    server.use(handlers.probe(() => (++probes === 2 ? HttpResponse.error() : new HttpResponse(null, { status: 204 }))));
    const { user } = await renderApp({ url: '/description', data: EXISTING });

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('description:notSent.coupon')));
    expect(received.map((request) => request.path)).toEqual([PRE_REGISTRATION]);
    await user.click(within(alert).getByRole('button', { name: RETRY }));
    expect(await screen.findByText('CPN-987')).toBeInTheDocument();
    expect(received.map((request) => request.path)).toEqual([PRE_REGISTRATION, COUPON]);
  });
});
