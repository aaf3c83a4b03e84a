/**
 * Partner files that tried to break the site or act for another partner (issue 17), each run
 * through npm run tenant:check's own function: every one is an error naming the file, the field
 * and the reason, never a stack trace, and the others' partners still load.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkTenants } from '../../tools/partners/check';
import { DEFAULTS, SITE, partner, useTenantProject } from '../support/tenant-project';
import { loadTenants } from '../../tools/partners/load';
import { formatProblem } from '../../tools/partners/problems';

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's use-per-test helper (beforeEach/afterEach), not React's
const project = useTenantProject('hostile-');
const { writeSite } = project;

/** The errors of tenant:check with acme.json and the hostile file `name`; acme must still load. */
function errorsWith(name: string, content: unknown): string[] {
  project.write(name, content);
  const { errors } = checkTenants(project.paths());
  expect([...loadTenants(project.dir, project.work).tenants.keys()]).toContain('acme');
  return errors.map(formatProblem);
}

describe('one partner file cannot take the site down', () => {
  it.each(['default', 'include', 'hostnames', 'volatile', 'hosts', 'www'])('refuses the slug %s', (slug) => {
    expect(errorsWith(`${slug}.json`, partner({}))).toEqual([
      `tenants/${slug}.json: "${slug}" cannot be a partner's subdomain: it is a word nginx reserves in the configuration the build writes, or a subdomain of our own site; rename the file, such as ${slug}-italia.json`,
    ]);
  });

  it('names every odd entry of tenants/, never skipping one silently', () => {
    mkdirSync(join(project.dir, 'x.json'));
    project.write('evil.JSON', '{}');
    project.write('_evil.json', '{}');
    project.write('notes.txt', 'x');
    expect(checkTenants(project.paths()).errors.map(formatProblem)).toEqual([
      "tenants/_evil.json: is not read: only _defaults.json may start with _; a partner's file is <subdomain>.json",
      'tenants/evil.JSON: is not read: the extension must be .json in lowercase, such as evil.json',
      'tenants/notes.txt: is not a partner file: tenants/ holds only <subdomain>.json files and _defaults.json; move it elsewhere',
      'tenants/x.json: is not a file: tenants/ holds only partner files (<subdomain>.json) and _defaults.json; move it elsewhere',
    ]);
  });

  it('refuses JSON nested 60 000 deep with a message, not a stack trace', () => {
    expect(errorsWith('deep.json', '['.repeat(60_000) + ']'.repeat(60_000))).toEqual([
      'tenants/deep.json: cannot be read safely: is nested more than 32 levels deep ({ and [ inside each other) (line 1, column 33)',
    ]);
  });

  it('refuses a file too large before reading it, and too many domains or hosts', () => {
    expect(errorsWith('big.json', ' '.repeat(200 * 1024))).toEqual([
      "tenants/big.json: is too large: 200 kB, 128 kB at most (every byte of it reaches the partner's page)",
    ]);
    rmSync(join(project.dir, 'big.json'));
    const domains = Array.from({ length: 51 }, (_, index) => `d${index}.evil.it`);
    const hosts = Array.from({ length: 21 }, (_, index) => `h${index}.evil.it`);
    expect(errorsWith('evil.json', partner({ partner: { name: 'Evil', emailDomains: domains }, hosts }))).toEqual([
      'tenants/evil.json: partner.emailDomains: lists too many domains: 50 at most (a domain also admits its subdomains, so list the parent domain)',
      'tenants/evil.json: hosts: lists too many hosts: 20 at most',
    ]);
  });
});

