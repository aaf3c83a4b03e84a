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
