/**
 * Builds the production site with the browser suite's partners (tests/e2e/tenants) and serves
 * it with a plain static server, as a host that cannot route by host name would (the generic
 * page, index.html, for every path). Playwright starts this as its web server; nginx.spec.ts
 * serves the same build through deploy/nginx.conf.
 */
import { buildSite } from '../../../tools/site-build/build-site';
import { startStaticServer } from '../../../tools/deploy/static-server';
import { SITE_PORT } from './ports';
import { BUILD_DIR, REPO } from './paths';

// A test build: the partners' addresses are the stand-in's, http://127.0.0.1:4301.
await buildSite({ root: REPO, outDir: BUILD_DIR, tenantsDir: `${REPO}tests/e2e/tenants`, testBuild: true });
await startStaticServer(BUILD_DIR, SITE_PORT);
console.log(`Serving the production build on port ${SITE_PORT}`);
