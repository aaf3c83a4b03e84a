/**
 * The site's layout (src/shared/site-layout.ts) as deploy/nginx.conf writes it by hand in its one
 * location for partner files and its fallback to a partner's page, and partnerOf as the worker and the
 * build's routes use it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  HOST_MAP,
  PARTNER_FILES,
  STEP2_PATH,
  hostName,
  partnerFile,
  partnerOf,
  partnerPage,
  partnerStep2Page,
} from '../../src/shared/site-layout';
import { partnerOf as workerPartnerOf } from '../../deploy/worker/src/worker.js';

const NGINX = readFileSync(join(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8');
const PARTNER = '$onboarding_partner';

describe('the site layout', () => {
  it("is deploy/nginx.conf's: the partner files' location, a partner's own file, its page", () => {
    expect(NGINX).toContain(`location ${PARTNER_FILES} {`);
    expect(NGINX).toContain(`if ($uri != "${partnerFile(PARTNER)}") {`);
    expect(NGINX).toContain(`try_files $uri ${partnerPage(PARTNER)};`);
    expect(HOST_MAP.startsWith(PARTNER_FILES)).toBe(true);
    // Step 2's address answers with the partner's step-2 page, and with its step 1 where a build has none.
    expect(NGINX).toContain(`location = ${STEP2_PATH} {`);
    expect(NGINX).toContain(`try_files ${partnerStep2Page(PARTNER)} ${partnerPage(PARTNER)};`);
  });

  it('reads a host as a name, and finds its partner as the worker does', () => {
    expect(hostName('ACME.Example.it.:443')).toBe('acme.example.it');
    const partners = { slugs: ['acme'], hosts: { 'salute.acme.it': 'acme' }, siteDomain: 'onboarding-salute.example' };
    for (const [host, partner] of [
      ['acme.onboarding-salute.example', 'acme'],
      ['ACME.onboarding-salute.example:8443', 'acme'],
      ['acme.localhost:4173', 'acme'],
      ['salute.acme.it.', 'acme'],
      ['acme.evil.example', ''],
      ['beta.onboarding-salute.example', ''],
    ] as const) {
      expect(partnerOf(partners, host), host).toBe(partner);
      expect(workerPartnerOf(partners, host), host).toBe(partner);
    }
  });
});
