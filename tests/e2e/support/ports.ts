import { createServer } from 'node:net';

/** Where the browser suite serves the production build and the provider API stand-in. */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4300);
export const API_PORT = 4301;
/** nginx: HTTPS, and the plain-HTTP server that redirects to it. */
export const NGINX_PORT = 4302;
export const NGINX_HTTP_PORT = 4303;
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;

/** A partner's page, reached by its subdomain as members reach it. */
export function siteUrl(slug: string, path = '/', port = SITE_PORT, scheme: 'http' | 'https' = 'http'): string {
  return `${scheme}://${slug}.localhost:${port}${path}`;
}
/** The engines suite's HTTPS front for nginx that can hold the app's scripts back (script-gate.ts). */
export const GATE_PORT = 4304;
/** The Cloudflare worker (deploy/worker/), served locally by wrangler dev: plain HTTP. */
export const WORKER_PORT = Number(process.env.E2E_WORKER_PORT ?? 4305);

/** A port nothing listens on now: for a server a test starts for itself, never one of the suite's above. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
