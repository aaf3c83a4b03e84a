import type { RoutesDescription } from '../../../tools/deploy/host-routing.ts';

/** The partner of a host, as deploy/nginx.conf's maps find it (worker.js); "" for none. */
export function partnerOf(routes: RoutesDescription, host: string): string;
declare const worker: {
  fetch(request: Request, env: { ROUTES: RoutesDescription; ASSETS: { fetch: typeof fetch } }): Promise<Response>;
};
export default worker;
