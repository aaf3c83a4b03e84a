import { ApiError, createApiClient } from './api-client';
import { preRegistrationSchema, type PreRegistration } from '../shared/provider-api';

const PAYLOAD: PreRegistration = {
  birthDate: '1980-03-05',
  bornCity: 'Monza',
  country: 'Italia',
  email: 'm@acme.it',
  firstName: 'Mario',
  gender: 'MALE',
  groupRef: 'Acme_m@acme.it',
  lastName: 'Rossi',
};

function clientAnswering(answer: (init: RequestInit) => Promise<Response>, timeoutMs?: number) {
  const calls: string[] = [];
  const api = createApiClient({
    apiBaseUrl: 'https://api.provider.test/patient/',
    contractRef: 'ACME 1',
    timeoutMs,
    fetch: (input, init) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return answer(init ?? {});
    },
  });
  return { api, calls };
}

const text = (body: string, contentType = 'text/plain; charset=utf-8', status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': contentType } });

/** What the client throws, as `kind`, or 'ok:<value>'. */
async function outcome(promise: Promise<string>): Promise<string> {
  try {
    return `ok:${await promise}`;
  } catch (error) {
    if (error instanceof ApiError) return error.kind;
    throw error;
  }
}

describe('api client: what counts as a reference key or a coupon', () => {
  it('accepts a trimmed text/plain key and posts to the contract', async () => {
    const { api, calls } = clientAnswering(async () => text('  REF-1.a_b~c \n'));
    expect(await api.preRegister(PAYLOAD)).toBe('REF-1.a_b~c');
    expect(calls).toEqual(['https://api.provider.test/patient/contact-pre-reg/ACME%201']);
  });

  it.each([
    [
      'a maintenance page (HTML, 200)',
      () => text('<!doctype html><html><h1>Manutenzione</h1></html>', 'text/html; charset=utf-8'),
    ],
    ['a key of 100 000 characters', () => text('A'.repeat(100_000))],
    ['a key of 513 characters', () => text('A'.repeat(513))],
    ['a key with spaces', () => text('REF 1&2#3')],
    ['a key with markup', () => text('<b>REF-1</b>')],
    ['a key with a line break inside', () => text('REF-1\nREF-2')],
    ['a JSON answer', () => text('"REF-1"', 'application/json')],
    ['an answer with no content type', () => new Response(new TextEncoder().encode('REF-1'))],
    ['an empty answer', () => text('   ')],
    ['a 201 with a JSON body', () => text('{"refCode":"REF-1"}', 'application/json', 201)],
    ['a 204 with no body', () => new Response(null, { status: 204 })],
  ])('takes %s as "may have gone through": any 2xx means the provider acted', async (_, response) => {
    const { api } = clientAnswering(async () => response());
    expect(await outcome(api.preRegister(PAYLOAD))).toBe('unconfirmed');
  });

  it.each([
    ['a base64 key', 'Ab+c/d=7x9=='],
    ['a key of 512 characters', `${'A'.repeat(511)}=`],
    ['a key of symbols', 'a!b#c$d%e&f*g'],
  ])('accepts %s as it is', async (_, key) => {
    const { api } = clientAnswering(async () => text(key));
    expect(await api.preRegister(PAYLOAD)).toBe(key);
  });

  it('applies the same rules to the coupon', async () => {
    const ok = clientAnswering(async () => text('CPN-987'));
    expect(await outcome(ok.api.requestCoupon('REF-1'))).toBe('ok:CPN-987');
    const html = clientAnswering(async () => text('<!doctype html>', 'text/html'));
    expect(await outcome(html.api.requestCoupon('REF-1'))).toBe('unconfirmed');
  });

  it('takes an error status as a refusal', async () => {
    const { api } = clientAnswering(async () => text('Errore del server', 'text/plain', 500));
    expect(await outcome(api.preRegister(PAYLOAD))).toBe('rejected');
  });

  it('never follows a redirect: the request says so, and the opaque answer is a refusal', async () => {
    const seen: RequestInit[] = [];
    const { api, calls } = clientAnswering(async (init) => {
      seen.push(init);
      return Response.error();
    });
    // What fetch gives for a 3xx with redirect: 'manual': an opaque redirect, status 0, not ok.
    const opaque = clientAnswering(async () => ({ ok: false, status: 0, type: 'opaqueredirect' }) as Response);
    expect(await outcome(opaque.api.preRegister(PAYLOAD))).toBe('rejected');
    await outcome(api.requestCoupon('REF-1'));
    expect(seen.map((init) => init.redirect)).toEqual(['manual']);
    expect(calls).toHaveLength(1);
  });

  it('refuses to send an answer holding control or bidi characters', async () => {
    for (const value of ['Ma\u0000rio', 'Ma\u0007rio', 'Ma\trio', 'Mario\u202E', 'Ma\u0085rio']) {
      const { api, calls } = clientAnswering(async () => text('REF-1'));
      expect(await outcome(api.preRegister({ ...PAYLOAD, firstName: value })), JSON.stringify(value)).toBe('rejected');
      expect(calls).toEqual([]);
    }
  });
});

describe('api client: failures after which the request may have reached the provider', () => {
  it('a network error or a CORS refusal is unconfirmed', async () => {
    const { api } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await outcome(api.preRegister(PAYLOAD))).toBe('unconfirmed');
  });

  it('no answer within the time limit is unconfirmed', async () => {
    const { api } = clientAnswering(
      (init) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))),
      20,
    );
    expect(await outcome(api.preRegister(PAYLOAD))).toBe('unconfirmed');
  });

  it('a body cut off while it is read is unconfirmed', async () => {
    const broken = new Response(
      new ReadableStream({
        start: (controller) => controller.error(new TypeError('network error')),
      }),
      { headers: { 'Content-Type': 'text/plain' } },
    );
    const { api } = clientAnswering(async () => broken);
    expect(await outcome(api.preRegister(PAYLOAD))).toBe('unconfirmed');
  });
});

describe('api client: the member schema is the allow-list of the pre-registration', () => {
  it('sends exactly the fields of preRegistrationSchema, the eight of the specification', () => {
    expect(Object.keys(preRegistrationSchema.shape).sort()).toEqual([
      'birthDate',
      'bornCity',
      'country',
      'email',
      'firstName',
      'gender',
      'groupRef',
      'lastName',
    ]);
  });

  it('drops whatever else the store holds: the body is the schema parse, not the answers', async () => {
    let body: unknown;
    const { api } = clientAnswering(async (init) => {
      body = JSON.parse(init.body as string);
      return text('REF-1');
    });
    const answers = { ...PAYLOAD, birthProvince: 'MB', birthDay: '05', confirmData: true, stepUserInfoCompleted: true };
    await api.preRegister(answers);
    expect(body).toEqual(PAYLOAD);
    expect(Object.keys(body as object).sort()).toEqual(Object.keys(preRegistrationSchema.shape).sort());
  });

  it('sends nothing when a field of the schema is missing or wrong, and says it was refused', async () => {
    const { api, calls } = clientAnswering(async () => text('REF-1'));
    const { birthDate: _missing, ...withoutDate } = PAYLOAD;
    expect(await outcome(api.preRegister(withoutDate))).toBe('rejected');
    expect(await outcome(api.preRegister({ ...PAYLOAD, gender: 'X' as PreRegistration['gender'] }))).toBe('rejected');
    expect(calls).toEqual([]);
  });
});
