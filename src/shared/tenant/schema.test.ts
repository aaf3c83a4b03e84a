/**
 * The tenant contract on its own: each fault the schema names, where, and which stop the checks of
 * their value (abort); the stored forms; the file the build wrote as the browser reads it. The words
 * for integrators are tools/partners/' (tests/unit/hostile-*.test.ts); here the codes.
 */
import { tenantFile } from '../../../tests/support/test-tenant';
import { DEFAULT_TEXTS } from '../i18n/default-texts';
import { LIMITS, PRODUCTION_RULES, hostMapSchema, tenantFileSchema, tenantSchemaFor, type TenantData } from './schema';

const FILE: TenantData = tenantFile();

type Fields = { [K in keyof TenantData]?: unknown };
// Built in each test, never once for the file: what the schema holds is made when it is built, so a
// schema built at import would hide a change of its code from every test (and from npm run test:mutation).
const production = () => tenantSchemaFor(PRODUCTION_RULES, DEFAULT_TEXTS);
const loopback = () => tenantSchemaFor({ allowLoopback: true }, DEFAULT_TEXTS);

/** The file with `fields` over FILE's; `partner`, `provider`, `support` and `branding` merge field by field. */
function file(fields: Fields = {}): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...FILE, ...fields };
  for (const key of ['partner', 'provider', 'support', 'branding'] as const) {
    if (fields[key] && typeof fields[key] === 'object') merged[key] = { ...FILE[key], ...fields[key] };
  }
  return merged;
}

