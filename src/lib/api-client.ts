/**
 * The provider's patient API. Knows nothing of the UI or of navigation:
 * it sends a request and returns the plain-text answer, or throws an ApiError that says
 * whether the request may have been carried out.
 */
import {
  COUPON,
  PRE_REGISTRATION,
  PROVIDER_METHOD,
  PROVIDER_REQUEST_HEADERS,
  couponRequest,
  preRegistrationSchema,
  providerUrl,
  readCode,
  type PreRegistration,
  type ProviderEndpoint,
} from '../shared/provider-api';

export const REQUEST_TIMEOUT_MS = 15_000;

export interface ApiClient {
  /**
   * Returns the reference key of the pre-registration. Sends the fields of preRegistrationSchema
   * and no other; refuses, sending nothing, when one of them is missing or wrong.
   */
  preRegister(member: Readonly<Partial<PreRegistration>>): Promise<string>;
  /** Returns the member's personal coupon code. */
  requestCoupon(refCode: string): Promise<string>;
}

/**
 * - `rejected`: the provider answered with an error status (4xx, 5xx) or a redirect (3xx, which
 *   is never followed: see postForCode). Nothing was carried out: trying again is safe.
 * - `unconfirmed`: no usable answer came (no answer in time, network error, connection reset,
 *   an answer the browser withholds for lack of CORS headers), or a 2xx without a usable code
 *   (empty, HTML, JSON, a runaway body): any 2xx means the provider acted. The request may have
 *   been carried out: sending it again may register the member twice.
 */
export type ApiFailure = 'rejected' | 'unconfirmed';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiFailure,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
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
  const contract = encodeURIComponent(contractRef);

  async function postForCode(path: ProviderEndpoint, body: unknown): Promise<string> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(providerUrl(apiBaseUrl, path, contract), {
        method: PROVIDER_METHOD,
        headers: PROVIDER_REQUEST_HEADERS,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        referrerPolicy: 'no-referrer',
        // A redirect is never followed: the browser would repeat the POST (307, 308) or turn it
        // into a GET whose body would pass for a code (302). The answer is then an opaque
        // redirect (status 0), a refusal: exactly one request per press.
        redirect: 'manual',
      });
      text = response.ok ? await response.text() : '';
    } catch (error) {
      throw new ApiError(`${path}: no answer`, 'unconfirmed', undefined, { cause: error });
    }
    if (!response.ok) throw new ApiError(`${path} answered ${response.status || 'a redirect'}`, 'rejected', response.status);
    const code = readCode(response.headers.get('Content-Type'), text);
    if (code === undefined) {
      // The provider acted (2xx) but the code cannot be read: never offer to send it again.
      throw new ApiError(`${path} answered ${response.status} without a usable code`, 'unconfirmed', response.status);
    }
    return code;
  }

  return {
    async preRegister(member) {
      const payload = preRegistrationSchema.safeParse(member);
      if (!payload.success) throw new ApiError(`${PRE_REGISTRATION}: incomplete answers, nothing sent`, 'rejected');
      return postForCode(PRE_REGISTRATION, payload.data);
    },
    requestCoupon: (refCode) => postForCode(COUPON, couponRequest(refCode)),
  };
}
