/** The partners' own domains ("hosts"): each serves exactly one partner. */
import type { TenantData } from '../schema.ts';
import type { TenantProblem } from './problems.ts';

/**
 * A host serves exactly one partner. Two files claiming one host, or a host whose first
 * label is another partner's subdomain (the app tries /tenants/<first label>.json first),
 * would show the wrong partner: both are errors, and the later file is left out (`rejected`).
 */
export function hostProblems(
  tenants: ReadonlyMap<string, TenantData>,
  files: ReadonlyMap<string, string>,
): { problems: TenantProblem[]; rejected: Set<string> } {
  const problems: TenantProblem[] = [];
  const rejected = new Set<string>();
  const owners = new Map<string, string>();
  const fileOf = (slug: string) => files.get(slug) ?? `${slug}.json`;
  for (const [slug, tenant] of tenants) {
    const file = fileOf(slug);
    (tenant.hosts ?? []).forEach((host, index) => {
      const field = `hosts.${index}`;
      const owner = owners.get(host);
      const firstLabel = host.split('.')[0] ?? '';
      if (owner !== undefined && owner !== slug) {
        problems.push({
          file,
          field,
          message: `${host} is also claimed by ${fileOf(owner)}: a host can serve only one partner, so remove it from one of the two files`,
        });
        rejected.add(slug);
      } else if (firstLabel !== slug && tenants.has(firstLabel) && !rejected.has(firstLabel)) {
        problems.push({
          file,
          field,
          message: `${host} begins with "${firstLabel}", the subdomain of ${fileOf(firstLabel)}, so that partner would be shown on it: use another host name`,
        });
        rejected.add(slug);
      } else {
        owners.set(host, slug);
      }
    });
  }
  return { problems, rejected };
}

/** Every custom host of the valid tenants, with the content of /tenants/hosts/<host>.json. */
export function hostFiles(tenants: ReadonlyMap<string, TenantData>): Map<string, { slug: string } & TenantData> {
  const files = new Map<string, { slug: string } & TenantData>();
  for (const [slug, tenant] of tenants) {
    for (const host of tenant.hosts ?? []) files.set(host, { slug, ...tenant });
  }
  return files;
}
