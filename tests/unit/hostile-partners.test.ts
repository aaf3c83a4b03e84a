/**
 * Partner files that tried to break the site or act for another partner (issue 17), each run
 * through npm run tenant:check's own function: every one is an error naming the file, the field
 * and the reason, never a stack trace, and the others' partners still load.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkTenants } from '../../scripts/tenant-check';
import { loadTenants } from '../../tooling/tenant/load';
import { formatProblem } from '../../tooling/tenant/problems';

const DEFAULTS = {
  site: { domain: 'onboarding-salute.example', apiOrigins: ['https://api.salutepiu.example'] },
  provider: {
    productName: 'SalutePiù',
    productDomain: 'salutepiu.example',
    apiBaseUrl: 'https://api.salutepiu.example/patient',
    webappBaseUrl: 'https://app.salutepiu.example',
    redeemCouponUrl: 'https://app.salutepiu.example/redeem',
    howItWorksUrl: 'https://www.salutepiu.example/come-funziona',
    videoUrl: 'https://www.salutepiu.example/video',
  },
  support: {
    email: 'supporto@salutepiu.example',
    chatUrl: 'https://wa.me/39000',
    privacyPolicyUrl: 'https://www.salutepiu.example/p',
  },
};
const ACME = {
  partner: { name: 'Acme S.p.A.', emailDomains: ['acme.it'] },
  contractRef: 'ACME-2026',
  hosts: ['salute.acme.it'],
  branding: { primaryColor: '#0f7a4d' },
};
const partner = (fields: Record<string, unknown>) => ({
  partner: { name: 'Evil', emailDomains: ['evil.it'] },
  contractRef: 'EVIL-2026',
  branding: { primaryColor: '#0f7a4d' },
  ...fields,
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hostile-'));
  writeFileSync(join(dir, '_defaults.json'), JSON.stringify(DEFAULTS));
  writeFileSync(join(dir, 'acme.json'), JSON.stringify(ACME));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The errors of tenant:check with acme.json and the hostile file `name`; acme must still load. */
function errorsWith(name: string, content: unknown): string[] {
  writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  const { errors } = checkTenants({ dir, cwd: dir, publicDir: dir, env: {} });
  expect([...loadTenants(dir, dir).tenants.keys()]).toContain('acme');
  return errors.map(formatProblem);
}

describe('one partner file cannot take the site down', () => {
  it.each(['default', 'include', 'hostnames', 'volatile', 'hosts', 'www'])('refuses the slug %s', (slug) => {
    expect(errorsWith(`${slug}.json`, partner({}))).toEqual([
      `${slug}.json: "${slug}" cannot be a partner's subdomain: it is a word nginx reserves in the configuration the build writes, or a subdomain of our own site; rename the file, such as ${slug}-italia.json`,
    ]);
  });

  it('names every odd entry of tenants/, never skipping one silently', () => {
    mkdirSync(join(dir, 'x.json'));
    writeFileSync(join(dir, 'evil.JSON'), '{}');
    writeFileSync(join(dir, '_evil.json'), '{}');
    writeFileSync(join(dir, 'notes.txt'), 'x');
    expect(checkTenants({ dir, cwd: dir, publicDir: dir, env: {} }).errors.map(formatProblem)).toEqual([
      "_evil.json: is not read: only _defaults.json may start with _; a partner's file is <subdomain>.json",
      'evil.JSON: is not read: the extension must be .json in lowercase, such as evil.json',
      'notes.txt: is not a partner file: tenants/ holds only <subdomain>.json files and _defaults.json; move it elsewhere',
      'x.json: is not a file: tenants/ holds only partner files (<subdomain>.json) and _defaults.json; move it elsewhere',
    ]);
  });

  it('refuses JSON nested 60 000 deep with a message, not a stack trace', () => {
    expect(errorsWith('deep.json', '['.repeat(60_000) + ']'.repeat(60_000))).toEqual([
      'deep.json: cannot be read safely: is nested more than 32 levels deep ({ and [ inside each other) (line 1, column 33)',
    ]);
  });

  it('refuses a file too large before reading it, and too many domains or hosts', () => {
    expect(errorsWith('big.json', ' '.repeat(200 * 1024))).toEqual([
      "big.json: is too large: 200 kB, 128 kB at most (every byte of it reaches the partner's page)",
    ]);
    rmSync(join(dir, 'big.json'));
    const domains = Array.from({ length: 51 }, (_, index) => `d${index}.evil.it`);
    const hosts = Array.from({ length: 21 }, (_, index) => `h${index}.evil.it`);
    expect(errorsWith('evil.json', partner({ partner: { name: 'Evil', emailDomains: domains }, hosts }))).toEqual([
      'evil.json: partner.emailDomains: lists too many domains: 50 at most (a domain also admits its subdomains, so list the parent domain)',
      'evil.json: hosts: lists too many hosts: 20 at most',
    ]);
  });
});

