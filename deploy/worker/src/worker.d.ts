import type { RoutesDescription } from '../../../tools/deploy/host-routing.ts';

export { partnerOf } from '../../../src/shared/site-layout.ts';
declare const worker: {
  fetch(request: Request, env: { ROUTES: RoutesDescription; ASSETS: { fetch: typeof fetch } }): Promise<Response>;
};
export default worker;
