/** The Vite plugins of the site, all fed by one SiteTenants (vite.config.ts). */
import { execFileSync } from 'node:child_process';
import type { Plugin, PluginOption } from 'vite';
import { RELEASE_PATTERN } from '../../src/shared/site-events.ts';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { eagerWrappersPlugin } from './eager-wrappers-plugin.ts';
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
    siteSupportPlugin(tenants),
    releasePlugin(root),
    eagerWrappersPlugin(),
  ];
}

/**
 * The release the page runs, carried by its events (src/lib/site-events.ts): ONBOARDING_RELEASE if
 * set, else the commit the build comes from, else "unknown". A commit, not a time, so two builds of
 * one commit stay byte for byte the same (deploy/worker/releases.js relies on it).
 */
function releasePlugin(root: string): Plugin {
  const fromGit = () => {
    try {
      return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return '';
    }
  };
  return {
    name: 'onboarding:release',
    config: () => {
      const release = process.env.ONBOARDING_RELEASE || fromGit();
      return { define: { __ONBOARDING_RELEASE__: JSON.stringify(RELEASE_PATTERN.test(release) ? release : 'unknown') } };
    },
  };
}

/** The site file's supportEmail, written into the app and the pages that know no partner (src/lib/site-support.ts). */
function siteSupportPlugin(tenants: SiteTenants): Plugin {
  return {
    name: 'onboarding:site-support',
    config: () => ({ define: { __ONBOARDING_SUPPORT_EMAIL__: JSON.stringify(tenants.current().siteSupportEmail ?? '') } }),
  };
}
