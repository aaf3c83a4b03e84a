/**
 * Builds the production app with the browser suite's partners (tests/e2e/tenants) and serves
 * it with a plain static server. Playwright starts this as its web server.
 */
import { build } from 'vite';
import { startStaticServer } from '../../../build/static-server';
import { SITE_PORT } from './ports';
import { BUILD_DIR, REPO } from './paths';

process.env.TENANTS_DIR = `${REPO}tests/e2e/tenants`;
// A test build: the partners' addresses are the stand-in's, http://127.0.0.1:4301.
process.env.ONBOARDING_TEST_BUILD = '1';
await build({ root: REPO, logLevel: 'warn', build: { outDir: BUILD_DIR, emptyOutDir: true } });
await startStaticServer(BUILD_DIR, SITE_PORT);
console.log(`Serving the production build on port ${SITE_PORT}`);
