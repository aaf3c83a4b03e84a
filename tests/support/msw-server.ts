import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpResponse, http, type RequestHandlerOptions } from 'msw';
import { setupServer } from 'msw/node';
import {
  probeHandler,
  providerApi,
  providerHandler,
  providerHandlers,
  type ProviderAnswer,
  type ProviderListener,
} from '@/mocks/handlers';
import { PRE_REGISTRATION, type ProviderEndpoint } from '@/shared/provider-api';
import { API_BASE } from './test-tenant';

/**
 * Vitest's msw server: the provider API's stand-in of src/mocks/handlers.ts (answering REF-123 and
 * CPN-987 at once) and the site's JSON files. A test overrides one answer with `server.use(handlers.…)`.
 */

export const SITE_ORIGIN = 'http://localhost:3000';

export interface RecordedRequest {
  path: string;
  body: unknown;
}

/** Every request the provider API received during a test, in order. */
export const received: RecordedRequest[] = [];

import services from '../../public/json/reti.json';

const record: ProviderListener = async (_endpoint, request) => {
  received.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
};

type Answer = () => Response | Promise<Response>;

export const handlers = {
  ...providerApi(API_BASE, record),
  /** Either call of the provider, by its endpoint. */
  provider: (endpoint: ProviderEndpoint, answer: ProviderAnswer, options?: RequestHandlerOptions) =>
    providerHandler(API_BASE, endpoint, answer, record, options),
  /** The probe to the API's origin just before each call (src/lib/api-client.ts reachable). */
  probe: (answer: Answer, options?: RequestHandlerOptions) => probeHandler(API_BASE, answer, options),
  services: (answer: Answer) => http.get(`${SITE_ORIGIN}/json/reti.json`, answer),
  /** A province's municipalities (public/json/comuni/MI.json), `province` being its code. */
  municipalities: (answer: (province: string) => Response | Promise<Response>) =>
    http.get(`${SITE_ORIGIN}/json/comuni/:file`, ({ params }) => answer(String(params.file).replace(/\.json$/, ''))),
  /** Today's municipalities whose name starts with a letter (public/json/comuni-oggi/m.json), `letter` being it. */
  todayNames: (answer: (letter: string) => Response | Promise<Response>) =>
    http.get(`${SITE_ORIGIN}/json/comuni-oggi/:file`, ({ params }) => answer(String(params.file).replace(/\.json$/, ''))),
};

/** The committed file of a province, as the site serves it. */
export const municipalitiesOf = (province: string) => publicJson('comuni', province);

/** The committed file of today's municipalities whose name starts with `letter`, as the site serves it. */
export const todayNamesOf = (letter: string) => publicJson('comuni-oggi', letter);

async function publicJson(folder: string, name: string): Promise<Response> {
  // A path, not a URL: under jsdom, URL is jsdom's, which node:fs does not take.
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'json', folder, `${name}.json`);
  return readFile(file, 'utf8').then(
    (text) => new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } }),
    () => new HttpResponse(null, { status: 404 }),
  );
}

export const server = setupServer(
  ...providerHandlers(API_BASE, {
    delayMs: 0,
    code: (endpoint) => (endpoint === PRE_REGISTRATION ? 'REF-123' : 'CPN-987'),
    listener: record,
  }),
  handlers.services(() => HttpResponse.json(services)),
  handlers.municipalities(municipalitiesOf),
  handlers.todayNames(todayNamesOf),
);
