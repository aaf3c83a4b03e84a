/**
 * Partner files that tried to break the site or act for another partner (issue 17), each run
 * through npm run tenant:check's own function: every one is an error naming the file, the field
 * and the reason, never a stack trace, and the others' partners still load.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkTenants } from '../../tools/partners/check';
import { ACME, DEFAULTS, SITE, partner, useTenantProject } from '../support/tenant-project';
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
      'tenants/deep.json:1:33: cannot be read safely: is nested more than 32 levels deep ({ and [ inside each other)',
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
      'tenants/evil.json:1:78: cannot be read safely: the key "contractRef" is written twice in the same { }: JSON would keep only the last one, silently; remove one',
    ]);
  });

  it.each(['__proto__', 'constructor', 'prototype', '__proto\\u005f_'])('refuses the key %s at any depth', (key) => {
    const text = `{"partner":{"name":"Evil","emailDomains":["evil.it"]},"branding":{"${key}":{"contractRef":"ACME-2026"}}}`;
    const [error] = errorsWith('evil.json', text);
    expect(error).toMatch(
      /^tenants\/evil\.json:1:\d+: cannot be read safely: the key "(__proto__|constructor|prototype)" is not allowed in these files/,
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

/**
 * Issue 37: no partner file can open the service to the public or pass for another partner. One
 * fixture per group of the security review, each refused by tenant:check with its exact words; then
 * the review's legitimate files, which stay accepted.
 */
