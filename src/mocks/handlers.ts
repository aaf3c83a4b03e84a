import { HttpResponse, delay, http } from 'msw';
import { withoutTrailingSlash } from '../shared/base-url';

/**
 * A stand-in for the provider's patient API, for `npm run dev` (in the browser) and the tests:
 * it answers in plain text, as the real API does.
 */
export function providerHandlers(apiBaseUrl: string) {
  const base = withoutTrailingSlash(apiBaseUrl);
  return [
    http.post(`${base}/contact-pre-reg/:contractRef`, async () => {
      await delay(400);
      return HttpResponse.text(`REF-${crypto.randomUUID().slice(0, 8).toUpperCase()}`);
    }),
    http.post(`${base}/contact-coupon/:contractRef`, async () => {
      await delay(400);
      return HttpResponse.text(`CPN-${crypto.randomUUID().slice(0, 6).toUpperCase()}`);
    }),
  ];
}
