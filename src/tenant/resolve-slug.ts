import { DEMO_SLUG, HOSTNAME_PATTERN, SLUG_PATTERN } from '../shared/tenant/patterns';
import { hostName } from '../shared/site-layout';

export { DEMO_SLUG };

/** Hosts that serve the demo partner, so `npm run dev` works without a subdomain. */
const DEMO_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Which partner a page belongs to: the first label of its host
 * (`acme.example.it`, `acme.localhost:5173` -> `acme`).
 * In non-production builds `?tenant=<slug>` wins over the host.
 * Returns null when no valid slug can be read: the caller shows "partner not found"
 * and never guesses another partner.
 */
export function resolveTenantSlug(host: string, search: string, isProduction: boolean): string | null {
  if (!isProduction && hasTenantOverride(search)) {
    return validSlug((new URLSearchParams(search).get('tenant') ?? '').toLowerCase());
  }
  const hostname = hostName(host);
  if (DEMO_HOSTS.has(hostname)) return DEMO_SLUG;
  const labels = hostname.split('.');
  if (labels.length < 2) return null;
  return validSlug(labels[0] ?? '');
}

/** Non-production previews name the partner with ?tenant=<slug>. */
export function hasTenantOverride(search: string): boolean {
  return new URLSearchParams(search).has('tenant');
}

/**
 * The page's host name, when it could be a partner's own domain (`salute.acme.it`):
 * lowercase letters, digits, hyphens and dots only, 253 characters at most.
 * The app then looks it up in the host map (HOST_MAP of src/shared/site-layout.ts); anything else fetches nothing.
 */
export function resolveCustomHost(host: string): string | null {
  const hostname = hostName(host);
  return HOSTNAME_PATTERN.test(hostname) ? hostname : null;
}

function validSlug(candidate: string): string | null {
  return SLUG_PATTERN.test(candidate) ? candidate : null;
}
