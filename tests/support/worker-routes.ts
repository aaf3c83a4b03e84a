/**
 * The build's description of routes (dist-deploy/routes.json) for the worker's unit tests: one partner,
 * acme, reached by <slug>.<any domain>, with a policy of its own and one for hosts that are no partner.
 */
import type { RoutesDescription } from '../../tools/deploy/host-routing';
import { CACHE } from '../../tools/deploy/security-headers';

export const ACME_ROUTES: RoutesDescription = {
  slugs: ['acme'],
  hosts: {},
  siteDomain: null,
  headers: { 'Content-Security-Policy': "default-src 'none'", 'X-Content-Type-Options': 'nosniff' },
  csp: { acme: "default-src 'self'" },
  cache: CACHE,
};
