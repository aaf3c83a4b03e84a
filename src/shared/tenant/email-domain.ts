/**
 * A work e-mail belongs to a partner when its domain is one of the partner's
 * domains or a subdomain of one (hr.acme.it for acme.it), ignoring case.
 * evilacme.it does not belong to acme.it.
 *
 * ES5 only (var, function): the inline script of a partner's page runs it too (src/early/before-app.ts).
 */
export function isEmailInDomains(email: string, domains: readonly string[]): boolean {
  var at = email.lastIndexOf('@');
  if (at < 0) return false;
  var emailDomain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domains.some(function (allowed) {
    return isInDomain(emailDomain, allowed.toLowerCase());
  });
}

/** `domain` is `parent` or one of its subdomains (both in lower case). */
export function isInDomain(domain: string, parent: string): boolean {
  var tail = '.' + parent;
  return domain === parent || (domain.length > tail.length && domain.slice(-tail.length) === tail);
}
