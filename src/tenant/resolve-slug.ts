import { SLUG_PATTERN } from './schema';

/** Hosts that serve the demo partner, so `npm run dev` works without a subdomain. */
const DEMO_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const DEMO_SLUG = 'demo';

/**
 * Which partner a page belongs to: the first label of its host
 * (`acme.example.it`, `acme.localhost:5173` -> `acme`).
 * In non-production builds `?tenant=<slug>` wins over the host.
 * Returns null when no valid slug can be read: the caller shows "partner not found"
 * and never guesses another partner.
 */
export function resolveTenantSlug(host: string, search: string, isProduction: boolean): string | null {
  if (!isProduction) {
    const override = new URLSearchParams(search).get('tenant');
    if (override !== null) return validSlug(override.toLowerCase());
  }
  const hostname = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (DEMO_HOSTS.has(hostname)) return DEMO_SLUG;
  const labels = hostname.split('.');
  if (labels.length < 2) return null;
  return validSlug(labels[0] ?? '');
}

function validSlug(candidate: string): string | null {
  return SLUG_PATTERN.test(candidate) ? candidate : null;
}
