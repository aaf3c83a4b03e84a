/**
 * Mistakes that do not stop the build but that an integrator should look at (npm run tenant:check
 * prints them): contrast, e-mail domains whose addresses step 1 cannot take yet.
 * (E-mail domains shared by two partners are errors: identity.ts.)
 */
import { isValidEmail } from '../../src/shared/eligibility/email-syntax.ts';
import { contrastRatio, onColor } from '../../src/shared/tenant/contrast.ts';
import type { TenantLoadResult, TenantProblem } from './problems.ts';

/** The minimum contrast of normal text (WCAG 2.2, 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Mistakes that do not break the site but that an integrator should look at:
 * text hard to read on the primary colour,
 * an e-mail domain (a top-level domain in punycode, acme.xn--p1ai) whose addresses the e-mail syntax
 * of step 1 (src/shared/eligibility/email-syntax.ts) does not take yet.
 */
export function tenantWarnings({ tenants, files }: TenantLoadResult): TenantProblem[] {
  const warnings: TenantProblem[] = [];
  for (const [slug, tenant] of tenants) {
    const file = files.get(slug) ?? `${slug}.json`;
    const primary = tenant.branding.primaryColor.toLowerCase();
    const ink = onColor(primary);
    const ratio = contrastRatio(primary, ink);
    if (ratio < MIN_TEXT_CONTRAST) {
      warnings.push({
        file,
        field: 'branding.primaryColor',
        message: `${primary} gives only ${ratio.toFixed(2)}:1 contrast with the text drawn on it (${ink}); buttons need at least ${MIN_TEXT_CONTRAST}:1 to be readable, so choose a ${ink === '#ffffff' ? 'darker' : 'lighter'} shade`,
      });
    }
    tenant.partner.emailDomains.forEach((domain, index) => {
      if (isValidEmail(`mario.rossi@${domain}`)) return;
      warnings.push({
        file,
        field: `partner.emailDomains.${index}`,
        message: `${domain} is a valid domain, but step 1 does not take addresses under it (its e-mail syntax, src/shared/eligibility/email-syntax.ts, refuses mario.rossi@${domain}, at most 254 characters): members could not activate with such an address; ask a developer`,
      });
    });
  }
  return warnings;
}
