/**
 * Partner files that tried to widen their own rights or break a page with their texts (issue 25),
 * each run through npm run tenant:check's own function and through npm run build's checks (which
 * stop the build before Vite): every one is an error naming the file, the field and the reason, the
 * same words in both, never a stack trace, and the other partner still loads.
 */
import { join } from 'node:path';
import { checkTenants } from '../../tools/partners/check';
import { ACME, DEFAULTS, PROVIDER, SITE, partner, useTenantProject } from '../support/tenant-project';
import { runBuildChecks } from '../../tools/site-build/build';
import { loadTenants } from '../../tools/partners/load';
import { formatProblem } from '../../tools/partners/problems';

const ROOT = join(import.meta.dirname, '..', '..');

const provider = (fields: Record<string, string>) => partner({ provider: { ...PROVIDER, ...fields } });
const domains = (...emailDomains: string[]) => partner({ partner: { name: 'Evil', emailDomains } });
const texts = (lng: string, values: Record<string, string>) => partner({ texts: { [lng]: values } });

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's use-per-test helper (beforeEach/afterEach), not React's
const project = useTenantProject('hostile-rights-');
const { writeSite } = project;

/**
 * The errors of tenant:check with acme.json and the hostile file `name`, proven the same in
 * npm run build's checks (which print them and stop before Vite); acme must still load.
 */
async function refused(
  name: string,
  content: unknown,
  env: Record<string, string> = {},
  { othersLoad = true } = {},
): Promise<string[]> {
  project.write(name, content);
  const errors = checkTenants(project.paths(env)).errors.map(formatProblem);
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  const build = await runBuildChecks({ ...project.paths(env), localesDir: join(ROOT, 'locales'), srcDir: join(ROOT, 'src') }, io);
  expect(build.code).toBe(errors.length > 0 ? 1 : 0);
  for (const error of errors) expect(lines).toContain(`  - ${error}`);
  expect(lines.join('\n')).not.toMatch(/\n\s+at |RangeError|TypeError/);
  if (othersLoad) expect([...loadTenants(project.dir, project.work).tenants.keys()]).toContain('acme');
  return errors;
}

const SELF_ALLOW =
  'tenants/evil.json: allow: a partner file cannot allow itself anything: the operator admits public mail domains and extra origins for one partner in partners.evil of config/site.json; remove allow from this file';

describe('a partner file cannot widen its own rights', () => {
  it.each([
    ['apiOrigins', { apiOrigins: ['https://api.salutepiu.example'] }],
    ['publicEmailDomains', { publicEmailDomains: ['evil.it'] }],
    ['webOrigins', { webOrigins: ['https://app.salutepiu.example'] }],
    ['an empty allow', {}],
  ])('refuses allow with %s, even when it would change nothing', async (_what, allow) => {
    expect(await refused('evil.json', partner({ allow }))).toEqual([SELF_ALLOW]);
  });

  it('refuses site and allow in _defaults.json, once, naming where the operator sets them', async () => {
    project.write('_defaults.json', { ...DEFAULTS, site: SITE, allow: {} });
    expect(await refused('evil.json', partner(), {}, { othersLoad: false })).toEqual([
      "tenants/_defaults.json: site: is the operator's, not shared partner data: what it held (our domain, the provider's API and web origins, a partner's allowances) is set in config/site.json, outside tenants/; remove site from tenants/_defaults.json",
      "tenants/_defaults.json: allow: is the operator's, not shared partner data: what it held (our domain, the provider's API and web origins, a partner's allowances) is set in config/site.json, outside tenants/; remove allow from tenants/_defaults.json",
    ]);
  });

  it("refuses another partner's name and domains sent to an API of its own", async () => {
    const copy = { ...ACME, contractRef: 'EVIL-2026', provider: { ...PROVIDER, apiBaseUrl: 'https://collect.evil.example/x' } };
    const errors = await refused('evil.json', { ...copy, allow: { apiOrigins: ['https://collect.evil.example'] } });
    expect(errors).toEqual([
      SELF_ALLOW,
      "tenants/evil.json: provider.apiBaseUrl: https://collect.evil.example is not an origin the operator lists for the provider's API: members' personal data would be posted there. Only the operator adds it, to apiOrigins in config/site.json (or to partners.evil.apiOrigins for one partner only)",
    ]);
  });
});

