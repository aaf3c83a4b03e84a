/**
 * What no partner may take from another: its contract, its hosts, a host under another partner's
 * domains or under our own domain. Each is an error, and the later file is left out (`rejected`).
 */
import { isInDomain } from '../../src/shared/domain-coverage.ts';
import type { TenantData } from '../../src/shared/tenant/schema.ts';
import { meetsOwnDomain, providerDomains, type OwnDomain } from './own-domains.ts';
import type { TenantProblem } from './problems.ts';

type Checked = { problems: TenantProblem[]; rejected: Set<string> };

/** A contractRef is one partner's: another partner with it would have its activations billed there. */
export function contractProblems(tenants: ReadonlyMap<string, TenantData>, files: ReadonlyMap<string, string>): Checked {
  const problems: TenantProblem[] = [];
  const rejected = new Set<string>();
  const owners = new Map<string, string>();
  for (const [slug, tenant] of tenants) {
    // The provider may not tell ACME-2026 from acme-2026: neither may we.
    const key = tenant.contractRef.toLowerCase();
    const owner = owners.get(key);
    if (owner === undefined) {
      owners.set(key, slug);
      continue;
    }
    problems.push({
      file: files.get(slug) ?? `${slug}.json`,
      field: 'contractRef',
      message: `${tenant.contractRef} is the contract of ${files.get(owner) ?? owner}: this partner's activations would be billed to that contract; use this partner's own contract reference`,
    });
    rejected.add(slug);
  }
  return { problems, rejected };
}

/**
 * A host serves exactly one partner. Refused: a host another file lists; a host whose first
 * label is another partner's subdomain (the app tries /tenants/<first label>.json first); a host
 * equal to or under another partner's e-mail domains or hosts (unless under one of its own); a host under our own domain
 * (`siteDomain`, domain of the site file config/site.json, needed as soon as a partner lists hosts), where
 * every partner already is <slug>.<our domain>; a host of the provider (`siteOwn`: the domains of the
 * origins the operator lists, own-domains.ts; and the partner's provider.productDomain), whose app.,
 * api. and bare domain are never a partner's.
 */
export function hostProblems(
  tenants: ReadonlyMap<string, TenantData>,
  files: ReadonlyMap<string, string>,
  siteDomain?: string,
  siteFile = 'config/site.json',
  siteOwn: readonly OwnDomain[] = [],
): Checked {
  const problems: TenantProblem[] = [];
  const rejected = new Set<string>();
  const owners = new Map<string, string>();
  const fileOf = (slug: string) => files.get(slug) ?? `${slug}.json`;
  const othersDomain = (slug: string, host: string) => {
    const own = tenants.get(slug)?.partner.emailDomains ?? [];
    if (own.some((domain) => isInDomain(host, domain))) return undefined;
    for (const [other, tenant] of tenants) {
      if (other === slug) continue;
      // The same host in two files is "also claimed", said to the second file only (owners, below).
      const hosts = (tenant.hosts ?? []).filter((name) => name !== host);
      const domain = [...tenant.partner.emailDomains, ...hosts].find((name) => isInDomain(host, name));
      if (domain) return { other, domain };
    }
    return undefined;
  };
  for (const [slug, tenant] of tenants) {
    const file = fileOf(slug);
    (tenant.hosts ?? []).forEach((host, index) => {
      const field = `hosts.${index}`;
      const owner = owners.get(host);
      const firstLabel = host.split('.')[0] ?? '';
      const taken = othersDomain(slug, host);
      const providers = meetsOwnDomain(host, [...siteOwn, ...providerDomains(tenant)]);
      let message: string | undefined;
      if (siteDomain === undefined) {
        message = `cannot be checked: the operator sets domain (our own domain) in ${siteFile}, so that the build can refuse hosts under it`;
      } else if (isInDomain(host, siteDomain)) {
        message = `${host} is under our own domain ${siteDomain}, where this partner already is ${slug}.${siteDomain}: list only the partner's own domains`;
      } else if (providers && !providers.startsWith(`${host} includes`)) {
        message = `${providers}: the provider's sites are never a partner's, and its page there would stand in for the provider's own; list only hosts of the partner's own domains`;
      } else if (owner !== undefined && owner !== slug) {
        message = `${host} is also claimed by ${fileOf(owner)}: a host can serve only one partner, so remove it from one of the two files`;
      } else if (firstLabel !== slug && tenants.has(firstLabel) && !rejected.has(firstLabel)) {
        message = `${host} begins with "${firstLabel}", the subdomain of ${fileOf(firstLabel)}, so that partner would be shown on it: use another host name`;
      } else if (taken) {
        message = `${host} is under ${taken.domain}, a domain of ${fileOf(taken.other)}: a partner may list only hosts of its own domains`;
      }
      if (message) {
        problems.push({ file, field, message });
        rejected.add(slug);
      } else {
        owners.set(host, slug);
      }
    });
  }
  return { problems, rejected };
}

/**
 * /tenants/hosts.json: every partner's own host and the partner's slug, one line each, so what
 * the build writes grows with the number of hosts, not with its square. The generic page reads it
 * when the first label of its host is no partner.
 */
export function hostMap(tenants: ReadonlyMap<string, TenantData>): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [slug, tenant] of tenants) {
    for (const host of tenant.hosts ?? []) map[host] = slug;
  }
  return map;
}

/** The partners' own hosts, as the dev and preview servers must answer them. */
export const hostNames = (tenants: ReadonlyMap<string, TenantData>): string[] => Object.keys(hostMap(tenants));
