/**
 * What the site file grants names a partner that exists: partners.<slug> for a slug with no file in
 * tenants/ would stay live, unseen, for whoever adds a file of that name later (a publicEmailDomains
 * of gmail.com, an origin of its own); and a looksLike or overlapsWith naming no partner acknowledges
 * nothing. Each is an error on the site file, naming the slug.
 */
import type { TenantProblem } from './problems.ts';
import type { SiteSettings } from './site.ts';

/** `slugs`: the partner files in tenants/, by slug (valid or not: a file being fixed still names its partner). */
export function grantProblems(
  site: SiteSettings,
  slugs: ReadonlySet<string>,
  siteFile: string,
  tenantsDir: string,
): TenantProblem[] {
  const problems: TenantProblem[] = [];
  for (const [slug, allowed] of Object.entries(site.partners)) {
    if (!slugs.has(slug)) {
      problems.push({
        file: siteFile,
        field: `partners.${slug}`,
        message: `names no partner: there is no ${tenantsDir}/${slug}.json, so what it allows would go to whoever adds a file of that name later; remove partners.${slug}, or correct the slug`,
      });
      continue;
    }
    for (const field of ['looksLike', 'overlapsWith'] as const) {
      allowed[field].forEach((other, index) => {
        if (slugs.has(other)) return;
        problems.push({
          file: siteFile,
          field: `partners.${slug}.${field}.${index}`,
          message: `names no partner: there is no ${tenantsDir}/${other}.json, so it acknowledges nothing; remove it, or correct the slug`,
        });
      });
    }
  }
  return problems;
}
