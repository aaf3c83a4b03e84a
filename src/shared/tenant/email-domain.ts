/**
 * Moved: step 1's work e-mail rule is src/shared/eligibility/work-email.ts, domain coverage is
 * src/shared/domain-coverage.ts. This path stays only for src/shared/eligibility/step1.ts, which
 * another change owns; it goes once step1.ts imports ./work-email.
 */
export { isEmailInDomains } from '../eligibility/work-email';
