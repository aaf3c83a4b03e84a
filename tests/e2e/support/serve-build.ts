/**
 * Builds the production app with the browser suite's partners (tests/e2e/tenants) and serves
 * it with a plain static server. Playwright starts this as its web server.
 */
import { build } from 'vite';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server';
import { SITE_PORT } from './ports';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = `${root}.e2e-dist`;

process.env.TENANTS_DIR = `${root}tests/e2e/tenants`;
await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
await startStaticServer(outDir, SITE_PORT);
console.log(`Serving the production build on port ${SITE_PORT}`);
