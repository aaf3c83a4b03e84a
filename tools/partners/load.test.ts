import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { deepMerge, loadTenants } from './load';
import { formatProblem } from './problems';
import { tenantWarnings } from './warnings';
import { checkTenants } from './check';
import { buildRules } from './rules';

const VALID = {
  partner: { name: 'Acme S.p.A.', emailDomains: ['acme.it'] },
  contractRef: 'ACME-2026',
  provider: {
    productName: 'Vivi',
    productDomain: 'vivi.test',
    apiBaseUrl: 'https://api.vivi.test/patient',
    webappBaseUrl: 'https://app.vivi.test/',
    redeemCouponUrl: 'https://app.vivi.test/redeem',
    howItWorksUrl: 'https://vivi.test/how',
    videoUrl: 'https://vivi.test/video',
  },
  support: { email: 'help@vivi.test', chatUrl: 'https://wa.me/39000', privacyPolicyUrl: 'https://vivi.test/privacy' },
  branding: { primaryColor: '#0f7a4d' },
};

const ROOT = join(import.meta.dirname, '..', '..');

/** The operator's site file of these tests: the provider's API and web app origins of VALID. */
const SITE = {
  apiOrigins: ['https://api.vivi.test'],
  webOrigins: ['https://app.vivi.test'],
  linkOrigins: ['https://vivi.test', 'https://wa.me'],
};

/** <work>/tenants, with the operator's site file where the loader looks, <work>/config/site.json. */
let dir: string;
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'tenants-')), 'tenants');
  mkdirSync(dir);
  writeSite(SITE);
});
function writeSite(site: unknown) {
  mkdirSync(join(dir, '..', 'config'), { recursive: true });
  writeFileSync(join(dir, '..', 'config', 'site.json'), JSON.stringify(site));
}
const onCleanup: string[] = [];
afterEach(() => {
  rmSync(join(dir, '..'), { recursive: true, force: true });
  for (const path of onCleanup.splice(0)) rmSync(path, { recursive: true, force: true });
});

/** Another partner: its own contract, name and domain, as every partner has (BETA-2026: Beta S.p.A., beta.it). */
const partner = (contractRef: string, fields: Record<string, unknown> = {}) => {
  const word = contractRef.split('-')[0]!.toLowerCase();
  const name = `${word.charAt(0).toUpperCase()}${word.slice(1)} S.p.A.`;
  return { ...VALID, partner: { name, emailDomains: [`${word}.it`] }, contractRef, ...fields };
};

function write(name: string, content: unknown) {
  writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
}

function problemsOf(name: string, content: unknown): string[] {
  write(name, content);
  return loadTenants(dir, dir).problems.map(formatProblem);
}

