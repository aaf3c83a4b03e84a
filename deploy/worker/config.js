/**
 * Writes the worker's wrangler.json for one build: `node deploy/worker/config.js <dist> [<out>]`.
 * The assets are <dist>/, the routes the build's <dist>-deploy/routes.json (the description
 * nginx's partners.conf and security-headers.conf are made from); <out> defaults to
 * <dist>-deploy/wrangler.json. Run `wrangler deploy -c <out>` (or `wrangler dev -c <out>`) next.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('src/worker.js', import.meta.url));

/** The deploy folder the build writes beside its web root: dist/ -> dist-deploy/ (tools/deploy/deploy-dir.ts). */
const deployDirOf = (dist) => join(dirname(dist), `${basename(dist)}-deploy`);

export function wranglerConfig(dist, out, name = 'onboarding-salute') {
  const root = resolve(dist);
  const routes = JSON.parse(readFileSync(join(deployDirOf(root), 'routes.json'), 'utf8'));
  const from = dirname(resolve(out));
  return {
    name,
    main: relative(from, WORKER),
    compatibility_date: '2026-11-01',
    assets: {
      directory: relative(from, root),
      binding: 'ASSETS',
      // Every request goes through the worker, which routes by host as nginx does.
      run_worker_first: true,
      // A path is one file: no /partners/acme.html -> /partners/acme redirect, no automatic 404 page.
      html_handling: 'none',
      not_found_handling: 'none',
    },
    vars: { ROUTES: routes },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dist, out = join(deployDirOf(resolve(dist ?? 'dist')), 'wrangler.json')] = process.argv.slice(2);
  if (!dist) throw new Error('usage: node deploy/worker/config.js <dist> [<out>]');
  writeFileSync(out, `${JSON.stringify(wranglerConfig(dist, out), null, 2)}\n`);
  console.log(`Wrote ${out}`);
}