describe('a partner file never opens the service to the public', () => {
  const mail = (...emailDomains: string[]) => partner({ partner: { name: 'Evil', emailDomains } });
  const site = 'config/site.json';
  const admitAsPublicMail = `Only the operator can admit it, for this partner only, in partners.evil.publicEmailDomains of ${site}`;

  it.each([
    [
      'arubapec.it',
      `arubapec.it is a certified mail (PEC) provider (Aruba PEC S.p.A., on AgID's register of PEC providers): anyone can buy a box there and activate the service as a member of this partner; a PEC address proves no one works for the partner. ${admitAsPublicMail}`,
    ],
    [
      'ufficio.postecert.it',
      `ufficio.postecert.it is under postecert.it, a certified mail (PEC) provider (Poste Italiane S.p.A., on AgID's register of PEC providers): anyone can buy a box there and activate the service as a member of this partner; a PEC address proves no one works for the partner. ${admitAsPublicMail}`,
    ],
    [
      'registerpec.it',
      `registerpec.it is a certified mail (PEC) provider (Register S.p.A., on AgID's register of PEC providers): anyone can buy a box there and activate the service as a member of this partner; a PEC address proves no one works for the partner. ${admitAsPublicMail}`,
    ],
    [
      'pec.buffetti.it',
      `pec.buffetti.it says certified mail (PEC) in its name ("pec"): PEC providers sell boxes to anyone, who could then activate the service as a member of this partner. If it is the partner's own certified mail, list the partner's domain buffetti.it instead, which covers it; otherwise only the operator can admit it, for this partner only, in partners.evil.publicEmailDomains of ${site}`,
    ],
    [
      'nuovapec.it',
      `nuovapec.it says certified mail (PEC) in its name ("nuovapec"): PEC providers sell boxes to anyone, who could then activate the service as a member of this partner. List the partner's own domain; only the operator can admit this one, for this partner only, in partners.evil.publicEmailDomains of ${site}`,
    ],
    [
      'ingpec.eu',
      `ingpec.eu is the certified mail (PEC) of a whole profession (Consiglio Nazionale degli Ingegneri): every one of its members across Italy has a box there and could activate the service as a member of this partner. ${admitAsPublicMail}`,
    ],
    [
      'mozmail.com',
      `mozmail.com is an e-mail alias or relay service (Firefox Relay): anyone can make an address there that forwards to any mailbox, and activate the service as a member of this partner. ${admitAsPublicMail}`,
    ],
    [
      'privaterelay.appleid.com',
      `privaterelay.appleid.com is an e-mail alias or relay service (Apple Hide My Email): anyone can make an address there that forwards to any mailbox, and activate the service as a member of this partner. ${admitAsPublicMail}`,
    ],
    [
      'simplelogin.com',
      `simplelogin.com is an e-mail alias or relay service (SimpleLogin): anyone can make an address there that forwards to any mailbox, and activate the service as a member of this partner. ${admitAsPublicMail}`,
    ],
    [
      'addy.io',
      `addy.io is an e-mail alias or relay service (addy.io): anyone can make an address there that forwards to any mailbox, and activate the service as a member of this partner. ${admitAsPublicMail}`,
    ],
    [
      'tuta.com',
      `tuta.com is a privacy mail service (Tuta): anyone can open an address there and activate the service as a member of this partner. ${admitAsPublicMail}`,
    ],
  ])('group 1, public mail no kept list names: refuses %s', (domain, message) => {
    expect(errorsWith('evil.json', mail('evil.it', domain))).toEqual([`tenants/evil.json: partner.emailDomains.1: ${message}`]);
  });

  it('group 1: the operator admits a PEC or relay domain for one partner, in partners.<slug>.publicEmailDomains', () => {
    writeSite({ ...SITE, partners: { evil: { publicEmailDomains: ['arubapec.it', 'mozmail.com'] } } });
    expect(errorsWith('evil.json', mail('arubapec.it', 'mozmail.com'))).toEqual([]);
  });

  it("group 2: refuses the provider's own hosts, app., api. and the bare product domain", () => {
    const why =
      "the provider's domain (https://api.salutepiu.example in apiOrigins of config/site.json): the provider's sites are never a partner's, and its page there would stand in for the provider's own; list only hosts of the partner's own domains";
    expect(
      errorsWith('evil.json', partner({ hosts: ['app.salutepiu.example', 'api.salutepiu.example', 'salutepiu.example'] })),
    ).toEqual([
      `tenants/evil.json: hosts.0: app.salutepiu.example is under salutepiu.example, ${why}`,
      `tenants/evil.json: hosts.1: api.salutepiu.example is under salutepiu.example, ${why}`,
      `tenants/evil.json: hosts.2: salutepiu.example is ${why}`,
    ]);
  });

  it('group 3: refuses a grant in the site file for a partner with no file, naming the slug', () => {
    writeSite({ ...SITE, partners: { ghost: { publicEmailDomains: ['gmail.com'] }, evil: { overlapsWith: ['nobody'] } } });
    expect(errorsWith('evil.json', partner())).toEqual([
      'config/site.json: partners.ghost: names no partner: there is no tenants/ghost.json, so what it allows would go to whoever adds a file of that name later; remove partners.ghost, or correct the slug',
      'config/site.json: partners.evil.overlapsWith.0: names no partner: there is no tenants/nobody.json, so it acknowledges nothing; remove it, or correct the slug',
    ]);
  });

  it("group 5: refuses our own and the provider's domains, and a whole public body unless the operator acknowledges it", () => {
    const own =
      "no partner's members have their work e-mail on our own or the provider's domains (step 1 accepts the provider's product domain by itself, in development and test builds only); list only the partner's own domains";
    const body = (index: number, what: string) =>
      `tenants/evil.json: partner.emailDomains.${index}: ${what}: all of its staff, across Italy, could activate the service as members of this partner. List the domain of the partner's own office if it has one; if the partner is that whole body, only the operator can acknowledge it, for this partner only, in partners.evil.publicBodyDomains of config/site.json`;
    expect(
      errorsWith(
        'evil.json',
        mail('salutepiu.example', 'hr.salutepiu.example', 'onboarding-salute.example', 'istruzione.it', 'mim.gov.it'),
      ),
    ).toEqual([
      `tenants/evil.json: partner.emailDomains.0: salutepiu.example is the provider's own domain (provider.productDomain): ${own}`,
      `tenants/evil.json: partner.emailDomains.1: hr.salutepiu.example is under salutepiu.example, the provider's own domain (provider.productDomain): ${own}`,
      `tenants/evil.json: partner.emailDomains.2: onboarding-salute.example is our own domain (domain in config/site.json): ${own}`,
      body(3, "istruzione.it is the staff domain of a whole public body (Ministero dell'istruzione e del merito)"),
      body(4, 'mim.gov.it is the staff domain of a whole public body (a central administration of the State, under gov.it)'),
    ]);
    writeSite({ ...SITE, partners: { evil: { publicBodyDomains: ['istruzione.it'] } } });
    expect(errorsWith('evil.json', mail('istruzione.it'))).toEqual([]);
  });

  it("group 5: refuses a domain equal to, under or above another partner's, unless the operator acknowledges the pair", () => {
    const why = (slug: string) =>
      `the same members could activate the service through both partners, on either contract. List only this partner's own domains; if both partners really admit the same members, the operator acknowledges the pair in partners.${slug}.overlapsWith of config/site.json`;
    project.write(
      'beta.json',
      partner({ partner: { name: 'Beta', emailDomains: ['hr.beta-group.it'] }, contractRef: 'BETA-2026' }),
    );
    expect(errorsWith('evil.json', mail('acme.it', 'sede.acme.it', 'beta-group.it'))).toEqual([
      `tenants/evil.json: partner.emailDomains.0: acme.it is also claimed by tenants/acme.json: ${why('evil')}`,
      `tenants/evil.json: partner.emailDomains.1: sede.acme.it is inside acme.it, claimed by tenants/acme.json: ${why('evil')}`,
      `tenants/evil.json: partner.emailDomains.2: beta-group.it includes hr.beta-group.it, claimed by tenants/beta.json: ${why('evil')}`,
    ]);
    writeSite({ ...SITE, partners: { acme: { overlapsWith: ['evil'] }, evil: { overlapsWith: ['beta'] } } });
    expect(errorsWith('evil.json', mail('acme.it', 'sede.acme.it', 'beta-group.it'))).toEqual([]);
  });
});