describe('loadTenants', () => {
  it('loads a complete tenant file with no defaults', () => {
    write('acme.json', { $schema: '../tenant.schema.json', ...VALID });
    const { tenants, problems } = loadTenants(dir, dir);
    expect(problems).toEqual([]);
    expect(tenants.get('acme')).toEqual(VALID);
  });

  it('merges _defaults.json under each file, the file winning', () => {
    const { provider, support, ...own } = VALID;
    write('_defaults.json', { provider, support: { ...support, email: 'default@vivi.test' } });
    write('acme.json', { ...own, support: { email: 'acme@vivi.test' } });
    const { tenants, problems } = loadTenants(dir, dir);
    expect(problems).toEqual([]);
    expect(tenants.get('acme')?.support).toEqual({ ...support, email: 'acme@vivi.test' });
    expect(tenants.get('acme')?.provider).toEqual(provider);
  });

  it('names the file, the field and the reason for a missing field', () => {
    const { contractRef: _missing, ...rest } = VALID;
    expect(problemsOf('acme.json', rest)).toEqual([
      'acme.json: contractRef: is missing: add it to the file or to _defaults.json',
    ]);
  });

  it('rejects unknown keys, so typos cannot pass', () => {
    expect(problemsOf('acme.json', { ...VALID, branding: { ...VALID.branding, primaryColour: '#000000' } })).toEqual([
      'acme.json: branding: unknown field "primaryColour": did you mean "primaryColor"?',
    ]);
  });

  it('requires https, allowing http only on localhost (development and test builds)', () => {
    const withApi = (apiBaseUrl: string) => ({ ...VALID, provider: { ...VALID.provider, apiBaseUrl } });
    expect(problemsOf('acme.json', withApi('http://api.vivi.test'))[0]).toMatch(
      /^acme\.json: provider\.apiBaseUrl: must be a valid https:\/\/ address/,
    );
    expect(problemsOf('acme.json', withApi('javascript:alert(1)'))[0]).toMatch(/provider\.apiBaseUrl/);
    const devProblems = (apiBaseUrl: string) => (
      write('acme.json', withApi(apiBaseUrl)),
      loadTenants(dir, dir, { allowLoopback: true }).problems
    );
    expect(devProblems('http://localhost:8787/patient')).toEqual([]);
    expect(devProblems('http://127.0.0.1:8787')).toEqual([]);
    expect(devProblems('http://api.vivi.test')).toHaveLength(1);
  });

  it('rejects colours and names that try to inject CSS or HTML', () => {
    expect(problemsOf('acme.json', { ...VALID, branding: { primaryColor: 'red;background:url(x)' } })[0]).toMatch(
      /branding\.primaryColor: must be a hex colour/,
    );
    expect(problemsOf('acme.json', { ...VALID, partner: { ...VALID.partner, name: '<b>Acme</b>' } })[0]).toMatch(/partner\.name/);
  });

  it('reports a file that is not valid JSON', () => {
    expect(problemsOf('acme.json', '{ "partner": ')[0]).toMatch(/^acme\.json:1:\d+: is not valid JSON/);
  });

  it('reports a file name that is not a valid subdomain', () => {
    expect(problemsOf('Acme_Italia.json', VALID)[0]).toMatch(/^Acme_Italia\.json: the file name must be/);
  });

  it('normalises e-mail domains and rejects malformed ones', () => {
    write('acme.json', { ...VALID, partner: { ...VALID.partner, emailDomains: [' ACME.it '] } });
    expect(loadTenants(dir, dir).tenants.get('acme')?.partner.emailDomains).toEqual(['acme.it']);
    expect(problemsOf('acme.json', { ...VALID, partner: { ...VALID.partner, emailDomains: ['@acme.it'] } })[0]).toMatch(
      /partner\.emailDomains\.0: must be an e-mail domain/,
    );
  });
});

describe('the shipped tenants', () => {
  // Under the rules of npm run dev, the only command that serves the demo partner: its addresses are the dev
  // server's own (http://localhost), which production refuses; the production checks leave it out (next test).
  it('are all valid', () => {
    const { tenants, problems } = loadTenants(join(ROOT, 'tenants'), process.cwd(), buildRules('serve', {}));
    expect(problems.map(formatProblem)).toEqual([]);
    expect([...tenants.keys()]).toEqual(expect.arrayContaining(['demo', 'acme']));
    expect(tenants.get('demo')?.branding.primaryColor).not.toBe(tenants.get('acme')?.branding.primaryColor);
  });

  // The policy: warnings (contrast, missing image, shared domain) never fail a command or this
  // test; they are printed. Only errors, which stop npm run build, fail it.
  it('pass npm run tenant:check under the production rules, warnings printed, not failed', () => {
    const root = ROOT;
    const { errors, warnings } = checkTenants({
      dir: join(root, 'tenants'),
      publicDir: join(root, 'public'),
      cwd: root,
      env: {},
    });
    for (const warning of warnings) console.warn(`tenant:check warning: ${formatProblem(warning)}`);
    expect(errors.map(formatProblem)).toEqual([]);
  });

  it('each start with the $schema reference', () => {
    const names = readdirSync(join(ROOT, 'tenants')).filter((name) => name.endsWith('.json'));
    expect(names).toEqual(expect.arrayContaining(['_defaults.json', 'demo.json', 'acme.json']));
    for (const name of names) {
      const raw = JSON.parse(readFileSync(join(ROOT, 'tenants', name), 'utf8')) as { $schema?: string };
      expect(raw.$schema).toBe('../tenant.schema.json');
    }
  });
});

