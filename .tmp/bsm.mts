import { createBuilder } from 'vite';
process.env.TENANTS_DIR = '/work/main/tests/e2e/tenants'; process.env.ONBOARDING_TEST_BUILD = '1';
const b = await createBuilder({ root: '/work/main/', logLevel: 'warn', environments: { client: { build: { outDir: '/tmp/dsm', emptyOutDir: true, sourcemap: true } } } });
await b.buildApp();
