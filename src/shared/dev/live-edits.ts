/**
 * What `npm run dev` tells the open page when a file is saved (tools/site-build/i18n-check-plugin.ts,
 * tools/site-build/tenant-dev-server-plugin.ts -> src/lib/i18n-hmr.ts), over Vite's HMR channel.
 */

/** Every locale file, when the texts pass the i18n check: language -> namespace -> texts. */
export const LOCALES_EVENT = 'onboarding:locales';
export interface LocalesPayload {
  texts: Record<string, Record<string, unknown>>;
}

/** The page asks for LOCALES_EVENT (after a partner's texts changed, the file texts go under them again). */
export const LOCALES_REQUEST = 'onboarding:locales-request';

/** A partner file or the site file was saved: the page reads its partner again. */
export const TENANTS_EVENT = 'onboarding:tenants';
export interface TenantsPayload {
  /** The file saved, as the terminal names it (tenants/acme.json, config/site.json). */
  file: string;
}

/**
 * The open page's partner file has mistakes: the page keeps its form (and the member's answers) and asks for
 * them; the dev server answers that page alone with Vite's overlay, each mistake by file:line:column.
 */
export const TENANT_PROBLEMS_REQUEST = 'onboarding:tenant-problems-request';
export interface TenantProblemsRequest {
  slug: string;
}