describe('a partner acts only as itself', () => {
  it("refuses another partner's contractRef, in any case", () => {
    expect(errorsWith('evil.json', partner({ contractRef: 'acme-2026' }))).toEqual([
      "evil.json: contractRef: acme-2026 is the contract of acme.json: this partner's activations would be billed to that contract; use this partner's own contract reference",
    ]);
  });

  it('refuses a key written twice, where JSON would keep the last one silently', () => {
    const text =
      '{"partner":{"name":"Evil","emailDomains":["evil.it"]},"contractRef":"EVIL-1","contractRef":"ACME-2026","branding":{"primaryColor":"#0f7a4d"}}';
    expect(errorsWith('evil.json', text)).toEqual([
      'evil.json: cannot be read safely: the key "contractRef" is written twice in the same { }: JSON would keep only the last one, silently; remove one (line 1, column 78)',
    ]);
  });

  it.each(['__proto__', 'constructor', 'prototype', '__proto\\u005f_'])('refuses the key %s at any depth', (key) => {
    const text = `{"partner":{"name":"Evil","emailDomains":["evil.it"]},"branding":{"${key}":{"contractRef":"ACME-2026"}}}`;
    const [error] = errorsWith('evil.json', text);
    expect(error).toMatch(
      /^evil\.json: cannot be read safely: the key "(__proto__|constructor|prototype)" is not allowed in these files/,
    );
  });

  it.each([
    ['salute.onboarding-salute.example', 'is under our own domain onboarding-salute.example'],
    ['salute.acme.it', 'is also claimed by acme.json'],
    ['acme.evil.it', 'begins with "acme", the subdomain of acme.json'],
    ['x.acme.it', 'is under acme.it, a domain of acme.json'],
  ])('refuses the host %s', (host, reason) => {
    const [error, ...rest] = errorsWith('evil.json', partner({ hosts: [host] }));
    expect(rest).toEqual([]);
    expect(error).toContain(`evil.json: hosts.0: ${host} ${reason}`);
  });

  it('refuses a public mail service, unless the file allows it explicitly', () => {
    for (const domain of ['gmail.com', 'libero.it', 'yahoo.it', 'yahoo.co.uk', 'outlook.com', 'icloud.com']) {
      expect(errorsWith('evil.json', partner({ partner: { name: 'Evil', emailDomains: [domain] } }))).toEqual([
        `evil.json: partner.emailDomains.0: ${domain} is a public mail service: anyone can open an address there and activate the service as a member of this partner. If this partner really admits such addresses, also list ${domain} in allow.publicEmailDomains`,
      ]);
    }
    const allowed = partner({
      partner: { name: 'Evil', emailDomains: ['gmail.com'] },
      allow: { publicEmailDomains: ['gmail.com'] },
    });
    expect(errorsWith('evil.json', allowed)).toEqual([]);
  });
});

describe('addresses as parsed', () => {
  const api = (apiBaseUrl: string, extra: Record<string, unknown> = {}) =>
    partner({ provider: { ...DEFAULTS.provider, apiBaseUrl }, ...extra });

  it('stores the address the URL parser reads, not the one written', () => {
    errorsWith('evil.json', api('https:api.salutepiu.example/patient'));
    expect(loadTenants(dir, dir).tenants.get('evil')?.provider.apiBaseUrl).toBe('https://api.salutepiu.example/patient');
  });

  it.each([
    ['https://api.salutepiu.example/patient#', 'must be a valid https:// address'],
    ['https://api.salutepiu.example/patient?x=', 'must have no query'],
    ['https://evil.it\\@api.salutepiu.example/', 'must be a valid https:// address'],
    ['https://user@api.salutepiu.example/', 'must be a valid https:// address'],
  ])('refuses %s', (url, reason) => {
    const [error] = errorsWith('evil.json', api(url));
    expect(error).toContain(`evil.json: provider.apiBaseUrl: ${reason}`);
  });

  it("refuses an API origin outside the provider's, unless the file allows it explicitly", () => {
    expect(errorsWith('evil.json', api('https://collector.evil.it/patient'))).toEqual([
      "evil.json: provider.apiBaseUrl: https://collector.evil.it is not one of the provider's API origins (https://api.salutepiu.example, from site.apiOrigins or provider.apiBaseUrl of _defaults.json): members' personal data would be sent there. If this partner really uses that API of the provider, list https://collector.evil.it in allow.apiOrigins",
    ]);
    expect(
      errorsWith(
        'evil.json',
        api('https://eu.salutepiu.example/patient', { allow: { apiOrigins: ['https://eu.salutepiu.example'] } }),
      ),
    ).toEqual([]);
  });

  it('keeps the site settings to _defaults.json and the allowances to the partner', () => {
    expect(errorsWith('evil.json', partner({ site: { apiOrigins: ['https://collector.evil.it'] } }))).toEqual([
      'evil.json: site: is a setting of the whole site: it belongs in _defaults.json only, remove it from this file',
    ]);
  });
});
