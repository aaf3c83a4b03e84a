import type { TenantConfig } from './schema';
import { readHostFile, readTenantFile } from './tenant-file';
import { hasTenantOverride, resolveCustomHost, resolveTenantSlug } from './resolve-slug';

export type TenantLoad =
  | { status: 'ok'; tenant: TenantConfig }
  | { status: 'not-found' }
  | { status: 'unreachable' };

type Fetched = { status: 'ok'; body: unknown } | { status: 'not-found' } | { status: 'unreachable' };

/**
 * A missing file (or a static host's index.html fallback in its place) means "not found";
 * a network failure means "unreachable", which the member can retry.
 */
async function fetchJson(path: string, doFetch: typeof fetch): Promise<Fetched> {
  let response: Response;
  try {
    // No cache mode: the files are served with Cache-Control: no-cache, and the request must
    // match the one index.html's loader preloads.
    response = await doFetch(path, { headers: { Accept: 'application/json' } });
  } catch {
    return { status: 'unreachable' };
  }
  if (response.status === 404) return { status: 'not-found' };
  if (!response.ok) return { status: 'unreachable' };
  try {
    return { status: 'ok', body: await response.json() };
  } catch {
    return { status: 'not-found' };
  }
}

/** Fetches /tenants/<slug>.json, emitted by the build for each valid partner. */
export async function loadTenant(slug: string, doFetch: typeof fetch = fetch): Promise<TenantLoad> {
  const fetched = await fetchJson(`/tenants/${encodeURIComponent(slug)}.json`, doFetch);
  if (fetched.status !== 'ok') return fetched;
  const tenant = readTenantFile(fetched.body);
  return tenant ? { status: 'ok', tenant: { ...tenant, slug } } : { status: 'not-found' };
}

/**
 * Fetches /tenants/hosts/<hostname>.json, emitted by the build for each host a partner
 * lists under "hosts". The file says which partner it is: { "slug": "acme", ...tenant }.
 */
export async function loadTenantByHost(hostname: string, doFetch: typeof fetch = fetch): Promise<TenantLoad> {
  const fetched = await fetchJson(`/tenants/hosts/${encodeURIComponent(hostname)}.json`, doFetch);
  if (fetched.status !== 'ok') return fetched;
  const tenant = readHostFile(fetched.body, hostname);
  return tenant ? { status: 'ok', tenant } : { status: 'not-found' };
}

/**
 * The partner of the page: by subdomain first (acme.<our domain> -> /tenants/acme.json);
 * when that finds nothing, by the partner's own domain (salute.acme.it ->
 * /tenants/hosts/salute.acme.it.json). A ?tenant= preview never falls back to the host.
 */
export async function findTenant(
  location: { host: string; search: string },
  isProduction: boolean,
  doFetch: typeof fetch = fetch,
): Promise<TenantLoad> {
  const slug = resolveTenantSlug(location.host, location.search, isProduction);
  if (slug) {
    const loaded = await loadTenant(slug, doFetch);
    if (loaded.status !== 'not-found') return loaded;
  }
  if (!isProduction && hasTenantOverride(location.search)) return { status: 'not-found' };
  const hostname = resolveCustomHost(location.host);
  return hostname ? loadTenantByHost(hostname, doFetch) : { status: 'not-found' };
}
