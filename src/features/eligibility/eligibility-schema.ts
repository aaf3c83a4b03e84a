import { z } from 'zod/mini';
import { isValidEmail } from '@/lib/email';
import { isEmailInDomains } from '@/shared/tenant/email-domain';
import { suggestWorkEmail } from '@/shared/tenant/near-domain';
import type { ValidationKey } from '@/lib/i18n';
import { keptKey } from '@/lib/onboarding-store';
import type { FormFields, FormValues } from '@/lib/member';

/** Step 1's answers as the form holds them: the member's e-mail and confirmation. */
export type EligibilityValues = FormValues<'email' | 'confirmData'>;

/** Step 1 as typed and not yet confirmed, kept in memory for the tab. */
export const ELIGIBILITY_DRAFT = keptKey<EligibilityValues>('eligibility draft');

const issue = (message: ValidationKey) => ({ code: 'custom' as const, message });

/**
 * Step 1: a work e-mail of the partner and the confirmation.
 * `domains` are the partner's e-mail domains, plus the provider's own in non-production builds.
 */
export function createEligibilitySchema(domains: readonly string[]) {
  return z.object({
    email: z.string().check(
      z.superRefine((raw, ctx) => {
        const email = raw.trim();
        if (!email) ctx.addIssue(issue('validation:email.required'));
        else if (!isValidEmail(email)) ctx.addIssue(issue('validation:email.invalid'));
        else if (isEmailInDomains(email, domains)) return;
        // A slip in the partner's own domain is not a private address: step 1 offers the mended one.
        else if (suggestWorkEmail(email, domains)) ctx.addIssue(issue('validation:email.nearMiss'));
        else ctx.addIssue(issue('validation:email.notWorkEmail'));
      }),
    ),
    confirmData: z
      .boolean()
      .check(z.refine((value) => value, { message: 'validation:confirmData.required' satisfies ValidationKey })),
  } satisfies FormFields<EligibilityValues>);
}

/** The e-mail domains accepted for a partner in this build. */
export function acceptedDomains(
  tenant: { partner: { emailDomains: readonly string[] }; provider: { productDomain: string } },
  isProduction: boolean,
): string[] {
  const domains = [...tenant.partner.emailDomains];
  if (!isProduction) domains.push(tenant.provider.productDomain);
  return domains;
}

/** groupRef ties the pre-registration to the partner: "<partner name>_<e-mail>". */
export function buildGroupRef(partnerName: string, email: string): string {
  return `${partnerName}_${email.trim()}`;
}
