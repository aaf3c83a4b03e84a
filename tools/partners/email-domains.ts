/**
 * A partner's e-mail domains admit only its own members: never our own or the provider's domains,
 * never a public suffix, and no public mail (public-mail.ts: free, disposable, alias and relay, privacy
 * and certified mail, a whole public body) unless the operator admits it for this partner in the site
 * file. Each problem names the file, the field, why, and the remedy.
 */
import { publicMail, type PublicMail } from './public-mail.ts';
import { meetsOwnDomain, ourDomain, providerDomains, siteDomains } from './own-domains.ts';
import { isInDomain } from '../../src/shared/domain-coverage.ts';
import type { TenantData } from '../../src/shared/tenant/schema.ts';
import type { SiteSettings } from './site.ts';
import type { TenantProblem } from './problems.ts';

/** How a domain is (or is under) the service of a list: "is" or "is under pec.it,". */
const isOrUnder = (domain: string, service: string) => (service === domain ? 'is' : `is under ${service},`);

/** What admits everyone at `domain`, in words, and the site file's field that can admit it (none for a public suffix). */
function publicWords(domain: string, found: PublicMail, slug: string, siteFile: string): string {
  const admit = (field: string) =>
    `Only the operator can admit it, for this partner only, in partners.${slug}.${field} of ${siteFile}`;
  const anyone = 'and activate the service as a member of this partner';
  switch (found.kind) {
    case 'suffix':
      return `${domain} is a public suffix (Public Suffix List): it is no one's domain, anyone can register a domain under it ${anyone}; list the partner's own domain, such as acme.${found.suffix}`;
    case 'free':
    case 'disposable':
      return `${domain} ${isOrUnder(domain, found.service)} a ${found.kind} mail service: anyone can open an address there ${anyone}. ${admit('publicEmailDomains')}`;
    case 'privacy':
      return `${domain} ${isOrUnder(domain, found.service)} a privacy mail service (${found.name}): anyone can open an address there ${anyone}. ${admit('publicEmailDomains')}`;
    case 'relay':
      return `${domain} ${isOrUnder(domain, found.service)} an e-mail alias or relay service (${found.name}): anyone can make an address there that forwards to any mailbox, ${anyone}. ${admit('publicEmailDomains')}`;
    case 'pec':
      return `${domain} ${isOrUnder(domain, found.service)} a certified mail (PEC) provider (${found.name}, on AgID's register of PEC providers): anyone can buy a box there ${anyone}; a PEC address proves no one works for the partner. ${admit('publicEmailDomains')}`;
    case 'professionPec':
      return `${domain} ${isOrUnder(domain, found.service)} the certified mail (PEC) of a whole profession (${found.name}): every one of its members across Italy has a box there and could activate the service as a member of this partner. ${admit('publicEmailDomains')}`;
    case 'pecByName':
      return found.parent
        ? `${domain} says certified mail (PEC) in its name ("${found.word}"): PEC providers sell boxes to anyone, who could then activate the service as a member of this partner. If it is the partner's own certified mail, list the partner's domain ${found.parent} instead, which covers it; otherwise only the operator can admit it, for this partner only, in partners.${slug}.publicEmailDomains of ${siteFile}`
        : `${domain} says certified mail (PEC) in its name ("${found.word}"): PEC providers sell boxes to anyone, who could then activate the service as a member of this partner. List the partner's own domain; only the operator can admit this one, for this partner only, in partners.${slug}.publicEmailDomains of ${siteFile}`;
    case 'publicBody':
      return `${domain} ${isOrUnder(domain, found.service)} the staff domain of a whole public body (${found.name}): all of its staff, across Italy, could activate the service as members of this partner. List the domain of the partner's own office if it has one; if the partner is that whole body, only the operator can acknowledge it, for this partner only, in partners.${slug}.publicBodyDomains of ${siteFile}`;
  }
}

/**
 * The problems of a partner's e-mail domains (`config` merged with _defaults.json). `where`: the file
 * that holds partner.emailDomains (the partner's, or _defaults.json).
 */
export function emailDomainProblems(
  slug: string,
  config: TenantData,
  where: string,
  site: SiteSettings,
  siteFile: string,
): TenantProblem[] {
  const problems: TenantProblem[] = [];
  const allowed = site.partners[slug];
  // The most telling words first: our domain, then the product's, then an origin's.
  const own = [...ourDomain(site, siteFile), ...providerDomains(config), ...siteDomains(site, siteFile)];
  const domains = config.partner.emailDomains;
  domains.forEach((domain, index) => {
    const field = `partner.emailDomains.${index}`;
    const ours = meetsOwnDomain(domain, own);
    if (ours) {
      problems.push({
        file: where,
        field,
        message: `${ours}: no partner's members have their work e-mail on our own or the provider's domains (step 1 accepts the provider's product domain by itself, in development and test builds only); list only the partner's own domains`,
      });
      return;
    }
    const found = publicMail(domain);
    if (!found) return;
    // pec.acme.it beside acme.it: the partner's own certified mail, which acme.it covers anyway.
    if (
      found.kind === 'pecByName' &&
      domains.some((other) => other !== domain && isInDomain(domain, other) && !publicMail(other))
    )
      return;
    const admitted =
      found.kind === 'suffix'
        ? false
        : (found.kind === 'publicBody' ? (allowed?.publicBodyDomains ?? []) : (allowed?.publicEmailDomains ?? [])).includes(
            domain,
          );
    if (!admitted) problems.push({ file: where, field, message: publicWords(domain, found, slug, siteFile) });
  });
  return problems;
}
