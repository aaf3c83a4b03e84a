import { ACTIVATION_MARKER_KEY, sessionActivationMarker } from '@/lib/activation-marker';
import { ApiError, type ApiClient } from '@/lib/api-client';
import { createStore } from '@tanstack/react-store';
import { NOT_STARTED, createActivation, type ActivationDeps } from './activation';

const ANSWERS = {
  birthDate: '1980-03-05',
  bornCity: 'Monza',
  country: 'Italia' as const,
  email: 'mario.rossi@acme.it',
  firstName: 'Mario',
  gender: 'MALE' as const,
  groupRef: 'Acme_mario.rossi@acme.it',
  lastName: 'Rossi',
};

/** One page load of the description screen: a new activation, with the tab's sessionStorage. */
function pageLoad(preRegister: ApiClient['preRegister']) {
  const sent: unknown[] = [];
  // What the onboarding store holds for the page: gone with the page.
  const progress = createStore(NOT_STARTED);
  const deps: ActivationDeps = {
    api: {
      reachable: async () => true,
      preRegister: (member) => {
        sent.push(member);
        return preRegister(member);
      },
      requestCoupon: async () => 'CPN-1',
    },
    analytics: { track: () => {} },
    redirectTo: () => {},
    providerUser: true,
    webappBaseUrl: 'https://app.vivi.test/',
    contractRef: 'ACME-2026',
    payload: () => ANSWERS,
    progress: { get: () => progress.state, set: (next) => progress.setState(() => next) },
    onStart: () => {},
    logError: () => {},
    marker: sessionActivationMarker(),
  };
  return { activation: createActivation(deps), state: () => progress.state.state, sent };
}

describe('a reload during the pre-registration', () => {
  it('never leads to a second pre-registration from the same tab', async () => {
    const first = pageLoad(() => new Promise<string>(() => {}));
    void first.activation.activate();
    await vi.waitFor(() => expect(first.sent).toHaveLength(1));
    // The page is reloaded while the request is in flight: memory is gone, the tab's note is not.
    const second = pageLoad(async () => 'REF-2');
    await second.activation.activate();
    expect(second.sent).toEqual([]);
    expect(second.state()).toEqual({ status: 'unconfirmed', stage: 'pre-registration' });
  });

  it('keeps nothing personal: the note is a constant, under a key that names no one', async () => {
    void pageLoad(() => new Promise<string>(() => {})).activation.activate();
    await vi.waitFor(() => expect(Object.keys(sessionStorage)).toEqual([ACTIVATION_MARKER_KEY]));
    const stored = JSON.stringify({ ...sessionStorage });
    for (const value of Object.values(ANSWERS)) expect(stored).not.toContain(value);
  });

  it('lets the member try again after the provider refused: nothing happened', async () => {
    const refused = pageLoad(async () => {
      throw new ApiError('contact-pre-reg answered 500', 'rejected', 500);
    });
    await refused.activation.activate();
    const next = pageLoad(async () => 'REF-2');
    await next.activation.activate();
    expect(next.sent).toHaveLength(1);
    expect(next.state()).toEqual({ status: 'coupon', code: 'CPN-1' });
  });

  it('forgets the note once the answer is known, so a later flow in the tab is a new activation', async () => {
    await pageLoad(async () => 'REF-1').activation.activate();
    expect(Object.keys(sessionStorage)).toEqual([]);
    const unknown = pageLoad(async () => {
      throw new ApiError('contact-pre-reg: no answer', 'unconfirmed');
    });
    await unknown.activation.activate();
    const next = pageLoad(async () => 'REF-3');
    await next.activation.activate();
    expect(next.sent).toEqual([]);
  });

  it('works on as before where storage cannot be used', async () => {
    const broken = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const marker = sessionActivationMarker(broken);
    expect(() => marker.set()).not.toThrow();
    expect(marker.isSet()).toBe(false);
  });
});
