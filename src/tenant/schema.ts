import { z } from 'zod';

/** A partner's slug: the first label of its host, and its file name in tenants/. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/** https everywhere; plain http only for a service running on this machine. */
function isAllowedUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

const httpsUrl = (what: string) =>
  z
    .string({ error: `must be a web address (${what})` })
    .refine(isAllowedUrl, {
      error: `must be a valid https:// address (${what}); http:// is allowed only for localhost and 127.0.0.1`,
    });

/** An image: an https URL, or a path on this site such as /images/partners/acme.svg. */
const imageRef = (what: string) =>
  z
    .string()
    .refine((value) => /^\/(?!\/)[\w\-./]+$/.test(value) || isAllowedUrl(value), {
      error: `must be a path on this site starting with / or an https:// address (${what})`,
    });

const domain = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(value), {
    error: 'must be an e-mail domain such as acme.it, with no @ and no spaces',
  });

/** Plain text shown on the page: no markup, no control characters. */
const plainText = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `must not be empty (${what})` })
    .max(120, { error: `is too long: 120 characters at most (${what})` })
    .refine((value) => !/[<>{}\p{Cc}]/u.test(value), {
      error: `must not contain < > { } or control characters (${what})`,
    });

export const tenantSchema = z.strictObject({
  $schema: z.string().optional(),
  partner: z.strictObject({
    name: plainText('the partner name shown to members'),
    emailDomains: z
      .array(domain)
      .min(1, { error: 'needs at least one work e-mail domain' }),
  }),
  contractRef: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, {
      error: 'must be the contract reference: letters, digits, dot, hyphen or underscore, 64 at most',
    }),
  provider: z.strictObject({
    productName: plainText("the provider's product name"),
    productDomain: domain,
    apiBaseUrl: httpsUrl("the provider API's base address"),
    webappBaseUrl: httpsUrl("the provider web app's base address"),
    redeemCouponUrl: httpsUrl('the page where members redeem their code'),
    howItWorksUrl: httpsUrl('the "how it works" page'),
    videoUrl: httpsUrl('the presentation video'),
  }),
  support: z.strictObject({
    email: z.email({ error: 'must be a valid support e-mail address' }),
    chatUrl: httpsUrl('the support chat link'),
    privacyPolicyUrl: httpsUrl('the privacy policy'),
  }),
  branding: z.strictObject({
    primaryColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a hex colour written #rrggbb, for example #0b5fff' }),
    logoUrl: imageRef("the partner's logo").optional(),
    heroImageUrl: imageRef('the hero image').optional(),
  }),
});

/** What a tenant file must say, as written by an integrator. */
export type TenantFile = z.input<typeof tenantSchema>;
/** A validated partner, as the build emits it to /tenants/<slug>.json. */
export type TenantData = Omit<z.output<typeof tenantSchema>, '$schema'>;
/** A validated partner, as the app uses it. */
export type TenantConfig = TenantData & { slug: string };
