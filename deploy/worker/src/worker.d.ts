import type { RoutesDescription } from '../../../tools/deploy/host-routing.ts';

export { partnerOf } from '../../../src/shared/site-layout.ts';
/** The path as nginx reads it, or null where nginx answers 400. */
export function nginxPath(pathname: string): string | null;
declare const worker: {
  fetch(request: Request, env: { ROUTES: RoutesDescription; ASSETS: { fetch: typeof fetch } }): Promise<Response>;
};
export default worker;
