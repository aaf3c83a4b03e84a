/**
 * The site's own events (src/lib/site-events.ts): what the page posts to /_events at each moment of
 * the flow, as the server receives it. Only a name, a step, a reason code and the release: never a
 * value the member typed, the provider's codes, the address's query or the partner.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { startApp } from '../support/start-app';
import { handlers, server } from '../support/msw-server';
import { testTenant } from '../support/test-tenant';
import { t } from '../support/locale';
import { ui } from '../scenarios/ui';
import { beaconEvents, type EventsNavigator } from '@/lib/site-events';
import { EVENTS_PATH, EVENT_MAX_BYTES } from '@/shared/site-events';

const { slug: _slug, ...ACME_FILE } = testTenant();
const HOST = 'acme.example.it';
const EMAIL = 'mario.rossi@acme.it';
/** Everything of the member's, the provider's or the address's that must never be in an event. */
const PERSONAL = [EMAIL, 'mario', 'Mario', 'Rossi', '1980', '05', 'Parigi', 'REF-123', 'CPN-987', 'existingUser', 'acme', 'Acme'];

beforeEach(() => {
  server.use(http.get(`https://${HOST}/tenants/acme.json`, () => HttpResponse.json(ACME_FILE)));
});

/** The page started with a browser whose beacons the test reads, as the server would receive them. */
async function openPage(url = '/', browser: Partial<EventsNavigator> = {}) {
  const sent: Array<{ url: string; body: string }> = [];
  const navigator: EventsNavigator = {
    sendBeacon: (target, body) => (sent.push({ url: target, body }), true),
    globalPrivacyControl: false,
    doNotTrack: null,
    ...browser,
  };
  await startApp({ host: HOST, url, events: beaconEvents(navigator, 'abc1234') });
  const user = userEvent.setup();
  const bodies = () => sent.map((beacon) => beacon.body);
  return { sent, bodies, user };
}

async function throughSteps1And2(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(ui.email.label), EMAIL);
  await user.click(screen.getByRole('checkbox', { name: ui.emailIsMine.name }));
  await user.click(screen.getByRole('button', { name: ui.confirm.name }));
  await user.type(await screen.findByRole('textbox', { name: ui.firstName.name }), 'Mario');
  await user.type(screen.getByRole('textbox', { name: ui.lastName.name }), 'Rossi');
  await user.click(screen.getByRole('radio', { name: ui.male.name }));
  await user.type(screen.getByRole('textbox', { name: ui.day.name }), '05');
  await user.type(screen.getByRole('textbox', { name: ui.month.name }), '03');
  await user.type(screen.getByRole('textbox', { name: ui.year.name }), '1980');
  await user.click(screen.getByRole('radio', { name: t('userInfo:birthCountry.abroad') }));
  await user.type(screen.getByLabelText(t('userInfo:birthPlace.label')), 'Parigi');
  await user.click(screen.getByRole('button', { name: ui.confirm.name }));
  await screen.findByRole('heading', { level: 1, name: t('description:title') });
}

const arrived = (step: number) => `{"e":"arrived","s":${step},"r":"","v":"abc1234"}`;

function expectNothingPersonal(bodies: readonly string[]) {
  for (const body of bodies) {
    expect(body.length).toBeLessThanOrEqual(EVENT_MAX_BYTES);
    for (const value of PERSONAL) expect(body).not.toContain(value);
  }
}

describe('the site’s own events', () => {
  it('a member who activates: one arrival per step, then the activation, all to /_events, nothing personal', async () => {
    const { sent, bodies, user } = await openPage();
    await waitFor(() => expect(bodies()).toEqual([arrived(1)]));
    await throughSteps1And2(user);
    expect(bodies()).toEqual([arrived(1), arrived(2), arrived(3)]);

    await user.click((await screen.findAllByRole('button', { name: t('description:activate') }))[0]!);
    await waitFor(() =>
      expect(bodies()).toEqual([arrived(1), arrived(2), arrived(3), '{"e":"activated","s":3,"r":"","v":"abc1234"}']),
    );
    expect(new Set(sent.map((beacon) => beacon.url))).toEqual(new Set([EVENTS_PATH]));
    expectNothingPersonal(bodies());
  });

  it('a refusal (500) counts its stage and status class; Riprova that succeeds counts the activation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.preRegistration(() => new HttpResponse('Errore', { status: 500 }), { once: true }));
    const { bodies, user } = await openPage('/?existingUser=true');
    await throughSteps1And2(user);
    // A member with an account: the activation starts on entry, and is refused.
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('description:failure.activation')));
    expect(bodies().at(-1)).toBe('{"e":"refused","s":3,"r":"pre-registration-5xx","v":"abc1234"}');
    await user.click(within(alert).getByRole('button', { name: t('description:failure.retry') }));
    expect(await screen.findByText('CPN-987')).toBeInTheDocument();
    expect(bodies().at(-1)).toBe('{"e":"activated","s":3,"r":"","v":"abc1234"}');
    expectNothingPersonal(bodies());
  });

  it('a request that never left, and one that may have gone through, each say so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      handlers.probe(() => HttpResponse.error(), { once: true }),
      handlers.preRegistration(() => HttpResponse.error()),
    );
    const { bodies, user } = await openPage();
    await throughSteps1And2(user);
    await user.click((await screen.findAllByRole('button', { name: t('description:activate') }))[0]!);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('description:notSent.activation')));
    await user.click(within(alert).getByRole('button', { name: t('description:failure.retry') }));
    await waitFor(() => expect(alert).toHaveTextContent(t('description:unconfirmed.activation')));
    expect(bodies().slice(3)).toEqual([
      '{"e":"not-sent","s":3,"r":"pre-registration","v":"abc1234"}',
      '{"e":"unconfirmed","s":3,"r":"pre-registration","v":"abc1234"}',
    ]);
    expectNothingPersonal(bodies());
  });

  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
  ])('sends nothing at all with %s on', async (_, browser) => {
    const { sent, user } = await openPage('/', browser);
    await throughSteps1And2(user);
    expect(sent).toEqual([]);
  });
});
