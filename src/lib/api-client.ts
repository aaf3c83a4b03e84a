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
  PROBE_METHOD,
  couponRequest,
  preRegistrationSchema,
  probeUrl,
  providerUrl,
  readCode,
  type PreRegistration,
  type ProviderEndpoint,
} from '../shared/provider-api';

export const REQUEST_TIMEOUT_MS = 15_000;
/** How long the probe before a request may take (reachable). */
export const PROBE_TIMEOUT_MS = 4_000;

export interface ApiClient {
  /**
   * Whether a request to the API could leave now, asked just before each one: false when the
   * device is offline, or when one small request to the API's origin fails (its name does not
   * resolve, the connection is refused) or takes over PROBE_TIMEOUT_MS. What it proves ends there:
   * a request sent after it can still fail on the way, and then nobody can tell whether it arrived.
   */
  reachable(): Promise<boolean>;
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
  probeTimeoutMs?: number;
  /** Whether the device says it is online (navigator.onLine unless given). */
  online?: () => boolean;
}

export function createApiClient({
  apiBaseUrl,
  contractRef,
  fetch: doFetch = (...args) => fetch(...args),
  timeoutMs = REQUEST_TIMEOUT_MS,
  probeTimeoutMs = PROBE_TIMEOUT_MS,
  online = () => navigator.onLine !== false,
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
    async reachable() {
      if (!online()) return false;
      try {
        // Opaque (no CORS): only whether an answer came counts, never what it says.
        await doFetch(probeUrl(apiBaseUrl), {
          method: PROBE_METHOD,
          mode: 'no-cors',
          cache: 'no-store',
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
          signal: AbortSignal.timeout(probeTimeoutMs),
        });
        return true;
      } catch {
        return false;
      }
    },
    async preRegister(member) {
      const payload = preRegistrationSchema.safeParse(member);
      if (!payload.success) throw new ApiError(`${PRE_REGISTRATION}: incomplete answers, nothing sent`, 'rejected');
      return postForCode(PRE_REGISTRATION, payload.data);
    },
    requestCoupon: (refCode) => postForCode(COUPON, couponRequest(refCode)),
  };
}