describe('own domains (hosts)', () => {
  beforeEach(() => writeSite({ ...SITE, domain: 'vivi-partner.it' }));

  it('accepts lowercase host names', () => {
    write('acme.json', { ...VALID, hosts: ['salute.acme.it', 'benessere.acme-group.com'] });
    const { tenants, problems } = loadTenants(dir, dir);
    expect(problems).toEqual([]);
    expect(tenants.get('acme')?.hosts).toEqual(['salute.acme.it', 'benessere.acme-group.com']);
  });

  it('rejects addresses, uppercase, single labels and repeats', () => {
    expect(
      problemsOf('acme.json', { ...VALID, hosts: ['https://salute.acme.it/', 'Salute.acme.it', 'salute', 'salute.acme.it:443'] }),
    ).toEqual([
      'acme.json: hosts.0: must be a host name such as salute.acme.it: no https://, no path, no port, no spaces',
      'acme.json: hosts.1: must be written in lowercase, such as salute.acme.it',
      'acme.json: hosts.2: must be a host name such as salute.acme.it: no https://, no path, no port, no spaces',
      'acme.json: hosts.3: must be a host name such as salute.acme.it: no https://, no path, no port, no spaces',
    ]);
    expect(problemsOf('acme.json', { ...VALID, hosts: ['a.acme.it', 'b.acme.it', 'a.acme.it'] })).toEqual([
      'acme.json: hosts.2: lists a.acme.it twice',
    ]);
  });

  it('rejects a host claimed by two partners, naming both files', () => {
    write('acme.json', { ...VALID, hosts: ['salute.acme.it'] });
    write('beta.json', partner('BETA-2026', { hosts: ['salute.acme.it'] }));
    const { tenants, problems } = loadTenants(dir, dir);
    expect(problems.map(formatProblem)).toEqual([
      'beta.json: hosts.0: salute.acme.it is also claimed by acme.json: a host can serve only one partner, so remove it from one of the two files',
    ]);
    expect([...tenants.keys()]).toEqual(['acme']);
  });

  it('says "also claimed" for a host under no partner\'s domain that two partners list', () => {
    write('acme.json', { ...VALID, hosts: ['salute.gruppo.it'] });
    write('beta.json', partner('BETA-2026', { hosts: ['salute.gruppo.it'] }));
    expect(loadTenants(dir, dir).problems.map(formatProblem)).toEqual([
      'beta.json: hosts.0: salute.gruppo.it is also claimed by acme.json: a host can serve only one partner, so remove it from one of the two files',
    ]);
  });

  it("rejects a host whose first label is another partner's subdomain", () => {
    write('acme.json', { ...VALID, hosts: ['beta.acme.it'] });
    write('beta.json', partner('BETA-2026'));
    expect(loadTenants(dir, dir).problems.map(formatProblem)).toEqual([
      'acme.json: hosts.0: beta.acme.it begins with "beta", the subdomain of beta.json, so that partner would be shown on it: use another host name',
    ]);
  });
});

describe('texts', () => {
  it("accepts a partner's wording for known keys, in Italian and English", () => {
    const texts = {
      it: { 'eligibility:title': 'Benvenuto in {{partnerName}}', 'common:support.text': 'Scrivi a <email>{{email}}</email>' },
      en: { 'eligibility:email.hint': 'Such as name@yourcompany.com' },
    };
    write('acme.json', { ...VALID, texts });
    const { tenants, problems } = loadTenants(dir, dir);
    expect(problems).toEqual([]);
    expect(tenants.get('acme')?.texts).toEqual(texts);
  });

  it('names each unknown key with its field and a suggestion', () => {
    expect(
      problemsOf('acme.json', { ...VALID, texts: { it: { 'eligibility:titel': 'x', heading: 'y', 'foo:bar': 'z' } } }),
    ).toEqual([
      'acme.json: texts.it.eligibility:titel: is not a text of the app: did you mean "eligibility:title"? (keys are "<file>:<key>", as in locales/it/<file>.json)',
      'acme.json: texts.it.heading: is not a text of the app: put the file name in front, such as "eligibility:heading" or "userInfo:heading"',
      'acme.json: texts.it.foo:bar: is not a text of the app: keys are "<file>:<key>", as in locales/it/<file>.json, such as "eligibility:title"',
    ]);
  });

  it('rejects unknown languages, placeholders and tags, and empty texts', () => {
    expect(problemsOf('acme.json', { ...VALID, texts: { fr: {} } })).toEqual([
      'acme.json: texts: unknown field "fr": check the spelling; the fields here are it, en',
    ]);
    expect(
      problemsOf('acme.json', {
        ...VALID,
        texts: {
          it: {
            'common:back': '',
            'eligibility:title': 'Ciao {{nome}}',
            'eligibility:heading': '<b>Dati</b>',
            'common:support.text': '<a>{{email}}</a>',
          },
        },
      }),
    ).toEqual([
      'acme.json: texts.it.common:back: must show something: it is empty or holds only spaces or invisible characters (such as U+2800 or U+3164); remove the line to keep the default text',
      'acme.json: texts.it.common:support.text: uses <a>, but this text may only use <email>',
      'acme.json: texts.it.eligibility:title: uses {{nome}}, which this text cannot fill in; it may use {{partnerName}}, {{productName}}, {{email}}',
      'acme.json: texts.it.eligibility:heading: must not contain <b>: this text is shown as plain text',
    ]);
  });
});