describe("every address that carries a member's key, code or data is on an origin the operator lists", () => {
  it('refuses a sign-up address elsewhere: new members would take their reference key there', async () => {
    expect(await refused('evil.json', provider({ webappBaseUrl: 'https://evil.example' }))).toEqual([
      "tenants/evil.json: provider.webappBaseUrl: https://evil.example is not an origin the operator lists for the provider's web app: new members would be sent there with their reference key. Only the operator adds it, to webOrigins in config/site.json (or to partners.evil.webOrigins for one partner only)",
    ]);
  });

  it('refuses a redeem page elsewhere: members would take their code there', async () => {
    expect(await refused('evil.json', provider({ redeemCouponUrl: 'https://app.salutepiu.example.evil.example/r' }))).toEqual([
      "tenants/evil.json: provider.redeemCouponUrl: https://app.salutepiu.example.evil.example is not an origin the operator lists for the provider's web app: members would be sent there with their personal code. Only the operator adds it, to webOrigins in config/site.json (or to partners.evil.webOrigins for one partner only)",
    ]);
  });

  it('refuses another port or scheme of a listed host', async () => {
    expect(await refused('evil.json', provider({ apiBaseUrl: 'https://api.salutepiu.example:8443/patient' }))).toEqual([
      "tenants/evil.json: provider.apiBaseUrl: https://api.salutepiu.example:8443 is not an origin the operator lists for the provider's API: members' personal data would be posted there. Only the operator adds it, to apiOrigins in config/site.json (or to partners.evil.apiOrigins for one partner only)",
    ]);
  });

  it('names _defaults.json once when the shared address is not listed', async () => {
    writeSite({ ...SITE, webOrigins: [] });
    expect(await refused('evil.json', partner(), {}, { othersLoad: false })).toEqual([
      "tenants/_defaults.json: provider.webappBaseUrl: https://app.salutepiu.example is not an origin the operator lists for the provider's web app: new members would be sent there with their reference key. Only the operator adds it, to webOrigins in config/site.json (or to partners.<slug>.webOrigins for one partner only)",
      "tenants/_defaults.json: provider.redeemCouponUrl: https://app.salutepiu.example is not an origin the operator lists for the provider's web app: members would be sent there with their personal code. Only the operator adds it, to webOrigins in config/site.json (or to partners.<slug>.webOrigins for one partner only)",
    ]);
  });

  it('accepts what the operator lists for this partner alone, and for no other', async () => {
    writeSite({ ...SITE, partners: { evil: { webOrigins: ['https://signup.evil.example'] } } });
    expect(await refused('evil.json', provider({ webappBaseUrl: 'https://signup.evil.example' }))).toEqual([]);
    project.write('acme.json', { ...ACME, provider: { ...PROVIDER, webappBaseUrl: 'https://signup.evil.example' } });
    expect(checkTenants(project.paths()).errors.map(formatProblem)).toEqual([
      "tenants/acme.json: provider.webappBaseUrl: https://signup.evil.example is not an origin the operator lists for the provider's web app: new members would be sent there with their reference key. Only the operator adds it, to webOrigins in config/site.json (or to partners.acme.webOrigins for one partner only)",
    ]);
  });

  it('keeps the links on origins the operator lists: how it works, video, privacy, chat', async () => {
    const links = partner({
      provider: { ...PROVIDER, howItWorksUrl: 'https://other.example/how', videoUrl: 'https://video.example/v' },
      support: { ...DEFAULTS.support, chatUrl: 'https://chat.example/c', privacyPolicyUrl: 'https://privacy.example/p' },
    });
    const listed = (field: string, origin: string) =>
      `tenants/evil.json: ${field}: ${origin} is not an origin the operator lists for the pages' links: members would be sent to a site nobody checked. Only the operator adds it, to linkOrigins in config/site.json (or to partners.evil.linkOrigins for one partner only)`;
    expect(await refused('evil.json', links)).toEqual([
      listed('provider.howItWorksUrl', 'https://other.example'),
      listed('provider.videoUrl', 'https://video.example'),
      listed('support.chatUrl', 'https://chat.example'),
      listed('support.privacyPolicyUrl', 'https://privacy.example'),
    ]);
    const origins = ['https://other.example', 'https://video.example', 'https://chat.example', 'https://privacy.example'];
    writeSite({ ...SITE, partners: { evil: { linkOrigins: origins } } });
    expect(await refused('evil.json', links)).toEqual([]);
  });

  it('allows loopback addresses without any allowance in a test build only', async () => {
    const loopback = provider({
      apiBaseUrl: 'http://127.0.0.1:4301/patient',
      webappBaseUrl: 'http://localhost:4301/webapp',
      redeemCouponUrl: 'http://127.0.0.1:4301/webapp/redeem',
    });
    expect(await refused('evil.json', loopback, { ONBOARDING_TEST_BUILD: '1' })).toEqual([]);
    const production = await refused('evil.json', loopback);
    expect(production.map((error) => error.split(': must be a valid https:// address')[0])).toEqual(
      ['apiBaseUrl', 'webappBaseUrl', 'redeemCouponUrl'].map((field) => `tenants/evil.json: provider.${field}`),
    );
  });

  it('names a mistake in the site file with its field', async () => {
    writeSite({ ...SITE, apiOrigins: ['https://api.salutepiu.example/patient'], partners: { Evil: {} }, allow: {} });
    const errors = await refused('evil.json', partner(), {}, { othersLoad: false });
    expect(errors.slice(0, 3)).toEqual([
      'config/site.json: apiOrigins.0: must be an origin only, such as https://api.provider.it: https://, a host name, no path, no query',
      "config/site.json: partners.Evil: is not a partner's slug: write the file name in tenants/ without .json, such as acme for tenants/acme.json",
      'config/site.json: unknown field "allow": check the spelling; the fields here are $schema, domain, supportEmail, apiOrigins, webOrigins, linkOrigins, partners',
    ]);
  });
});

