/**
 * Step 1: a work e-mail belongs to a partner when its domain is one of the partner's domains or a
 * subdomain of one (hr.acme.it for acme.it), ignoring case (src/shared/domain-coverage.ts).
 *
 * ES5 only (var, function): the inline script of a partner's page runs it too (src/early/before-app.ts).
 */
import { isInDomain } from '../domain-coverage';

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