describe('tenantWarnings', () => {
  function warningsOf(files: Record<string, unknown>): string[] {
    for (const [name, content] of Object.entries(files)) write(name, content);
    const loaded = loadTenants(dir, dir);
    expect(loaded.problems).toEqual([]);
    return tenantWarnings(loaded).map(formatProblem);
  }

  it('warns when the text on the primary colour is hard to read', () => {
    expect(warningsOf({ 'acme.json': { ...VALID, branding: { primaryColor: '#808080' } } })).toEqual([
      'acme.json: branding.primaryColor: #808080 gives only 4.49:1 contrast with the text drawn on it (#111827); buttons need at least 4.5:1 to be readable, so choose a lighter shade',
    ]);
    expect(warningsOf({ 'acme.json': { ...VALID, branding: { primaryColor: '#0B5FFF' } } })).toEqual([]);
  });

  it('takes a top-level domain in punycode, which step 1 takes too, without a warning', () => {
    const idn = partner('RF-2026', { partner: { name: 'Acme Rossija', emailDomains: ['acme.xn--p1ai'] } });
    expect(warningsOf({ 'rf.json': idn })).toEqual([]);
  });

  it('warns when step 1 cannot take addresses under a domain: one so long that no address under it fits', () => {
    const long = `${['a', 'b', 'c'].map((letter) => letter.repeat(63)).join('.')}.${'d'.repeat(57)}.it`;
    const far = partner('FAR-2026', { partner: { name: 'Acme Lontana', emailDomains: [long] } });
    expect(warningsOf({ 'far.json': far })).toEqual([
      `far.json: partner.emailDomains.0: ${long} is a valid domain, but step 1 does not take addresses under it (its e-mail syntax, src/shared/eligibility/email-syntax.ts, refuses mario.rossi@${long}, at most 254 characters): members could not activate with such an address; ask a developer`,
    ]);
  });
});

describe('deepMerge', () => {
  it('merges objects and replaces arrays', () => {
    expect(deepMerge({ a: { b: 1, c: [1, 2] } }, { a: { c: [3] } })).toEqual({ a: { b: 1, c: [3] } });
  });
});