describe('a partner acts only as itself', () => {
  it("refuses another partner's contractRef, in any case", () => {
    expect(errorsWith('evil.json', partner({ contractRef: 'acme-2026' }))).toEqual([
      "tenants/evil.json: contractRef: acme-2026 is the contract of tenants/acme.json: this partner's activations would be billed to that contract; use this partner's own contract reference",
    ]);
  });

  it('refuses a key written twice, where JSON would keep the last one silently', () => {
    const text =
      '{"partner":{"name":"Evil","emailDomains":["evil.it"]},"contractRef":"EVIL-1","contractRef":"ACME-2026","branding":{"primaryColor":"#0f7a4d"}}';
    expect(errorsWith('evil.json', text)).toEqual([
      'tenants/evil.json: cannot be read safely: the key "contractRef" is written twice in the same { }: JSON would keep only the last one, silently; remove one (line 1, column 78)',
    ]);
  });

  it.each(['__proto__', 'constructor', 'prototype', '__proto\\u005f_'])('refuses the key %s at any depth', (key) => {
    const text = `{"partner":{"name":"Evil","emailDomains":["evil.it"]},"branding":{"${key}":{"contractRef":"ACME-2026"}}}`;
    const [error] = errorsWith('evil.json', text);
    expect(error).toMatch(
      /^tenants\/evil\.json: cannot be read safely: the key "(__proto__|constructor|prototype)" is not allowed in these files/,
    );
  });

  it.each([
    ['salute.onboarding-salute.example', 'is under our own domain onboarding-salute.example'],
    ['salute.acme.it', 'is also claimed by tenants/acme.json'],
    ['acme.evil.it', 'begins with "acme", the subdomain of tenants/acme.json'],
    ['x.acme.it', 'is under acme.it, a domain of tenants/acme.json'],
  ])('refuses the host %s', (host, reason) => {
    const [error, ...rest] = errorsWith('evil.json', partner({ hosts: [host] }));
    expect(rest).toEqual([]);
    expect(error).toContain(`tenants/evil.json: hosts.0: ${host} ${reason}`);
  });

  it('refuses a public mail service, unless the operator admits it for this partner in the site file', () => {
    for (const domain of ['gmail.com', 'libero.it', 'yahoo.it', 'yahoo.co.uk', 'outlook.com', 'icloud.com']) {
      expect(errorsWith('evil.json', partner({ partner: { name: 'Evil', emailDomains: [domain] } }))).toEqual([
        `tenants/evil.json: partner.emailDomains.0: ${domain} is a free mail service: anyone can open an address there and activate the service as a member of this partner. Only the operator can admit it, for this partner only, in partners.evil.publicEmailDomains of config/site.json`,
      ]);
    }
    const gmail = partner({ partner: { name: 'Evil', emailDomains: ['gmail.com'] } });
    writeSite({ ...SITE, partners: { evil: { publicEmailDomains: ['gmail.com'] } } });
    expect(errorsWith('evil.json', gmail)).toEqual([]);
  });

  it('refuses a partner file that allows itself a public mail service', () => {
    const allowed = partner({
      partner: { name: 'Evil', emailDomains: ['gmail.com'] },
      allow: { publicEmailDomains: ['gmail.com'] },
    });
    expect(errorsWith('evil.json', allowed)).toEqual([
      'tenants/evil.json: allow: a partner file cannot allow itself anything: the operator admits public mail domains and extra origins for one partner in partners.evil of config/site.json; remove allow from this file',
      'tenants/evil.json: partner.emailDomains.0: gmail.com is a free mail service: anyone can open an address there and activate the service as a member of this partner. Only the operator can admit it, for this partner only, in partners.evil.publicEmailDomains of config/site.json',
    ]);
  });
});

describe('addresses as parsed', () => {
  const api = (apiBaseUrl: string, extra: Record<string, unknown> = {}) =>
    partner({ provider: { ...DEFAULTS.provider, apiBaseUrl }, ...extra });

  it('stores the address the URL parser reads, not the one written', () => {
    errorsWith('evil.json', api('https:api.salutepiu.example/patient'));
    expect(loadTenants(project.dir, project.work).tenants.get('evil')?.provider.apiBaseUrl).toBe(
      'https://api.salutepiu.example/patient',
    );
  });

  it.each([
    ['https://api.salutepiu.example/patient#', 'must be a valid https:// address'],
    ['https://api.salutepiu.example/patient?x=', 'must have no query'],
    ['https://evil.it\\@api.salutepiu.example/', 'must be a valid https:// address'],
    ['https://user@api.salutepiu.example/', 'must be a valid https:// address'],
  ])('refuses %s', (url, reason) => {
    const [error] = errorsWith('evil.json', api(url));
    expect(error).toContain(`tenants/evil.json: provider.apiBaseUrl: ${reason}`);
  });

  it("refuses an API origin the operator does not list, and a partner file's own allowance of it", () => {
    const refused =
      "tenants/evil.json: provider.apiBaseUrl: https://collector.evil.it is not an origin the operator lists for the provider's API: members' personal data would be posted there. Only the operator adds it, to apiOrigins in config/site.json (or to partners.evil.apiOrigins for one partner only)";
    expect(errorsWith('evil.json', api('https://collector.evil.it/patient'))).toEqual([refused]);
    expect(
      errorsWith('evil.json', api('https://collector.evil.it/patient', { allow: { apiOrigins: ['https://collector.evil.it'] } })),
    ).toEqual([
      'tenants/evil.json: allow: a partner file cannot allow itself anything: the operator admits public mail domains and extra origins for one partner in partners.evil of config/site.json; remove allow from this file',
      refused,
    ]);
    writeSite({ ...SITE, partners: { evil: { apiOrigins: ['https://eu.salutepiu.example'] } } });
    expect(errorsWith('evil.json', api('https://eu.salutepiu.example/patient'))).toEqual([]);
  });

  it('keeps the site settings out of tenants/: the operator sets them in config/site.json', () => {
    expect(errorsWith('evil.json', partner({ site: { apiOrigins: ['https://collector.evil.it'] } }))).toEqual([
      "tenants/evil.json: site: is the operator's: our domain and the provider's origins are set in config/site.json, outside tenants/; remove site from this file",
    ]);
  });
});
