/**
 * A front for nginx that can hold back, or refuse, the app's scripts: the seconds before the app
 * runs, made as long as a test needs, in any engine (the engines suite has no request interception
 * in WebKit). Everything else passes straight through to nginx, over HTTPS, with the browser's
 * Host. The front itself speaks plain HTTP: from an https:// page WebKitGTK refuses to call the
 * provider stand-in's http:// address (mixed content), which Chromium and Firefox allow on loopback.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { request } from 'node:https';
import { once } from 'node:events';

const SCRIPT = /^\/assets\/[^?]+\.js(\?|$)/;
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

export class ScriptGate {
  private server?: Server;
  private mode: 'open' | 'hold' | 'refuse' = 'open';
  private waiting: Array<() => void> = [];
  /** Script requests held back since the last reset. */
  held = 0;

  async start({ port, upstreamPort }: { port: number; upstreamPort: number }) {
    this.server = createServer((incoming, response) => this.handle(incoming, response, upstreamPort));
    this.server.listen(port, '127.0.0.1');
    await once(this.server, 'listening');
  }

  /** From now on, script requests wait for release(). */
  hold() {
    this.mode = 'hold';
  }

  /** From now on, script requests are refused (503), as a blocking proxy would. */
  refuse() {
    this.mode = 'refuse';
  }

  /** Lets the held requests through, and every one after. */
  release() {
    this.mode = 'open';
    this.waiting.splice(0).forEach((go) => go());
  }

  reset() {
    this.release();
    this.held = 0;
    this.log.length = 0;
  }

  async stop() {
    this.release();
    this.server?.closeAllConnections();
    await new Promise((done) => this.server?.close(done));
  }

  /** Every request seen, for a test's diagnostics: "GET /assets/… refused". */
  readonly log: string[] = [];

  private handle(incoming: IncomingMessage, response: ServerResponse, upstreamPort: number) {
    this.log.push(`${incoming.method} ${incoming.url} ${this.mode}`);
    const script = SCRIPT.test(incoming.url ?? '');
    if (script && this.mode === 'refuse') {
      response.writeHead(503, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('refused by the test');
      return;
    }
    const go = () => {
      const upstream = request(
        {
          host: '127.0.0.1',
          port: upstreamPort,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
          rejectUnauthorized: false,
        },
        (answer) => {
          const headers = { ...answer.headers };
          for (const name of HOP_BY_HOP) delete headers[name];
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      incoming.pipe(upstream);
    };
    if (script && this.mode === 'hold') {
      this.held += 1;
      this.waiting.push(go);
    } else go();
  }
}
