/** The Vite plugins of the site, all fed by one SiteTenants (vite.config.ts). */
import type { PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { i18nCheckPlugin } from './i18n-check-plugin.ts';
import { mockServiceWorkerPlugin } from './msw-worker-plugin.ts';
import { partnerPagesPlugin } from './partner-pages-plugin.ts';
import type { SiteTenants } from './site-tenants.ts';
import { tenantDevServerPlugin } from './tenant-dev-server-plugin.ts';
import { tenantFilesPlugin } from './tenant-files-plugin.ts';

/**
 * `root`: the project, whose src/ and locales/ the whole i18n check reads. `textsChecked`: the caller
 * (npm run build) has checked the texts, so the build does not check them a second time.
 */
export function sitePlugins(tenants: SiteTenants, root: string, { textsChecked = false } = {}): PluginOption[] {
  return [
    i18nCheckPlugin(root, { checkOnBuild: !textsChecked }),
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tenantFilesPlugin(tenants),
    tenantDevServerPlugin(tenants),
    partnerPagesPlugin(tenants),
    mockServiceWorkerPlugin(),
  ];
}
