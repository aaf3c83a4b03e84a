import { z } from 'zod/mini';
import { confirmDataError, emailError } from '@/shared/eligibility/step1';
import type { ValidationKey } from '@/lib/i18n';
import { keptKey } from '@/lib/onboarding-store';
import type { FormFields, FormValues } from '@/lib/member';

/** Step 1's answers as the form holds them: the member's e-mail and confirmation. */
export type EligibilityValues = FormValues<'email' | 'confirmData'>;

/** Step 1 as typed and not yet confirmed, kept in memory for the tab. */
export const ELIGIBILITY_DRAFT = keptKey<EligibilityValues>('eligibility draft');

const issue = (message: ValidationKey) => ({ code: 'custom' as const, message });

/**
 * Step 1: a work e-mail of the partner and the confirmation, by the rules the partner's page
 * also runs before the app (src/shared/eligibility/step1.ts).
 * `domains` are the partner's e-mail domains, plus the provider's own in non-production builds.
 */
export function createEligibilitySchema(domains: readonly string[]) {
  return z.object({
    email: z.string().check(
      z.superRefine((raw, ctx) => {
        // A slip in the partner's own domain (nearMiss) is not a private address: step 1 offers the mended one.
        const error = emailError(raw, domains);
        if (error) ctx.addIssue(issue(error));
      }),
    ),
    confirmData: z.boolean().check(
      z.superRefine((value, ctx) => {
        const error = confirmDataError(value);
        if (error) ctx.addIssue(issue(error));
      }),
    ),
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
