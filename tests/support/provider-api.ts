import { HttpResponse, http, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { API_BASE } from './test-tenant';

export const SITE_ORIGIN = 'http://localhost:3000';

export interface RecordedRequest {
  path: string;
  body: unknown;
}

/** Every request the provider API received during a test, in order. */
export const received: RecordedRequest[] = [];

import services from '../../public/json/reti.json';

type Answer = () => Response | Promise<Response>;

function recording(answer: Answer): HttpResponseResolver {
  return async ({ request }) => {
    received.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    return answer();
  };
}

export const handlers = {
  preRegistration: (answer: Answer) => http.post(`${API_BASE}/contact-pre-reg/:contractRef`, recording(answer)),
  coupon: (answer: Answer) => http.post(`${API_BASE}/contact-coupon/:contractRef`, recording(answer)),
  services: (answer: Answer) => http.get(`${SITE_ORIGIN}/json/reti.json`, answer),
};

export const server = setupServer(
  handlers.preRegistration(() => HttpResponse.text('REF-123')),
  handlers.coupon(() => HttpResponse.text('CPN-987')),
  handlers.services(() => HttpResponse.json(services)),
);