describe('public mail comes from kept lists', () => {
  it.each(['co.uk', 'com.br', 'blogspot.com', 'gov.it'])(
    'refuses the public suffix %s, whatever the site file says',
    async (domain) => {
      writeSite({ ...SITE, partners: { evil: { publicEmailDomains: [domain] } } });
      const suffix = domain;
      expect(await refused('evil.json', domains(domain))).toEqual([
        `tenants/evil.json: partner.emailDomains.0: ${domain} is a public suffix (Public Suffix List): it is no one's domain, anyone can register a domain under it and activate the service as a member of this partner; list the partner's own domain, such as acme.${suffix}`,
      ]);
    },
  );

  it.each(['hotmail.fr', 'outlook.fr', 'duck.com', 'protonmail.ch', 'gmx.at', 'mail.ru', 'web.de', 'qq.com', 'eu.gmail.com'])(
    'refuses the free mail service %s',
    async (domain) => {
      const [error, ...rest] = await refused('evil.json', domains(domain));
      expect(rest).toEqual([]);
      expect(error).toMatch(
        new RegExp(
          `^tenants/evil\\.json: partner\\.emailDomains\\.0: ${domain.replaceAll('.', '\\.')} (is|is under [a-z.]+,) a free mail service: anyone can open an address there`,
        ),
      );
    },
  );

  it.each(['mailinator.com', 'yopmail.com'])('refuses the disposable mail service %s', async (domain) => {
    expect(await refused('evil.json', domains('evil.it', domain))).toEqual([
      `tenants/evil.json: partner.emailDomains.1: ${domain} is a disposable mail service: anyone can open an address there and activate the service as a member of this partner. Only the operator can admit it, for this partner only, in partners.evil.publicEmailDomains of config/site.json`,
    ]);
  });
});

