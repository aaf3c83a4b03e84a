/**
 * A domain covers itself and its subdomains: acme.it covers acme.it and hr.acme.it, not evilacme.it.
 * The one rule for a member's work e-mail (step 1, in the app and in the inline script of a
 * partner's page), a partner's hosts, two partners' e-mail domains, and the public mail services
 * (tools/partners/). Names are compared as given: callers lower-case them.
 *
 * The inline script of a partner's page runs it too (src/early/before-app.ts, lowered to ES5 by the build).
 */

/** `domain` and every domain that covers it: hr.acme.it → hr.acme.it, acme.it, it. */
export function coveringDomains(domain: string): string[] {
  const covering = [domain];
  // A dot with no label before it (".acme.it") starts no subdomain.
  for (let dot = domain.indexOf('.'); dot >= 0; dot = domain.indexOf('.', dot + 1)) {
    if (dot > 0) covering.push(domain.slice(dot + 1));
  }
  return covering;
}

/** `domain` is `parent` or one of its subdomains. */
export function isInDomain(domain: string, parent: string): boolean {
  return coveringDomains(domain).indexOf(parent) >= 0;
}
