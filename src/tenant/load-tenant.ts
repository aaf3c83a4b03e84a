import { tenantSchema, type TenantConfig } from './schema';

export type TenantLoad =
  | { status: 'ok'; tenant: TenantConfig }
  | { status: 'not-found' }
  | { status: 'unreachable' };

/**
 * Fetches /tenants/<slug>.json, emitted by the build for each valid partner.
 * A missing file (or a static host's index.html fallback in its place) means "not found";
 * a network failure means "unreachable", which the member can retry.
 */
export async function loadTenant(slug: string, doFetch: typeof fetch = fetch): Promise<TenantLoad> {
  let response: Response;
  try {
    response = await doFetch(`/tenants/${encodeURIComponent(slug)}.json`, {
      headers: { Accept: 'application/json' },
      cache: 'no-cache',
    });
  } catch {
    return { status: 'unreachable' };
  }
  if (response.status === 404) return { status: 'not-found' };
  if (!response.ok) return { status: 'unreachable' };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { status: 'not-found' };
  }
  const parsed = tenantSchema.safeParse(body);
  if (!parsed.success) return { status: 'not-found' };
  const { $schema: _ignored, ...config } = parsed.data;
  return { status: 'ok', tenant: { ...config, slug } };
}
