/**
 * Where a build puts the files meant for the server, not for browsers: beside its web root, never
 * inside it. Static hosts and `vite preview` publish every file of dist/, so dist/ holds only what
 * browsers may fetch (the pages, assets, partner files and `_headers`), and dist-deploy/ holds:
 *   partners.conf          nginx maps: host -> partner, partner -> Content-Security-Policy
 *   security-headers.conf  the security headers as an nginx include
 *   routes.json            hosts -> partner, headers, per-partner CSP and caching: the description
 *                          the two files above are made from, and which deploy/worker/ reads
 *   manifest.json          Vite's manifest (which files step 1 loads: npm run size, the bench)
 * deploy/nginx.conf reads the first two from ONBOARDING_DEPLOY, the absolute path of this folder.
 */
import { basename, dirname, join } from 'node:path';

export const PARTNERS_CONF = 'partners.conf';
export const SECURITY_HEADERS_CONF = 'security-headers.conf';
export const MANIFEST = 'manifest.json';
export const ROUTES_JSON = 'routes.json';

/** The server files' folder of the build in `outDir`: dist/ -> dist-deploy/, .e2e-dist/ -> .e2e-dist-deploy/. */
export function deployDirOf(outDir: string): string {
  const trimmed = outDir.replace(/[\\/]+$/, '');
  const name = basename(trimmed);
  if (!name || name === '.' || name === '..') throw new Error(`deployDirOf: ${outDir} names no folder of its own`);
  return join(dirname(trimmed), `${name}-deploy`);
}

/**
 * deploy/nginx.conf's placeholders and what each stands for, in the words the operator's messages use
 * (npm run deploy:check names the one left unreplaced). ONBOARDING_ASSETS is its own placeholder so that
 * npm run release (release.ts) can serve /assets/ from a folder every kept release shares, while the
 * pages come from the live release alone.
 */
export const SITE_PLACEHOLDERS = {
  ONBOARDING_ROOT: 'the absolute path of dist/ (the web root)',
  ONBOARDING_DEPLOY: 'the absolute path of dist-deploy/ (beside dist/)',
  ONBOARDING_ASSETS:
    'the absolute path of the folder that holds the assets/ served at /assets/ (the same as ONBOARDING_ROOT for a single dist/; the release root for npm run release)',
} as const;

/**
 * deploy/nginx.conf's two defaults for the site's own events (docs/deploy.md, "Counting how members
 * fare"): the file nginx writes their lines to, and the loopback address where it hands their bodies
 * so that it reads them. Not placeholders, because they suit a Debian server as they are; a test's
 * nginx puts its own in their place, in its own folder and on a port of its own.
 */
export const EVENTS_LOG = '/var/log/nginx/onboarding-events.log';
export const EVENTS_LOOPBACK = '127.0.0.1:8204';

/**
 * deploy/nginx.conf (or a copy of it) serving the build whose web root is `root`: its server files from
 * `deployDir`, and /assets/ from the assets/ folder inside `assets`. A single build serves its own
 * assets/, so both default to what `root` implies.
 */
export function siteFor(template: string, { root, deployDir = deployDirOf(root), assets = root }: SitePaths): string {
  return template
    .replaceAll('ONBOARDING_ROOT', root)
    .replaceAll('ONBOARDING_DEPLOY', deployDir)
    .replaceAll('ONBOARDING_ASSETS', assets);
}

export interface SitePaths {
  root: string;
  deployDir?: string;
  assets?: string;
}