/** Each issue as "path: fault", the fault being the schema's (or zod's code, where zod words the message). */
function faults(value: unknown, schema: { safeParse: (value: unknown) => unknown } = production()): string[] {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string; code: string }> };
  };
  return (result.error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${/^[a-zA-Z]+$/.test(issue.message) ? issue.message : issue.code}`,
  );
}

describe('a partner file as integrators write it', () => {
  it('accepts a valid file and stores each value in its one form', () => {
    const parsed = production().parse(
      file({
        partner: { name: '  Acme S.p.A. ', emailDomains: [' ACME.it ', 'Acme-Group.COM'] },
        provider: { ...FILE.provider, productDomain: ' Vivi.TEST', apiBaseUrl: 'https:api.vivi.test/patient' },
        branding: { primaryColor: '#0F7A4D', logoUrl: '/images/partners/acme.svg', heroImageUrl: '/images/hero.jpg' },
      }),
    );
    expect(parsed.partner).toEqual({ name: 'Acme S.p.A.', emailDomains: ['acme.it', 'acme-group.com'] });
    expect(parsed.provider.productDomain).toBe('vivi.test');
    expect(parsed.provider.apiBaseUrl).toBe('https://api.vivi.test/patient');
    expect(parsed.branding).toEqual({
      primaryColor: '#0F7A4D',
      logoUrl: '/images/partners/acme.svg',
      heroImageUrl: '/images/hero.jpg',
    });
  });

  it.each([
    ['an empty list', [], ['partner.emailDomains: tooFew']],
    [
      'too many',
      Array.from({ length: LIMITS.emailDomains + 1 }, (_, index) => `d${index}.acme.it`),
      ['partner.emailDomains: tooMany'],
    ],
    ['an address', ['mario@acme.it'], ['partner.emailDomains.0: domain']],
    ['a single label', ['acme'], ['partner.emailDomains.0: domain']],
    [
      'Unicode, and nothing more said of it',
      ['città.it', 'acme.рф'],
      ['partner.emailDomains.0: punycode', 'partner.emailDomains.1: punycode'],
    ],
  ])('refuses e-mail domains: %s', (_what, emailDomains, expected) => {
    expect(faults(file({ partner: { emailDomains } }))).toEqual(expected);
  });

  it('accepts as many domains as the limit, and a top-level domain in punycode', () => {
    const emailDomains = Array.from({ length: LIMITS.emailDomains - 1 }, (_, index) => `d${index}.acme.it`);
    expect(faults(file({ partner: { emailDomains: [...emailDomains, 'acme.xn--p1ai'] } }))).toEqual([]);
  });

  it.each([
    ['markup and an invisible character, each said', 'Acme <b>\u200b', ['partner.name: markup', 'partner.name: invisible']],
    ['only spaces', '   ', ['partner.name: empty']],
    ['only a blank Braille pattern (U+2800)', '\u2800', ['partner.name: empty']],
    ['only a Hangul filler (U+3164) and a combining mark', ' \u3164\u0301 ', ['partner.name: empty']],
    ['only Hangul fillers U+115F, U+1160, U+FFA0', '\u115F\u1160\uFFA0', ['partner.name: empty']],
    ['too long', 'A'.repeat(201), ['partner.name: tooLong']],
    ["i18next's nesting, which the build's title check refuses", 'Acme $t(common:confirm)', ['partner.name: unfilled']],
    ['an object printed as text', 'Acme [object Object]', ['partner.name: unfilled']],
    ['double braces', 'Acme {{x}}', ['partner.name: unfilled']],
    ['a control character', 'Acme\u0007', ['partner.name: markup']],
    ['a lone surrogate', 'Acme \ud800', ['partner.name: unicode']],
    ["groupRef's separator _", 'Acme_Italia', ['partner.name: separator']],
    ["groupRef's separator @", 'Acme @ Milano', ['partner.name: separator']],
  ])('refuses a name with %s', (_what, name, expected) => {
    expect(faults(file({ partner: { name } }))).toEqual(expected);
  });

  it('accepts 200 characters, accents, punctuation and single braces in a name', () => {
    expect(faults(file({ partner: { name: `{Curly} Brand Società Più & Co. ${'x'.repeat(168)}` } }))).toEqual([]);
    expect(faults(file({ partner: { name: 'Acme\u2800Italia' } }))).toEqual([]);
  });

  it.each([
    ['ACME 2026', ['contractRef: pattern']],
    ['ACME 2026.', ['contractRef: pattern']],
    ['ACME-2026.', ['contractRef: trailingDot']],
    ['ACME-2026.json', ['contractRef: extension']],
    ['ACME-2026.Pdf', ['contractRef: extension']],
    ['ACME-2026.json.', ['contractRef: trailingDot']],
    ['ACME-2026.7', []],
    ['CONV.2026_A', []],
  ])('contractRef %s', (contractRef, expected) => {
    expect(faults(file({ contractRef }))).toEqual(expected);
  });

  it.each([
    ['lowercase names', ['salute.acme.it', 'benessere.acme.xn--p1ai'], []],
    ['capitals, said once', ['Salute.acme.it', 'SALUTE'], ['hosts.0: uppercase', 'hosts.1: uppercase']],
    ['Unicode, said once', ['salute.città.it'], ['hosts.0: punycode']],
    ['an address or a port', ['https://salute.acme.it/', 'salute.acme.it:443'], ['hosts.0: host', 'hosts.1: host']],
    ['a repeat, at its second place', ['a.acme.it', 'b.acme.it', 'a.acme.it', 'b.acme.it'], ['hosts.2: twice', 'hosts.3: twice']],
    ['an empty list', [], ['hosts: tooFew']],
    ['too many', Array.from({ length: LIMITS.hosts + 1 }, (_, index) => `h${index}.acme.it`), ['hosts: tooMany']],
  ])('hosts: %s', (_what, hosts, expected) => {
    expect(faults(file({ hosts }))).toEqual(expected);
  });

  it.each([
    ['apiBaseUrl', 'http://api.vivi.test/patient', ['provider.apiBaseUrl: url']],
    ['apiBaseUrl', 'not an address', ['provider.apiBaseUrl: url']],
    ['apiBaseUrl', 'https://api.vivi.test/patient?x=1', ['provider.apiBaseUrl: query']],
    ['apiBaseUrl', 'https://api.vivi.test/patient?', ['provider.apiBaseUrl: query']],
    ['webappBaseUrl', 'https://app.vivi.test/?ref=1', ['provider.webappBaseUrl: query']],
    ['redeemCouponUrl', 'https://app.vivi.test/redeem?from=partner', ['provider.redeemCouponUrl: query']],
    ['redeemCouponUrl', 'https://app.vivi.test/riscatta', []],
    ['videoUrl', 'https://vivi.test/video?t=10', []],
    ['howItWorksUrl', 'https://user@vivi.test/', ['provider.howItWorksUrl: url']],
    ['productDomain', 'https://vivi.test', ['provider.productDomain: domain']],
    ['productName', '<Vivi>', ['provider.productName: markup']],
  ])('provider.%s %s', (field, value, expected) => {
    expect(faults(file({ provider: { [field]: value } }))).toEqual(expected);
  });

  it('allows http:// on this machine only under the rules of development and test builds', () => {
    const local = file({
      provider: { apiBaseUrl: 'http://127.0.0.1:4301/patient', webappBaseUrl: 'http://localhost:4301/webapp' },
    });
    expect(faults(local, loopback())).toEqual([]);
    expect(faults(local)).toEqual(['provider.apiBaseUrl: url', 'provider.webappBaseUrl: url']);
  });

  it.each([
    ['logo.svg', ['branding.logoUrl: image']],
    ['images/logo.svg', ['branding.logoUrl: image']],
    ['//evil.it/logo.svg', ['branding.logoUrl: image']],
    ['my logo: acme.svg', ['branding.logoUrl: image']],
    ['web2:logo.svg', ['branding.logoUrl: image']],
    ['/images/logo 1.svg', ['branding.logoUrl: image']],
    ['javascript:alert(1)', ['branding.logoUrl: image']],
    ['http://cdn.acme.it/logo.svg', ['branding.logoUrl: image']],
    ['https://cdn.acme.it/logo.svg', ['branding.logoUrl: image']],
    ['/images/partners/acme.svg', []],
  ])('branding.logoUrl %s', (logoUrl, expected) => {
    expect(faults(file({ branding: { logoUrl } }))).toEqual(expected);
  });

  it('refuses a colour, a support address or a field it does not know, naming each', () => {
    expect(
      faults(
        file({
          branding: { primaryColor: 'green' },
          support: { email: 'aiuto@' },
          partner: { name: 'Acme', colour: 'x' },
        }),
      ),
    ).toEqual(['partner: unrecognized_keys', 'support.email: pattern', 'branding.primaryColor: pattern']);
    expect(faults(file({ support: { email: 'supporto?bcc=spy%40evil.example&x=@salutepiu.example' } }))).toEqual([
      'support.email: plainAddress',
    ]);
    expect(faults(file({ support: { email: 'supporto+salute@salutepiu.example' } }))).toEqual([]);
    expect(faults({ ...file(), contractRef: undefined })).toEqual(['contractRef: invalid_type']);
  });
});

describe("a partner's own texts", () => {
  const text = (key: string, value: string) => faults(file({ texts: { it: { [key]: value } } }));

  it.each([
    ['eligibility:title', '', 'empty'],
    ['eligibility:title', '\u2800', 'empty'],
    ['eligibility:title', '\u3164 ', 'empty'],
    ['eligibility:title', 'Ciao\tmondo', 'control'],
    ['eligibility:title', 'Ciao [object Object]', 'unfilled'],
    ['eligibility:title', 'title', 'unfilled'],
    ['eligibility:title', 'eligibility:title', 'unfilled'],
    ['eligibility:title', 'Ciao\u200b', 'invisible'],
    ['eligibility:title', 'Ciao \ud800', 'unicode'],
    ['eligibility:title', '$t(eligibility:heading)', 'nesting'],
    ['eligibility:title', 'Ciao {{', 'braces'],
    ['eligibility:title', 'Ciao {{nome}}', 'placeholders'],
    ['eligibility:title', 'Ciao <b>tu</b>', 'tags'],
    ['common:support.text', 'Scrivi a <email href="x">{{email}}</email>', 'strayMarkup'],
  ])('refuses in %s the text %j: %s', (key, value, fault) => {
    expect(text(key, value)).toEqual([`texts.it.${key}: ${fault}`]);
  });

  it('says every fault of one text, and accepts what its default allows', () => {
    expect(text('eligibility:title', '$t(x) {{nome}} <b>')).toEqual([
      'texts.it.eligibility:title: nesting',
      'texts.it.eligibility:title: placeholders',
      'texts.it.eligibility:title: tags',
    ]);
    expect(text('eligibility:title', 'Benvenuto in {{productName}}, {{partnerName}}')).toEqual([]);
    expect(text('common:support.text', 'Scrivi a <email>{{email}}</email>')).toEqual([]);
    expect(text('eligibility:intro', 'Per chi ha età < 65 anni\ne per chi ne ha > 65.')).toEqual([]);
  });

  it("names the schema's own faults as custom issues", () => {
    const result = production().safeParse(
      file({ hosts: ['a.acme.it', 'a.acme.it'], texts: { it: { 'eligibility:title': '$t(eligibility:heading)' } } }),
    );
    expect(result.error?.issues.map(({ code, message }) => `${code} ${message}`)).toEqual(['custom twice', 'custom nesting']);
  });

  it('refuses a text too long and a key the app does not have', () => {
    expect(text('eligibility:title', 'x'.repeat(2001))).toEqual(['texts.it.eligibility:title: tooLong']);
    expect(text('eligibility:titel', 'Ciao')).toEqual(['texts.it: unrecognized_keys']);
  });
});

describe('the file the build wrote, as the browser reads it', () => {
  const written = () => production().parse(file({ hosts: ['salute.acme.it'], texts: { it: { 'eligibility:title': 'Ciao' } } }));

  // First in this file to ask for tenantFileSchema(), which builds it once: this test sees its build.
  it('refuses a value not in its stored form: the app uses only what was checked', () => {
    const parsed = written();
    expect(
      faults(
        {
          ...parsed,
          partner: { name: ' Acme ', emailDomains: ['ACME.it'] },
          provider: { ...parsed.provider, apiBaseUrl: 'https:api.vivi.test/patient' },
          support: { ...parsed.support, chatUrl: 'HTTPS://wa.me/39000' },
        },
        tenantFileSchema(),
      ),
    ).toEqual([
      'partner.name: normalized',
      'partner.emailDomains.0: normalized',
      'partner.emailDomains.0: domain',
      'provider.apiBaseUrl: normalized',
      'support.chatUrl: normalized',
    ]);
    // The build decided whether this build may have them: the browser takes loopback addresses.
    expect(faults(file({ provider: { apiBaseUrl: 'http://127.0.0.1:4301/patient' } }), tenantFileSchema())).toEqual([]);
  });

  it('accepts what the build writes, loopback addresses included, and is built once', () => {
    expect(tenantFileSchema()).toBe(tenantFileSchema());
    expect(faults(written(), tenantFileSchema())).toEqual([]);
    expect(faults(file({ provider: { apiBaseUrl: 'http://127.0.0.1:4301/patient' } }), tenantFileSchema())).toEqual([]);
  });

  it('refuses a field the build never writes, such as $schema', () => {
    expect(faults({ ...written(), $schema: '../tenant.schema.json' }, tenantFileSchema())).toEqual([': unrecognized_keys']);
  });

  it.each([
    ['texts of a language as a list', { it: ['Ciao'] }],
    ['texts of a language as null', { it: null }],
    ['texts of a language as text', { it: 'Ciao' }],
    ['texts of a language as a number', { it: 5 }],
    ['a key with no file', { it: { title: 'Ciao' } }],
    ['a key of no file of the app', { it: { 'other:title': 'Ciao' } }],
    ['a text that is a number', { it: { 'eligibility:title': 3 } }],
    ['a text with a control character', { it: { 'eligibility:title': 'Ciao\u0007' } }],
    ['a text with $t(', { it: { 'eligibility:title': '$t(eligibility:heading)' } }],
  ])('refuses %s', (_what, texts) => {
    expect(faults({ ...written(), texts }, tenantFileSchema()).length).toBeGreaterThan(0);
  });

  it('accepts texts under well-formed keys, nested ones included', () => {
    const texts = { it: { 'common:support.heading': 'Aiuto', 'eligibility:title': 'Ciao' }, en: {} };
    expect(faults({ ...written(), texts }, tenantFileSchema())).toEqual([]);
  });
});

describe('the host map the build writes, tenants/hosts.json', () => {
  it.each([
    [{ 'salute.acme.it': 'acme', 'benessere.beta.xn--p1ai': 'beta' }, true],
    [{}, true],
    [null, false],
    [5, false],
    ['salute.acme.it', false],
    [['salute.acme.it'], false],
    [{ 'Salute.acme.it': 'acme' }, false],
    [{ 'salute.acme.it': 'Acme' }, false],
    [{ 'salute.acme.it': 7 }, false],
    [{ 'salute.acme.it': 'acme', 'x y': 'beta' }, false],
  ])('%j: %s', (value, valid) => {
    expect(hostMapSchema.safeParse(value).success).toBe(valid);
  });
});
