/**
 * A work e-mail belongs to a partner when its domain is one of the partner's
 * domains or a subdomain of one (hr.acme.it for acme.it), ignoring case.
 * evilacme.it does not belong to acme.it.
 */
export function isEmailInDomains(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const emailDomain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domains.some((allowed) => {
    const domain = allowed.toLowerCase();
    return emailDomain === domain || emailDomain.endsWith(`.${domain}`);
  });
}
