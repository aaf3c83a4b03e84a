/**
 * The partner as the build writes it into the partner's own page (a JSON script element, read by
 * src/main.tsx). The build wrote it from the partner file the partner gate accepted
 * (tools/partners/validate.ts), already in the form the app uses, into the same response as the page's
 * own code: the schema checked it then. Checking it again here would put the whole partner schema into
 * step 1's JavaScript and its parse into the page's first seconds (issue 41: no long task after the
 * first paint), to guard against nothing the page's own code could not do itself. Only its shape is
 * checked: a partner with a slug. A partner file fetched by the generic page is another thing: read
 * through the schema (load-tenant.ts).
 */
import { SLUG_PATTERN } from '../shared/tenant/patterns';
import type { TenantConfig } from '../shared/tenant/schema';

/** The partner with its slug, as the build writes it into the partner's own page; null for anything else. */
export function readEmbeddedTenant(body: unknown): TenantConfig | null {
  if (!isRecord(body) || typeof body.slug !== 'string' || !SLUG_PATTERN.test(body.slug)) return null;
  const { partner, provider, support } = body;
  return isRecord(partner) && isRecord(provider) && isRecord(support) ? (body as unknown as TenantConfig) : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
