/**
 * Development only (`npm run dev`, hooked from main.tsx): a save shows on the open page in place,
 * on the same step, with the member's answers kept.
 *
 * - A locale save: the dev server sends every locale file once the texts pass the check
 *   (tools/site-build/i18n-check-plugin.ts); the namespaces this i18next instance has (also the ones a
 *   route loaded later) are replaced, the partner's own texts put back over them, and the page redrawn.
 * - A partner file or site file save (tools/site-build/tenant-dev-server-plugin.ts): the partner is read
 *   again; its colours, texts and values go into the running page. When the file has mistakes, the form
 *   stays as it was, with the member's answers, under Vite's overlay, which lists them by file:line:column
 *   (asked of the dev server, TENANT_PROBLEMS_REQUEST); the save that fixes them closes it. A page that
 *   had no form (its partner's status page) starts again.
 * Vite's overlay (a broken save) is closed by the save that fixes the file.
 */
import type { i18n } from 'i18next';
import type { ViteHotContext } from 'vite/types/hot.d.ts';
import {
  LOCALES_EVENT,
  LOCALES_REQUEST,
  TENANTS_EVENT,
  TENANT_PROBLEMS_REQUEST,
  type LocalesPayload,
  type TenantProblemsRequest,
} from '../shared/dev/live-edits';
import type { TenantConfig } from '../shared/tenant/schema';
import { applyPartnerTexts, tenantTextValues } from './i18n';

/** Puts the files' texts into `instance` for the namespaces it has, then the partner's own texts over them. */
export function applyLocaleTexts(instance: i18n, { texts }: LocalesPayload, tenant: TenantConfig | null): void {
  for (const [lng, namespaces] of Object.entries(texts)) {
    for (const [ns, data] of Object.entries(namespaces)) {
      if (!instance.hasResourceBundle(lng, ns) || typeof data !== 'object' || data === null) continue;
      // Replaced, not merged: a key the translator removed goes too.
      instance.removeResourceBundle(lng, ns);
      instance.addResourceBundle(lng, ns, structuredClone(data), true, true);
    }
  }
  if (tenant) applyPartnerTexts(instance, tenant.texts ?? {});
}

/** Redraws every component that uses the texts (react-i18next listens to languageChanged). */
function redraw(instance: i18n): void {
  void instance.changeLanguage(instance.language);
}

/** Closes Vite's error overlay, if one is open. */
function closeOverlay(): void {
  for (const overlay of document.querySelectorAll('vite-error-overlay'))
    (overlay as HTMLElement & { close?: () => void }).close?.();
}

export interface LiveEdits {
  i18n: i18n;
  /** The partner of the page; null on a status page (partner not found, file with mistakes). */
  tenant: TenantConfig | null;
  /** Reads the partner again: its current configuration, 'invalid' when its file has mistakes, else null. */
  reloadTenant: () => Promise<TenantConfig | 'invalid' | null>;
  /** The page's colours for a partner (apply-theme.ts). */
  applyTheme: (tenant: TenantConfig) => void;
  /** Starts the page again from the partner's file (its status page, or the form once the file is right). */
  restart: () => void;
}

/** Listens for the dev server's saves; returns a function that stops listening (a new bootstrap starts its own). */
export function watchLiveEdits(hot: ViteHotContext, edits: LiveEdits): () => void {
  const { i18n: instance } = edits;
  const onLocales = (payload: LocalesPayload) => {
    applyLocaleTexts(instance, payload, edits.tenant);
    redraw(instance);
    closeOverlay();
  };
  const onTenants = async () => {
    const fresh = await edits.reloadTenant();
    const tenant = edits.tenant;
    // A mistake in the file: the form stays, answers kept, under the overlay; the save that fixes it goes on below.
    if (fresh === 'invalid' && tenant)
      return hot.send(TENANT_PROBLEMS_REQUEST, { slug: tenant.slug } satisfies TenantProblemsRequest);
    if (!fresh || fresh === 'invalid' || !tenant || fresh.slug !== tenant.slug) return edits.restart();
    // The router's context holds this object: its new values reach every route as it redraws.
    for (const key of Object.keys(tenant)) if (!(key in fresh)) delete (tenant as unknown as Record<string, unknown>)[key];
    Object.assign(tenant, fresh);
    edits.applyTheme(tenant);
    // i18next's interpolator reads this same options object.
    if (instance.options.interpolation) instance.options.interpolation.defaultVariables = { ...tenantTextValues(tenant) };
    // The partner's texts go over the files' texts again: the server sends those.
    hot.send(LOCALES_REQUEST);
  };
  const tenantsListener = () => void onTenants();
  hot.on(LOCALES_EVENT, onLocales);
  hot.on(TENANTS_EVENT, tenantsListener);
  return () => {
    hot.off(LOCALES_EVENT, onLocales);
    hot.off(TENANTS_EVENT, tenantsListener);
  };
}
