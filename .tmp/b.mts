import { buildSite } from '../build/build-site.ts';
await buildSite({ root: '/work/main/', outDir: process.argv[2]!, tenantsDir: '/work/main/tests/e2e/tenants', testBuild: true });
