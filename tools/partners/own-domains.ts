/**
 * The domains that are ours or the provider's, never a partner's: our own domain (domain of the site
 * file), the provider's product domain, and the domain of every origin the operator lists
 * (api.salutepiu.example -> salutepiu.example: app., api. and the bare domain alike). No partner lists them as e-mail domains (validate.ts) or as hosts (hosts.ts).
 */
import { getDomain } from 'tldts';
import { isInDomain } from '../../src/shared/domain-coverage.ts';
import type { TenantData } from '../../src/shared/tenant/schema.ts';
import type { SiteSettings } from './site.ts';

export interface OwnDomain {
  domain: string;
  /** Whose it is and where that is said, in words: "the provider's domain (https://api.x.it in apiOrigins of config/site.json)". */
  whose: string;
}

/** The registrable domain of an address's host (app.salutepiu.example -> salutepiu.example); none for loopback. */
function domainOf(url: string): string | undefined {
  return getDomain(new URL(url).hostname, { allowPrivateDomains: true }) ?? undefined;
}

/** Our own domain and the domains of the origins the operator lists, for everyone and for each partner. */
export function siteDomains(site: SiteSettings, siteFile: string): OwnDomain[] {
  return [...ourDomain(site, siteFile), ...originDomains(site, siteFile)];
}

export function ourDomain(site: SiteSettings, siteFile: string): OwnDomain[] {
  return site.domain ? [{ domain: site.domain, whose: `our own domain (domain in ${siteFile})` }] : [];
}

/** The domains of the origins the operator lists, for everyone and for each partner. */
function originDomains(site: SiteSettings, siteFile: string): OwnDomain[] {
  const found: OwnDomain[] = [];
  const origins = (values: readonly string[], field: string) => {
    for (const origin of values) {
      const domain = domainOf(origin);
      if (domain) found.push({ domain, whose: `the provider's domain (${origin} in ${field} of ${siteFile})` });
    }
  };
  for (const list of ['apiOrigins', 'webOrigins'] as const) {
    origins(site[list], list);
    for (const [slug, allowed] of Object.entries(site.partners)) origins(allowed[list], `partners.${slug}.${list}`);
  }
  return found;
}

/**
 * The provider's domain as a partner (merged with _defaults.json) names it: provider.productDomain. (Its
 * addresses count through the origins the operator lists: one the operator does not list is refused
 * anyway, and would only make the partner's own domain look like the provider's.)
 */
export function providerDomains(config: TenantData): OwnDomain[] {
  return [{ domain: config.provider.productDomain, whose: "the provider's own domain (provider.productDomain)" }];
}

/**
 * How `name` meets one of `own`: "is X" / "is under D, X" / "includes D, X" (X: whose it is), or
 * undefined when it is none of them. The first that meets it, in the order given.
 */
export function meetsOwnDomain(name: string, own: readonly OwnDomain[]): string | undefined {
  for (const { domain, whose } of own) {
    if (name === domain) return `${name} is ${whose}`;
    if (isInDomain(name, domain)) return `${name} is under ${domain}, ${whose}`;
    if (isInDomain(domain, name)) return `${name} includes ${domain}, ${whose}`;
  }
  return undefined;
}