describe('hardening (issue 10)', () => {
  const withProvider = (fields: Record<string, string>) => ({ ...VALID, provider: { ...VALID.provider, ...fields } });

  it.each([
    ['provider.apiBaseUrl', 'https://x;connect-src;/patient', withProvider({ apiBaseUrl: 'https://x;connect-src;/patient' })],
    ['provider.apiBaseUrl', 'https://a$foo/', withProvider({ apiBaseUrl: 'https://a$foo/' })],
    ['provider.videoUrl', 'https://*.vivi.test/video', withProvider({ videoUrl: 'https://*.vivi.test/video' })],
    ['support.chatUrl', "https://wa.me'/1", { ...VALID, support: { ...VALID.support, chatUrl: "https://wa.me'/1" } }],
    [
      'provider.apiBaseUrl',
      'https://user:secret@api.vivi.test/',
      withProvider({ apiBaseUrl: 'https://user:secret@api.vivi.test/' }),
    ],
  ])('accepts only real host names in addresses: %s = %s', (field, _url, content) => {
    const problems = problemsOf('acme.json', content);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^acme\\.json: ${field.replace('.', '\\.')}: must be a valid https:// address .*host name`),
    );
  });

  it('accepts ports, paths and queries on real hosts', () => {
    // A port is part of the origin: the operator lists it as such.
    writeSite({ ...SITE, apiOrigins: ['https://api.vivi.test:8443'] });
    expect(
      problemsOf(
        'acme.json',
        withProvider({ apiBaseUrl: 'https://api.vivi.test:8443/v1/patient', videoUrl: 'https://vivi.test/v?x=1' }),
      ),
    ).toEqual([]);
  });

  it('refuses http:// on loopback in production builds, and allows it when asked (dev server, test builds)', () => {
    write('acme.json', withProvider({ apiBaseUrl: 'http://127.0.0.1:4301/patient', webappBaseUrl: 'http://localhost:4301' }));
    expect(loadTenants(dir, dir).problems.map(formatProblem)).toEqual([
      "acme.json: provider.apiBaseUrl: must be a valid https:// address (the provider API's base address) with a real host name, with no user name, no # and no backslash; http:// on localhost and 127.0.0.1 is allowed only in development and test builds",
      "acme.json: provider.webappBaseUrl: must be a valid https:// address (the provider web app's base address) with a real host name, with no user name, no # and no backslash; http:// on localhost and 127.0.0.1 is allowed only in development and test builds",
    ]);
    expect(loadTenants(dir, dir, { allowLoopback: true }).problems).toEqual([]);
  });

  it('refuses attributes on <email> and any other markup in texts', () => {
    const withText = (text: string) => ({ ...VALID, texts: { it: { 'common:support.text': text } } });
    expect(problemsOf('acme.json', withText('Scrivi a <email href="https://evil.example" download>{{email}}</email>'))).toEqual([
      'acme.json: texts.it.common:support.text: may use only <email> and </email> exactly as written, with no attributes, spaces or other < >',
    ]);
    expect(problemsOf('acme.json', withText('Scrivi a <email style="color:red">{{email}}</email>'))).toHaveLength(1);
    expect(problemsOf('acme.json', withText('Scrivi a <email >{{email}}</ email>'))).toHaveLength(1);
    expect(problemsOf('acme.json', { ...VALID, texts: { it: { 'eligibility:title': 'Ciao <b class="x">' } } })).toEqual([
      'acme.json: texts.it.eligibility:title: must not contain markup such as <b> or </p>: this text is shown as plain text (a < or > followed by a space is fine)',
    ]);
    expect(problemsOf('acme.json', withText('Scrivi a <email>{{email}}</email>'))).toEqual([]);
  });

  it.each([
    ['partner.name', { ...VALID, partner: { ...VALID.partner, name: 'Acme\u202Egnp.exe' } }],
    ['partner.name', { ...VALID, partner: { ...VALID.partner, name: 'Ac\u200Bme' } }],
    ['provider.productName', withProvider({ productName: 'Vi\u2066vi' })],
    ['texts.it.eligibility:title', { ...VALID, texts: { it: { 'eligibility:title': 'Ciao\u200F' } } }],
  ])('refuses bidi and zero-width characters in %s', (field, content) => {
    const problems = problemsOf('acme.json', content);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^acme\\.json: ${field.replace(/\./g, '\\.')}: .*invisible`));
  });
});

describe('messages for integrators (issue 11)', () => {
  it('says which type was expected and which was found', () => {
    expect(problemsOf('acme.json', { ...VALID, partner: { name: 42, emailDomains: 'acme.it' } })).toEqual([
      'acme.json: partner.name: has the wrong type: expected text in quotes, found the number 42',
      'acme.json: partner.emailDomains: has the wrong type: expected a list [ … ], found the text "acme.it"',
    ]);
    expect(problemsOf('acme.json', { ...VALID, branding: '#0f7a4d' })).toEqual([
      'acme.json: branding: has the wrong type: expected an object { … }, found the text "#0f7a4d"',
    ]);
  });

  it('still calls a field that is not there missing', () => {
    const { partner: _missing, ...rest } = VALID;
    expect(problemsOf('acme.json', rest)).toEqual(['acme.json: partner: is missing: add it to the file or to _defaults.json']);
  });

  it('reports a mistake in _defaults.json once, against _defaults.json', () => {
    const { provider, support, ...own } = VALID;
    write('_defaults.json', { provider: { ...provider, apiBaseUrl: 'ftp://api.vivi.test' }, support, brandng: {} });
    write('acme.json', own);
    write('beta.json', { ...own, provider: { productName: 'Beta' } });
    expect(loadTenants(dir, dir).problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^_defaults\.json: provider\.apiBaseUrl: must be a valid https:\/\/ address/),
      '_defaults.json: unknown field "brandng": did you mean "branding"?',
    ]);
  });

  it('still reports against the partner what the partner file sets', () => {
    const { provider, support, ...own } = VALID;
    write('_defaults.json', { provider, support });
    write('acme.json', { ...own, provider: { apiBaseUrl: 'ftp://api.acme.it' } });
    expect(loadTenants(dir, dir).problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^acme\.json: provider\.apiBaseUrl: must be a valid https:\/\/ address/),
    ]);
  });

  it('suggests the field name meant by a typo', () => {
    expect(
      problemsOf('acme.json', { ...VALID, branding: { ...VALID.branding, primaryColour: '#000000' }, contractref: 'x' }),
    ).toEqual([
      'acme.json: branding: unknown field "primaryColour": did you mean "primaryColor"?',
      'acme.json: unknown field "contractref": did you mean "contractRef"?',
    ]);
    expect(problemsOf('acme.json', { ...VALID, colours: 'x' })).toEqual([
      'acme.json: unknown field "colours": check the spelling; the fields here are $schema, partner, contractRef, hosts, provider, support, branding, texts',
    ]);
  });
});

describe("a partner's pictures (images.ts)", () => {
  /** The errors of tenant:check for acme.json with `branding`, and `publicFiles` (path -> bytes) under public/. */
  function imageErrors(branding: Record<string, string>, publicFiles: Record<string, number> = {}): string[] {
    write('acme.json', { ...VALID, branding: { primaryColor: '#0f7a4d', ...branding } });
    // Beside tenants/, as in the project: a folder inside it would be an odd entry.
    const publicDir = join(dir, '..', `${basename(dir)}-public`);
    onCleanup.push(publicDir);
    for (const [path, bytes] of Object.entries(publicFiles)) {
      mkdirSync(join(publicDir, path, '..'), { recursive: true });
      writeFileSync(join(publicDir, path), 'x'.repeat(bytes));
    }
    const { errors, loaded } = checkTenants({ dir, publicDir, cwd: dir });
    expect(loaded.tenants.has('acme')).toBe(errors.length === 0);
    return errors.map(formatProblem);
  }

  it('refuses a path with no file under public/, naming the file to add', () => {
    const branding = { logoUrl: '/images/partners/acme.svg', heroImageUrl: '/images/acme-hero.jpg' };
    expect(imageErrors(branding, { 'images/partners/acme.svg': 400 })).toEqual([
      expect.stringMatching(
        /^acme\.json: branding\.heroImageUrl: \/images\/acme-hero\.jpg has no file: add \S+-public\/images\/acme-hero\.jpg, or members would see a broken image on every visit$/,
      ),
    ]);
  });

  it('refuses a picture over 100 KB with its size and the cap, and takes one of exactly 100 KB', () => {
    expect(imageErrors({ logoUrl: '/images/partners/acme.png' }, { 'images/partners/acme.png': 18 * 1024 * 1024 })).toEqual([
      "acme.json: branding.logoUrl: /images/partners/acme.png is 18432 KB, over the 100 KB cap: every visit downloads it on a phone's connection; export it smaller (an SVG, or a WebP or PNG at the size shown)",
    ]);
    expect(imageErrors({ logoUrl: '/images/partners/acme.png' }, { 'images/partners/acme.png': 100 * 1024 })).toEqual([]);
  });

  it("refuses another site's address before looking on disk", () => {
    expect(imageErrors({ logoUrl: 'https://cdn.acme.it/logo.svg' })).toEqual([
      "acme.json: branding.logoUrl: must be a path on this site, such as /images/partners/acme.svg, to a file under public/ (letters, digits, - _ . and / only): no other site's address, which would load on every visit and widen every partner's image policy (the partner's logo)",
    ]);
  });

  it('refuses a path that leaves public/', () => {
    expect(imageErrors({ logoUrl: '/../tenants/acme.json' })).toEqual([
      expect.stringMatching(/^acme\.json: branding\.logoUrl: must be a path on this site/),
    ]);
  });
});