describe('partner texts are text, in every language', () => {
  // In the order of the app's texts (locales/it: common first), as the problems are listed.
  const cycle = {
    'common:confirm': '$t(eligibility:title)',
    'eligibility:title': '$t(eligibility:heading)',
    'eligibility:heading': '$t(common:confirm)',
  };
  const nesting =
    "must not contain $t(: a partner's text is shown as written and cannot pull in another text; write the words out";

  it('refuses a $t() cycle among step-1 texts, naming each key', async () => {
    expect(await refused('evil.json', texts('it', cycle))).toEqual(
      Object.keys(cycle).map((key) => `tenants/evil.json: texts.it.${key}: ${nesting}`),
    );
  });

  it.each([
    ['it', 'description:activate'],
    ['it', 'common:status.error.title'],
    ['en', 'common:status.retry'],
    ['en', 'eligibility:title'],
  ])('refuses $t() in texts.%s.%s', async (lng, key) => {
    expect(await refused('evil.json', texts(lng, { [key]: `Ciao $t(${key})` }))).toEqual([
      `tenants/evil.json: texts.${lng}.${key}: ${nesting}`,
    ]);
  });

  it('refuses i18next option objects and markup smuggled through a defaultValue', async () => {
    // The file as written: the markup hides behind JSON's \u003c escapes.
    const file = JSON.stringify(
      texts('it', {
        'eligibility:title': '$t(description:coupon, {"returnObjects": true})',
        'eligibility:heading': '$t(x, {"defaultValue": "<strong>Vinci</strong>"})',
      }),
    ).replace(/</g, '\\u003c');
    expect(file).toContain('\\u003cstrong');
    expect(await refused('evil.json', file)).toEqual([
      `tenants/evil.json: texts.it.eligibility:title: ${nesting}`,
      `tenants/evil.json: texts.it.eligibility:heading: ${nesting}`,
      'tenants/evil.json: texts.it.eligibility:heading: must not contain <strong>: this text is shown as plain text',
    ]);
  });

  it.each(['{{email, uppercase}}', '{{- email}}', '{{email}} }}', 'Ciao {{'])('refuses the braces of %s', async (text) => {
    expect(await refused('evil.json', texts('en', { 'common:support.text': `Write to <email>${text}</email> or` }))).toEqual([
      'tenants/evil.json: texts.en.common:support.text: may use {{ }} only around a placeholder, written such as {{email}}: no formats, options or other braces',
    ]);
  });
});

describe('smaller points', () => {
  it.each(['onboarding-salute', 'example'])('refuses the slug %s, a label of our own domain', async (slug) => {
    expect(await refused(`${slug}.json`, partner())).toEqual([
      `tenants/${slug}.json: "${slug}" cannot be a partner's subdomain: it is a label of our own domain onboarding-salute.example (domain in config/site.json), so this partner would take the site's own address; rename the file, such as ${slug}-partner.json`,
    ]);
  });

  it('refuses a lone surrogate in a name and in a text, and a bidi override in a name', async () => {
    const file = `{"partner":{"name":"Evil \\ud800","emailDomains":["evil.it"]},"contractRef":"EVIL-2026","branding":{"primaryColor":"#0f7a4d"},"texts":{"en":{"eligibility:title":"Hi \\udc00"}}}`;
    expect(await refused('evil.json', file)).toEqual([
      'tenants/evil.json: partner.name: must be valid Unicode text: no lone surrogate (such as \\ud800 alone) and no noncharacter (the partner name shown to members)',
      'tenants/evil.json: texts.en.eligibility:title: must be valid Unicode text: no lone surrogate (such as \\ud800 alone) and no noncharacter',
    ]);
    expect(await refused('evil.json', partner({ partner: { name: 'Evil \u202Eenoz', emailDomains: ['evil.it'] } }))).toEqual([
      'tenants/evil.json: partner.name: must not contain invisible characters such as bidi controls or zero-width spaces (the partner name shown to members)',
    ]);
  });

  it('prints a file name with terminal escapes as plain text', async () => {
    const errors = await refused('\u001b[31mred\u202e.json', partner());
    expect(errors).toEqual([
      "tenants/\\u{1b}[31mred\\u{202e}.json: the file name must be the partner's subdomain: lowercase letters, digits and hyphens, such as acme.json or acme-italia.json",
    ]);
    expect(errors.join('')).not.toMatch(/\p{Cc}|\p{Cf}/u);
  });

  it.each([
    ['#ffffff', '1.00', '#ffffff'],
    ['#f3f5f9', '1.00', '#f3f5f9'],
    ['#ffd43b', '1.31', '#f3f5f9'],
  ])('refuses the primary colour %s, which the page background hides', async (color, ratio, background) => {
    expect(await refused('evil.json', partner({ branding: { primaryColor: color } }))).toEqual([
      `tenants/evil.json: branding.primaryColor: ${color} gives only ${ratio}:1 contrast with the page's background (${background}): buttons and focus rings in it would vanish, and need at least 3:1 (WCAG 1.4.11); choose a darker shade`,
    ]);
  });

  it('accepts a primary colour with 3:1 against the page', async () => {
    expect(await refused('evil.json', partner({ branding: { primaryColor: '#6b7280' } }))).toEqual([]);
  });
});
