/**
 * The provider's patient API. Knows nothing of the UI or of navigation:
 * it sends a request and returns the plain-text answer, or throws.
 */
export interface PreRegistration {
  birthDate: string;
  bornCity: string;
  country: string;
  email: string;
  firstName: string;
  gender: 'MALE' | 'FEMALE';
  groupRef: string;
  lastName: string;
}

export const COUPON_TYPE = 'REF_CODE';
export const REQUEST_TIMEOUT_MS = 15_000;

export interface ApiClient {
  /** Returns the reference key of the pre-registration. */
  preRegister(payload: PreRegistration): Promise<string>;
  /** Returns the member's personal coupon code. */
  requestCoupon(refCode: string): Promise<string>;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ApiClientOptions {
  apiBaseUrl: string;
  contractRef: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createApiClient({
  apiBaseUrl,
  contractRef,
  fetch: doFetch = (...args) => fetch(...args),
  timeoutMs = REQUEST_TIMEOUT_MS,
}: ApiClientOptions): ApiClient {
  const base = apiBaseUrl.replace(/\/+$/, '');
  const contract = encodeURIComponent(contractRef);

  async function postForText(path: string, body: unknown): Promise<string> {
    const response = await doFetch(`${base}/${path}/${contract}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/plain' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      referrerPolicy: 'no-referrer',
    });
    if (!response.ok) throw new ApiError(`${path} answered ${response.status}`, response.status);
    const text = (await response.text()).trim();
    if (!text) throw new ApiError(`${path} answered with an empty body`, response.status);
    return text;
  }

  return {
    preRegister: (payload) =>
      postForText('contact-pre-reg', {
        birthDate: payload.birthDate,
        bornCity: payload.bornCity,
        country: payload.country,
        email: payload.email,
        firstName: payload.firstName,
        gender: payload.gender,
        groupRef: payload.groupRef,
        lastName: payload.lastName,
      }),
    requestCoupon: (refCode) => postForText('contact-coupon', { refCode, type: COUPON_TYPE }),
  };
}
