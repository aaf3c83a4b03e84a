/**
 * The provider's support address for pages that know no partner (an unknown address, a partner
 * whose file cannot be loaded): supportEmail of the operator's site file (config/site.json), which
 * the build writes in (tools/site-build/site-plugins.ts). Empty where no build wrote it.
 */
declare const __ONBOARDING_SUPPORT_EMAIL__: string | undefined;

export const SITE_SUPPORT_EMAIL: string = typeof __ONBOARDING_SUPPORT_EMAIL__ === 'string' ? __ONBOARDING_SUPPORT_EMAIL__ : '';
