/**
 * The two files a build writes for nginx into dist-deploy/ (partners.conf and security-headers.conf),
 * made from test partners as the build makes them, for the tests that run this machine's nginx on a
 * folder of their own (nginx -t on the build, npm run deploy:check, npm run release).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TenantData } from '../../src/shared/tenant/schema';
import { PARTNERS_CONF, SECURITY_HEADERS_CONF } from '../../tools/deploy/deploy-dir';
import { nginxPartnerMaps } from '../../tools/deploy/host-routing';
import { nginxHeaders, securityHeaders } from '../../tools/deploy/security-headers';

/**
 * Writes both files into `deployDir` for `tenants` (slug -> partner file). Every partner gets the
 * policy the build would give them all, or `policy`: a test that tells two builds apart by their
 * Content-Security-Policy gives each its own.
 */
export function writeNginxFiles(
  deployDir: string,
  tenants: ReadonlyMap<string, TenantData>,
  { siteDomain, policy }: { siteDomain?: string; policy?: string } = {},
): void {
  const headers = securityHeaders(tenants.values());
  const csp = policy ?? headers['Content-Security-Policy']!;
  const policies = new Map([...tenants.keys()].map((slug) => [slug, csp]));
  writeFileSync(join(deployDir, PARTNERS_CONF), nginxPartnerMaps(new Map(tenants), policies, csp, siteDomain));
  writeFileSync(join(deployDir, SECURITY_HEADERS_CONF), nginxHeaders(headers, { csp: '$onboarding_csp' }));
}
