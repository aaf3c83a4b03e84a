import { hostMapSchema, tenantFileSchema, type TenantConfig, type TenantData } from '../shared/tenant/schema';
import { hasTenantOverride, resolveCustomHost, resolveTenantSlug } from './resolve-slug';
import { HOST_MAP, partnerFile } from '../shared/site-layout';

export type TenantLoad =
  | { status: 'ok'; tenant: TenantConfig }
  | { status: 'not-found' }
  | { status: 'unreachable' }
  /** Development only: the dev server's list of what is wrong in the partner's file. */
  | { status: 'invalid'; problems: string[] };

type Fetched = { status: 'ok'; body: unknown } | Exclude<TenantLoad, { status: 'ok' }>;

/** How long the partner's file may take, answer and body, before the member is offered a retry. */
export const TENANT_TIMEOUT_MS = 10_000;

/**
 * Only a missing file (404, or a static host's index.html fallback in its place) means
 * "not found". No answer within TENANT_TIMEOUT_MS, a network failure, a server error or a
 * file cut short mean "unreachable", which the member can retry.
 */
async function fetchJson(path: string, doFetch: typeof fetch): Promise<Fetched> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<Fetched>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ status: 'unreachable' });
    }, TENANT_TIMEOUT_MS);
  });
  try {
    return await Promise.race([readJson(path, doFetch, controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function readJson(path: string, doFetch: typeof fetch, signal: AbortSignal): Promise<Fetched> {
  try {
    // No cache mode: the files are served with Cache-Control: no-cache, and the request must
    // match the one index.html's loader preloads.
    const response = await doFetch(path, { headers: { Accept: 'application/json' }, signal });
    if (response.status === 404) return { status: 'not-found' };
    if (response.status === 422) return problemsOf(await response.json());
    if (!response.ok) return { status: 'unreachable' };
    const text = await response.text();
    if (/^text\/html/i.test(response.headers.get('Content-Type') ?? '') || text.trimStart().startsWith('<')) {
      return { status: 'not-found' };
    }
    return { status: 'ok', body: JSON.parse(text) };
  } catch {
    return { status: 'unreachable' };
  }
}

/** The development server's answer for a partner file with mistakes: { "problems": [ … ] }. */
function problemsOf(body: unknown): Fetched {
  const problems = (body as { problems?: unknown } | null)?.problems;
  return Array.isArray(problems) && problems.every((problem) => typeof problem === 'string')
    ? { status: 'invalid', problems }
    : { status: 'unreachable' };
}

/*
 * The build validated every partner (tools/partners/) before writing /tenants/*.json. The app
 * accepts exactly the files the build can have written: the same schema (src/shared/tenant/schema.ts),
 * with every value already in the form the build stores.
 */

/** The partner in a /tenants/<slug>.json file, or null when the file is not one the build wrote. */
function readTenantFile(body: unknown): TenantData | null {
  const parsed = tenantFileSchema().safeParse(body);
  return parsed.success ? parsed.data : null;
}

/**
 * What /tenants/hosts.json (host -> slug, written by the build) says of `hostname`: its slug;
 * { elsewhere: true } when the map does not list the host; null for a file the build did not write.
 */
function readHostMap(body: unknown, hostname: string): { slug: string } | { elsewhere: true } | null {
  const parsed = hostMapSchema.safeParse(body);
  if (!parsed.success) return null;
  const slug = Object.hasOwn(parsed.data, hostname) ? parsed.data[hostname] : undefined;
  return slug === undefined ? { elsewhere: true } : { slug };
}

/** Fetches /tenants/<slug>.json, emitted by the build for each valid partner. */
export async function loadTenant(slug: string, doFetch: typeof fetch = fetch): Promise<TenantLoad> {
  const fetched = await fetchJson(partnerFile(encodeURIComponent(slug)), doFetch);
  if (fetched.status !== 'ok') return fetched;
  // A file that is there but is not a partner the build wrote: corrupt, worth a retry.
  const tenant = readTenantFile(fetched.body);
  return tenant ? { status: 'ok', tenant: { ...tenant, slug } } : { status: 'unreachable' };
}

/**
 * The partner of one of the partners' own hosts: /tenants/hosts.json, one map of every host to
 * its partner's slug written by the build, then that partner's /tenants/<slug>.json, which must
 * list the host itself.
 */
export async function loadTenantByHost(hostname: string, doFetch: typeof fetch = fetch): Promise<TenantLoad> {
  const fetched = await fetchJson(HOST_MAP, doFetch);
  if (fetched.status !== 'ok') return fetched;
  const found = readHostMap(fetched.body, hostname);
  // A map the build wrote, without this host: not found. Anything else is corrupt, worth a retry.
  if (found === null) return { status: 'unreachable' };
  if ('elsewhere' in found) return { status: 'not-found' };
  const loaded = await loadTenant(found.slug, doFetch);
  if (loaded.status !== 'ok') return loaded.status === 'not-found' ? { status: 'unreachable' } : loaded;
  return loaded.tenant.hosts?.includes(hostname) ? loaded : { status: 'not-found' };
}

/**
 * The partner of the page: by subdomain first (acme.<our domain> -> /tenants/acme.json);
 * when that finds nothing, by the partner's own domain (salute.acme.it -> /tenants/hosts.json,
 * then /tenants/acme.json). A ?tenant= preview never falls back to the host.
 */
export async function findTenant(
  location: { host: string; search: string },
  isProduction: boolean,
  doFetch: typeof fetch = fetch,
): Promise<TenantLoad> {
  const loaded = await findTenantFile(location, isProduction, doFetch);
  // Only the dev server lists a partner's mistakes; members never see them.
  return loaded.status === 'invalid' && isProduction ? { status: 'unreachable' } : loaded;
}

async function findTenantFile(
  location: { host: string; search: string },
  isProduction: boolean,
  doFetch: typeof fetch,
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