describe('a partner file never passes for another partner (group 4)', () => {
  const lookAlike = (slug: string) =>
    `if the operator has checked that they are two distinct partners, the operator acknowledges it in partners.${slug}.looksLike of config/site.json`;
  const sameName = (name: string) =>
    `partner.name: "${name}" is the name of tenants/acme.json too (compared without case or accents): the provider tells partners apart by the groupRef built from it, so the members of both would be one group; give this partner its own name, as in its contract`;

  it("refuses another partner's name, compared without case or accents", () => {
    expect(errorsWith('evil.json', partner({ partner: { name: 'ACMÉ  s.p.a.', emailDomains: ['evil.it'] } }))).toEqual([
      `tenants/evil.json: ${sameName('ACMÉ  s.p.a.')}`,
    ]);
  });

  it("refuses a name with groupRef's separators _ and @", () => {
    expect(errorsWith('evil.json', partner({ partner: { name: 'Evil_mario@acme.it', emailDomains: ['evil.it'] } }))).toEqual([
      "tenants/evil.json: partner.name: must not contain _ or @ (the partner name shown to members): the provider's groupRef is \"<partner name>_<e-mail>\", so with them one member's groupRef could read as another's; write the name without them",
    ]);
  });

  it.each([
    ['ACME-2026.', 'a dot', 'ACME-2026'],
    ['ACME-2026.json', 'a file extension (.json)', 'ACME-2026'],
    ['EVIL-2026.PDF', 'a file extension (.PDF)', 'EVIL-2026'],
  ])('refuses the contract reference %s', (contractRef, end, cut) => {
    expect(errorsWith('evil.json', partner({ contractRef }))).toEqual([
      `tenants/evil.json: contractRef: must not end with ${end}: a server may take it off the address the reference is sent in, so ${contractRef} could reach the provider as ${cut}, another partner's contract; write the reference exactly as the provider gave it`,
    ]);
  });

  it("refuses a look-alike of another partner's name, unless the operator acknowledges it", () => {
    const name = 'АCME S.p.A'; // Cyrillic А
    expect(errorsWith('evil.json', partner({ partner: { name, emailDomains: ['evil.it'] } }))).toEqual([
      `tenants/evil.json: partner.name: "${name}" looks like "Acme S.p.A.", the name of tenants/acme.json (А (U+0410) is not the Latin letter it looks like): members could take this partner for that one. Give this partner its own name, as in its contract; ${lookAlike('evil')}`,
    ]);
    writeSite({ ...SITE, partners: { evil: { looksLike: ['acme'] } } });
    expect(errorsWith('evil.json', partner({ partner: { name, emailDomains: ['evil.it'] } }))).toEqual([]);
  });

  it("refuses a punycode look-alike copying another partner's name, logo, colour and domain", () => {
    // xn--cme-5cd is "аcme" with a Cyrillic а.
    const copy = {
      ...ACME,
      hosts: undefined,
      contractRef: 'ACME-2026-B',
      branding: { ...ACME.branding, logoUrl: '/images/partners/acme.svg' },
    };
    expect(errorsWith('xn--cme-5cd.json', copy)).toEqual([
      `tenants/xn--cme-5cd.json: "xn--cme-5cd" (аcme) looks like "acme", the subdomain of tenants/acme.json: members could take this partner's page for that one's. Rename the file; ${lookAlike('xn--cme-5cd')}`,
      `tenants/xn--cme-5cd.json: ${sameName('Acme S.p.A.')}`,
      "tenants/xn--cme-5cd.json: partner.emailDomains.0: acme.it is also claimed by tenants/acme.json: the same members could activate the service through both partners, on either contract. List only this partner's own domains; if both partners really admit the same members, the operator acknowledges the pair in partners.xn--cme-5cd.overlapsWith of config/site.json",
    ]);
  });

  it('refuses a look-alike subdomain made of Latin letters (rn for m)', () => {
    expect(errorsWith('acrne.json', partner())).toEqual([
      `tenants/acrne.json: "acrne" looks like "acme", the subdomain of tenants/acme.json: members could take this partner's page for that one's. Rename the file; ${lookAlike('acrne')}`,
    ]);
  });
});

