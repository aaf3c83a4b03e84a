/**
 * Step 1: a work e-mail belongs to a partner when its domain is one of the partner's domains or a
 * subdomain of one (hr.acme.it for acme.it), ignoring case (src/shared/domain-coverage.ts).
 *
 * The inline script of a partner's page runs it too (src/early/before-app.ts, lowered to ES5 by the build).
 */
import { isInDomain } from '../domain-coverage';

export function isEmailInDomains(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const emailDomain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domains.some((allowed) => isInDomain(emailDomain, allowed.toLowerCase()));
}
