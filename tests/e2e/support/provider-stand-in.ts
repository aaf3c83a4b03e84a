/**
 * A stand-in for the provider's API, a real HTTP server on loopback (no msw, no interception).
 * It records every request, answers in text/plain, handles CORS preflight, and can be told
 * to fail, to answer empty or with another body or content type, to leave out the CORS headers,
 * to be slow, never to answer, or to cut connections. It also serves a tiny signup page
 * so the redirect can be followed.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import {
  PRE_REGISTRATION,
  PROVIDER_METHOD,
  PROVIDER_REQUEST_HEADERS,
  endpointOf,
  readCode,
  type ProviderEndpoint,
} from '../../../src/shared/provider-api.ts';

export interface RecordedCall {
  method: string;
  path: string;
  query: string;
  origin: string | undefined;
  referer: string | undefined;
  contentType: string | undefined;
  body: unknown;
  /**
   * For API calls: whether the provider carried it out and answered with a reference key or coupon
   * (a 2xx, text/plain, a code), whether or not the browser could read the answer.
   */
  succeeded?: boolean;
  /** The reference key or coupon code answered, when it succeeded. */
  code?: string;
}

export interface Behaviour {
  /** HTTP status to answer with. */
  status?: number;
  /** Answer with an empty body (a 200 with no reference key). */
  empty?: boolean;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Never answer. */
  hang?: boolean;
  /** The body to answer with instead of a generated code. */
  body?: string;
  /** The Content-Type to answer with instead of text/plain (a maintenance page: text/html). */
  contentType?: string;
  /** Answer without CORS headers: the request is carried out, the browser withholds the answer. */
  noCors?: boolean;
  /** A Location header (with a 3xx status): where the answer redirects to. */
  location?: string;
  /**
   * Carry the request out, send the head and the first bytes of its answer, then reset the
   * connection: the request has left and arrived, the page never learns it. Because part of an answer came,
   * the browser cannot send the request again by itself (it does on a reused connection reset
   * before any byte of an answer), so exactly one request reaches the provider.
   */
  resetAfterRequest?: boolean;
}

/** The path of the API's base address in the suites' partner files (tests/e2e/tenants/_defaults.json). */
const API_PATH = '/patient';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': `${PROVIDER_METHOD}, OPTIONS`,
  'Access-Control-Allow-Headers': Object.keys(PROVIDER_REQUEST_HEADERS).join(', '),
  'Access-Control-Max-Age': '600',
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class ProviderStandIn {
  readonly calls: RecordedCall[] = [];
  private behaviours = new Map<ProviderEndpoint, Behaviour[]>();
  private counter = 0;
  private downUntil = new Map<ProviderEndpoint, number>();
  private server: Server | null = null;
  private sockets = new Set<Socket>();

  /** The API calls only (pre-registration and coupon), not preflights or page loads. */
  apiCalls(endpoint?: ProviderEndpoint): RecordedCall[] {
    return this.calls.filter(
      (call) => call.method === PROVIDER_METHOD && (!endpoint || endpointOf(API_PATH, call.path) === endpoint),
    );
  }

  /** The next answers of an endpoint; once used up, it answers normally again. */
  queue(endpoint: ProviderEndpoint, ...behaviours: Behaviour[]): void {
    this.behaviours.set(endpoint, [...(this.behaviours.get(endpoint) ?? []), ...behaviours]);
  }

  /** Every request to the endpoint in the next `ms` has its connection cut, as when the network drops. */
  networkDownFor(endpoint: ProviderEndpoint, ms: number): void {
    this.downUntil.set(endpoint, Date.now() + ms);
  }

  /** The calls the API answered with a code: the pre-registrations or coupons that really happened. */
  successes(endpoint: ProviderEndpoint): RecordedCall[] {
    return this.apiCalls(endpoint).filter((call) => call.succeeded);
  }

  reset(): void {
    this.downUntil.clear();
    this.calls.length = 0;
    this.behaviours.clear();
    this.counter = 0;
  }

  async start(port: number): Promise<void> {
    this.server = createServer((req, res) => void this.respond(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((done) => this.server!.listen(port, '127.0.0.1', done));
  }

  private async respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // keep the raw text
    }
    const call: RecordedCall = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.search,
      origin: req.headers.origin,
      referer: req.headers.referer,
      contentType: req.headers['content-type'],
      body,
    };
    this.calls.push(call);

    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    const endpoint = endpointOf(API_PATH, url.pathname);
    if (req.method === PROVIDER_METHOD && endpoint) {
      if (Date.now() < (this.downUntil.get(endpoint) ?? 0)) {
        req.socket.destroy();
        return;
      }
      const behaviour = this.behaviours.get(endpoint)?.shift() ?? {};
      if (behaviour.hang) return;
      if (behaviour.resetAfterRequest) {
        this.counter += 1;
        call.succeeded = true;
        res.writeHead(200, { ...CORS, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': '64' });
        res.write('REF', () => req.socket.resetAndDestroy());
        return;
      }
      if (behaviour.delayMs) await new Promise((done) => setTimeout(done, behaviour.delayMs));
      const status = behaviour.status ?? 200;
      this.counter += 1;
      const code = endpoint === PRE_REGISTRATION ? `REF-${this.counter}` : `CPN-${this.counter}`;
      const text = behaviour.empty ? '' : (behaviour.body ?? (status === 200 ? code : 'Errore del server'));
      const contentType = behaviour.contentType ?? 'text/plain; charset=utf-8';
      call.code = status >= 200 && status < 300 ? readCode(contentType, text) : undefined;
      call.succeeded = call.code !== undefined;
      const redirect = behaviour.location ? { Location: behaviour.location } : {};
      res.writeHead(status, { ...(behaviour.noCors ? {} : CORS), 'Content-Type': contentType, ...redirect }).end(text);
      return;
    }
    if (req.method === 'GET' && url.pathname.startsWith('/webapp/')) {
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end('<!doctype html><html lang="it"><title>Registrazione fornitore</title><h1>Registrazione</h1></html>');
      return;
    }
    res.writeHead(404, CORS).end();
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((done) => this.server?.close(done));
  }
}
