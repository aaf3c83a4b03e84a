/**
 * The provider's patient API. Knows nothing of the UI or of navigation:
 * it sends a request and returns the plain-text answer, or throws an ApiError that says
 * whether the request may have been carried out.
 */
import { withoutTrailingSlash } from '../shared/base-url';
import { preRegistrationSchema, type PreRegistration } from './member';

export const COUPON_TYPE = 'REF_CODE';
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
 * A reference key or coupon code: printable ASCII with no space and no < or > (so no markup), at
 * most 512 characters. The provider's format is not specified; base64 keys (`Ab+c/d=7x9==`) are
 * common, and the key is URL-encoded wherever it is used. Anything else (a maintenance page, an
 * error text, a runaway body) is not an answer.
 */
export const CODE_PATTERN = /^[!-;=?-~]{1,512}$/;

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

const isPlainText = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() === 'text/plain';

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
  const base = withoutTrailingSlash(apiBaseUrl);
  const contract = encodeURIComponent(contractRef);

  async function postForCode(path: string, body: unknown): Promise<string> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${base}/${path}/${contract}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/plain' },
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
    const code = text.trim();
    if (!isPlainText(response.headers.get('Content-Type')) || !CODE_PATTERN.test(code)) {
      // The provider acted (2xx) but the code cannot be read: never offer to send it again.
      throw new ApiError(`${path} answered ${response.status} without a usable code`, 'unconfirmed', response.status);
    }
    return code;
  }

  return {
    async preRegister(member) {
      const payload = preRegistrationSchema.safeParse(member);
      if (!payload.success) throw new ApiError('contact-pre-reg: incomplete answers, nothing sent', 'rejected');
      return postForCode('contact-pre-reg', payload.data);
    },
    requestCoupon: (refCode) => postForCode('contact-coupon', { refCode, type: COUPON_TYPE }),
  };
}
