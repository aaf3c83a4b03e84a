import { confirmDataError, emailError } from '@/shared/eligibility/step1';
import { keptKey } from '@/lib/onboarding-store';
import type { FormValues } from '@/lib/member';

/** Step 1's answers as the form holds them: the member's e-mail and confirmation. */
export type EligibilityValues = FormValues<'email' | 'confirmData'>;

/** Step 1 as typed and not yet confirmed, kept in memory for the tab. */
export const ELIGIBILITY_DRAFT = keptKey<EligibilityValues>('eligibility draft');

/**
 * Step 1's check, as the form runs it: TanStack Form's own kind of form validator, which puts each
 * field's error (an i18n key of `validation.json`) in that field's slot. The rules are the ones the
 * partner's page also runs before the app (src/shared/eligibility/step1.ts), plain functions: step 1
 * needs no zod, so zod stays out of step 1's JavaScript (docs/performance.md).
 * `domains` are the partner's e-mail domains, plus the provider's own in non-production builds.
 */
export function eligibilityValidator(domains: readonly string[]) {
  return ({ value }: { value: EligibilityValues }) => {
    const fields = { email: emailError(value.email, domains), confirmData: confirmDataError(value.confirmData) };
    return fields.email || fields.confirmData ? { fields } : undefined;
  };
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