describe("the review's legitimate files stay accepted", () => {
  it.each([
    ['a municipality', 'Comune di Milano', ['comune.milano.it']],
    ['a region', 'Regione Lombardia', ['regione.lombardia.it']],
    ['a university, with an accented name', 'Università degli Studi di Milano', ['unimi.it', 'studenti.unimi.it']],
    ['uppercase domains, normalised', 'Società Cooperativa Sanità', ['COOP-Sanita.IT', ' Coop-Sanita.com ']],
    ['a top-level domain in punycode', 'Acme Rossija', ['acme.xn--p1ai']],
    ['its own certified mail beside its domain', 'Gamma S.r.l.', ['gamma.it', 'pec.gamma.it']],
    ['30 domains', 'Gruppo Trenta', Array.from({ length: 30 }, (_, index) => `sede${index}.gruppo-trenta.it`)],
  ])('accepts %s', (_what, name, emailDomains) => {
    expect(errorsWith('evil.json', partner({ partner: { name, emailDomains } }))).toEqual([]);
  });

  it('refuses an internationalised domain written in Unicode, with its punycode form', () => {
    expect(
      errorsWith('evil.json', partner({ partner: { name: 'Acme Rossija', emailDomains: ['acme.рф', 'Città.it'] } })),
    ).toEqual([
      "tenants/evil.json: partner.emailDomains.0: must be written in its punycode form, acme.xn--p1ai: host names are ASCII in DNS, in e-mail and in the server's configuration",
      "tenants/evil.json: partner.emailDomains.1: must be written in its punycode form, xn--citt-3na.it: host names are ASCII in DNS, in e-mail and in the server's configuration",
    ]);
  });
});
