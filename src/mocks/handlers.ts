import { HttpResponse, delay, http, type RequestHandlerOptions } from 'msw';
import {
  COUPON,
  PRE_REGISTRATION,
  PROVIDER_ENDPOINTS,
  probeUrl,
  providerUrl,
  type ProviderEndpoint,
} from '../shared/provider-api';

/**
 * The one msw stand-in for the provider's patient API (src/shared/provider-api.ts), for `npm run dev`
 * (in the browser, src/mocks/browser.ts) and Vitest (tests/support/msw-server.ts, where a test
 * overrides one call with `server.use(handlers.preRegistration(() => …))`).
 */

/** How the stand-in answers one call. */
export type ProviderAnswer = (request: Request) => Response | Promise<Response>;

/** Told of every call before it is answered (the tests record them). */
export type ProviderListener = (endpoint: ProviderEndpoint, request: Request) => void | Promise<void>;

/** The handler of one call, answering with `answer` (only the next call, with `{ once: true }`). */
export function providerHandler(
  apiBaseUrl: string,
  endpoint: ProviderEndpoint,
  answer: ProviderAnswer,
  listener?: ProviderListener,
  options?: RequestHandlerOptions,
) {
  return http.post(
    providerUrl(apiBaseUrl, endpoint, ':contractRef'),
    async ({ request }) => {
      await listener?.(endpoint, request);
      return answer(request);
    },
    options,
  );
}

/** A handler per call, by its name, each answering with the answer it is given. */
export function providerApi(apiBaseUrl: string, listener?: ProviderListener) {
  return {
    preRegistration: (answer: ProviderAnswer, options?: RequestHandlerOptions) =>
      providerHandler(apiBaseUrl, PRE_REGISTRATION, answer, listener, options),
    coupon: (answer: ProviderAnswer, options?: RequestHandlerOptions) =>
      providerHandler(apiBaseUrl, COUPON, answer, listener, options),
  };
}

export interface ProviderStandInOptions {
  /** How long each answer takes. */
  delayMs?: number;
  /** The reference key (contact-pre-reg) or coupon code (contact-coupon) answered. */
  code?: (endpoint: ProviderEndpoint) => string;
  listener?: ProviderListener;
}

const randomCode = (endpoint: ProviderEndpoint) =>
  endpoint === PRE_REGISTRATION
    ? `REF-${crypto.randomUUID().slice(0, 8).toUpperCase()}`
    : `CPN-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;

/** The probe before each call (src/lib/api-client.ts reachable), answered with `answer`. */
export function probeHandler(apiBaseUrl: string, answer: () => Response | Promise<Response>, options?: RequestHandlerOptions) {
  return http.head(probeUrl(apiBaseUrl), answer, options);
}

/** Every call answered with a code in plain text, as the real API does; the probe with an empty answer. */
export function providerHandlers(
  apiBaseUrl: string,
  { delayMs = 400, code = randomCode, listener }: ProviderStandInOptions = {},
) {
  const probe = probeHandler(apiBaseUrl, () => new HttpResponse(null, { status: 204 }));
  return [
    probe,
    ...PROVIDER_ENDPOINTS.map((endpoint) =>
      providerHandler(
        apiBaseUrl,
        endpoint,
        async () => {
          if (delayMs > 0) await delay(delayMs);
          return HttpResponse.text(code(endpoint));
        },
        listener,
      ),
    ),
  ];
}
