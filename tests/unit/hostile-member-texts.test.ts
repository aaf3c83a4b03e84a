/**
 * Partner files that tried to silence or redirect what members must read (issue 38): legal wording
 * removed or inverted, invisible names, a support address with a hidden Bcc, links and pictures on
 * sites nobody checked, a file not in UTF-8, names the build's own checks refused. Each is refused by
 * npm run tenant:check (and npm run build's checks, in the same words), naming the file and the field;
 * the legitimate files of the review pass.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkTenants } from '../../tools/partners/check';
import { DEFAULTS, PROVIDER, partner, useTenantProject } from '../support/tenant-project';
import { runBuildChecks } from '../../tools/site-build/build';
import { formatProblem } from '../../tools/partners/problems';
import { pageFault } from '../../tools/site-build/partner-pages-plugin';
import { textProblems } from '../../tools/partners/resolved-texts';

const ROOT = join(import.meta.dirname, '..', '..');

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's use-per-test helper (beforeEach/afterEach), not React's
const project = useTenantProject('hostile-texts-');

const texts = (values: Record<string, string>, lng = 'it') => partner({ texts: { [lng]: values } });

/** The errors of tenant:check with `content` as `name`, proven the same in npm run build's checks. */
async function refused(name: string, content: unknown): Promise<string[]> {
  if (Buffer.isBuffer(content)) writeFileSync(join(project.dir, name), content);
  else project.write(name, content);
  const errors = checkTenants(project.paths()).errors.map(formatProblem);
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  const build = await runBuildChecks({ ...project.paths(), localesDir: join(ROOT, 'locales'), srcDir: join(ROOT, 'src') }, io);
  expect(build.code).toBe(errors.length > 0 ? 1 : 0);
  for (const error of errors) expect(lines).toContain(`  - ${error}`);
  return errors;
}

const FEW_WORDS = (key: string, role: string, min: number, found: number) =>
  `tenants/evil.json: texts.it.${key}: is ${role}: members must be able to read it, so it needs at least ${min} word(s), and has ${found}`;
const BLANK = (key: string) =>
  `tenants/evil.json: texts.it.${key}: must show something: it is empty or holds only spaces or invisible characters (such as U+2800 or U+3164); remove the line to keep the default text`;

describe('1. legal wording cannot be removed or inverted', () => {
  it.each([
    ['userInfo:privacyNotice', '\u2800', [BLANK('userInfo:privacyNotice')]],
    ['userInfo:privacyNotice', '.', [FEW_WORDS('userInfo:privacyNotice', 'the privacy notice of step 2', 6, 0)]],
    ['description:important.title', '.', [FEW_WORDS('description:important.title', 'the heading "Importante" of step 3', 1, 0)]],
    [
      'description:important.text',
      'Registrati.',
      [FEW_WORDS('description:important.text', 'how to sign up so that the agreement applies', 8, 1)],
    ],
    [
      'eligibility:confirmData.label',
      'Ok',
      [FEW_WORDS('eligibility:confirmData.label', "the checkbox's label, what the member confirms", 6, 1)],
    ],
    ['common:privacy.link', '\u3164', [BLANK('common:privacy.link')]],
    ['common:privacy.link', 'Qui', [FEW_WORDS('common:privacy.link', "the privacy policy link's text, on every screen", 2, 1)]],
    [
      'description:unconfirmed.activation',
      "Riprova pure: non sappiamo se l'attivazione è andata a buon fine, quindi premi di nuovo.",
      [
        'tenants/evil.json: texts.it.description:unconfirmed.activation: is the warning not to activate twice: a second attempt could do it twice, so it must say "non riprovare" and invite no other retry',
      ],
    ],
    [
      'description:unconfirmed.coupon',
      'Non riprovare subito: attendi un minuto, poi riprova pure a chiedere il codice.',
      [
        'tenants/evil.json: texts.it.description:unconfirmed.coupon: is the warning not to ask for a second code: a second attempt could do it twice, so it must say "non riprovare" and invite no other retry',
      ],
    ],
  ])('refuses %s = %j', async (key, value, expected) => {
    expect(await refused('evil.json', texts({ [key]: value }))).toEqual(expected);
  });

  it('names _defaults.json once when it rewords a text for every partner', async () => {
    project.write('_defaults.json', { ...DEFAULTS, texts: { it: { 'description:important.title': '.' } } });
    expect(await refused('evil.json', partner())).toEqual([
      'tenants/_defaults.json: texts.it.description:important.title: is the heading "Importante" of step 3: members must be able to read it, so it needs at least 1 word(s), and has 0',
    ]);
  });

  it('holds in English too: "do not try again", and no other retry', async () => {
    const retry = 'We do not know whether it worked: please try again in a minute and it will be fine.';
    expect(await refused('evil.json', texts({ 'description:unconfirmed.activation': retry }, 'en'))).toEqual([
      'tenants/evil.json: texts.en.description:unconfirmed.activation: is the warning not to activate twice: a second attempt could do it twice, so it must say "do not try again" and invite no other retry',
    ]);
  });

  it('accepts a partner rewording that keeps the required parts', async () => {
    const reworded = texts({
      'userInfo:privacyNotice': 'I tuoi dati servono solo ad attivare il servizio per te.',
      'description:important.title': 'Attenzione',
      'description:unconfirmed.activation':
        "Non sappiamo ancora se l'attivazione è riuscita. Non riprovare: scrivici e la completiamo noi.",
      'common:support.text': 'Per aiuto scrivi a <email>{{email}}</email> oppure',
    });
    expect(await refused('evil.json', reworded)).toEqual([]);
  });
});

describe('2. invisible characters are empty', () => {
  it.each([
    ['partner.name', partner({ partner: { name: '\u2800', emailDomains: ['evil.it'] } })],
    ['partner.name', partner({ partner: { name: '\u3164\u3164', emailDomains: ['evil.it'] } })],
    ['provider.productName', partner({ provider: { ...PROVIDER, productName: ' \u2800 ' } })],
  ])('refuses %s made of blank letters', async (field, content) => {
    const what = field === 'partner.name' ? 'the partner name shown to members' : "the provider's product name";
    expect(await refused('evil.json', content)).toEqual([
      `tenants/evil.json: ${field}: must show something: it is empty or holds only spaces or invisible characters, such as U+2800 or U+3164 (${what})`,
    ]);
  });

  it('refuses a title of blank letters', async () => {
    expect(await refused('evil.json', texts({ 'eligibility:title': '\u2800\u115f' }))).toEqual([BLANK('eligibility:title')]);
  });
});

describe('3. support contacts are plain', () => {
  it('refuses a support address that would add a hidden Bcc to the member’s mail', async () => {
    const bcc = 'supporto?bcc=spy%40evil.example&x=@salutepiu.example';
    expect(await refused('evil.json', partner({ support: { ...DEFAULTS.support, email: bcc } }))).toEqual([
      'tenants/evil.json: support.email: must be a plain address such as supporto@acme.it, shown to members as written: letters, digits and . _ + - before the @, and no ? & % = # / anywhere, which in a mailto: link would add a hidden recipient or subject (support.email)',
    ]);
  });

  it('refuses a support text that hides the address or gives another contact', async () => {
    expect(await refused('evil.json', texts({ 'common:support.text': 'Scrivi a <email></email> oppure' }))).toEqual([
      'tenants/evil.json: texts.it.common:support.text: is the support address on every screen: it must keep <email>{{email}}</email> exactly as written, where the page shows the address',
    ]);
    expect(
      await refused('evil.json', texts({ 'common:support.text': 'Chiama il 02 1234 5678 o scrivi a <email>{{email}}</email>' })),
    ).toEqual([
      'tenants/evil.json: texts.it.common:support.text: must not give a phone number: members reach support only through support.email and the links the operator checked; write the words without it',
    ]);
    const elsewhere = 'Se il problema continua, scrivi a aiuto@evil.example invece di <email>{{email}}</email>.';
    expect(await refused('evil.json', texts({ 'common:start.failed.help': elsewhere }))).toEqual([
      'tenants/evil.json: texts.it.common:start.failed.help: must not give an e-mail address: members reach support only through support.email and the links the operator checked; write the words without it',
    ]);
  });

  it('refuses a logo on another site, and one over 100 KB', async () => {
    const remote = partner({ branding: { primaryColor: '#0f7a4d', logoUrl: 'https://tracker.example/logo.svg' } });
    expect(await refused('evil.json', remote)).toEqual([
      "tenants/evil.json: branding.logoUrl: must be a path on this site, such as /images/partners/acme.svg, to a file under public/ (letters, digits, - _ . and / only): no other site's address, which would load on every visit and widen every partner's image policy (the partner's logo)",
    ]);
    mkdirSync(join(project.work, 'images'));
    writeFileSync(join(project.work, 'images', 'evil.png'), Buffer.alloc(18 * 1024 * 1024));
    const heavy = partner({ branding: { primaryColor: '#0f7a4d', logoUrl: '/images/evil.png' } });
    expect(await refused('evil.json', heavy)).toEqual([
      "tenants/evil.json: branding.logoUrl: /images/evil.png is 18432 KB, over the 100 KB cap: every visit downloads it on a phone's connection; export it smaller (an SVG, or a WebP or PNG at the size shown)",
    ]);
  });
});

describe('5. a file that is not UTF-8', () => {
  it('is refused with the offset of its first wrong byte, not shown as "Societ\ufffd"', async () => {
    const json = JSON.stringify(partner({ partner: { name: 'Società Cooperativa', emailDomains: ['evil.it'] } }));
    const latin1 = Buffer.from(json, 'latin1');
    const offset = latin1.indexOf(0xe0);
    expect(await refused('evil.json', latin1)).toEqual([
      `tenants/evil.json: is not valid UTF-8: byte ${offset} (0xe0) starts no UTF-8 character; the file was probably saved as Latin-1 or Windows-1252: save it again as UTF-8`,
    ]);
  });
});

describe("6. what the build's own checks refuse, tenant:check refuses first", () => {
  it.each(['Acme $t(common:confirm)', 'Acme [object Object]'])('refuses the name %j at partner.name', async (name) => {
    expect(await refused('evil.json', partner({ partner: { name, emailDomains: ['evil.it'] } }))).toEqual([
      `tenants/evil.json: partner.name: must not contain {{, }}, $t( or "[object ": the page would show it as a text the app failed to fill in, and the build refuses such a page (the partner name shown to members)`,
    ]);
    // The build's last guard would have refused the page's title: the two checks agree.
    expect(pageFault('<form></form>', `Verifica la tua idoneità · ${name}`)).toMatch(/^has no real title/);
  });

  it("refuses a text that is its own key, which the partner gate's text check refuses too", async () => {
    expect(await refused('evil.json', texts({ 'common:confirm': 'confirm' }))).toEqual([
      `tenants/evil.json: texts.it.common:confirm: must be words for members: "[object " or the text's own key (confirm) reads as a text the app failed to fill in, and the build refuses such a page`,
    ]);
  });
});

describe('7. legitimate files pass', () => {
  it.each([
    ['a < in a text', texts({ 'description:intro': 'Per chi ha età < 65 anni: {{productName}} con {{partnerName}}.' })],
    ['a line break in a text', texts({ 'description:intro': 'Salute per te.\nE per la tua famiglia.' })],
    ['braces in a company name', partner({ partner: { name: '{Curly} Brand S.r.l.', emailDomains: ['evil.it'] } })],
    [
      'a legal name over 120 characters',
      partner({
        partner: {
          name: 'Cooperativa Sociale Servizi Integrati per la Salute e il Benessere dei Lavoratori della Provincia Autonoma di Trento Società Cooperativa a r.l.',
          emailDomains: ['evil.it'],
        },
      }),
    ],
  ])('accepts %s', async (_what, content) => {
    expect(await refused('evil.json', content)).toEqual([]);
  });

  it("resolves such texts for members: nothing the partner gate's text check refuses", () => {
    project.write('evil.json', texts({ 'description:intro': 'Per chi ha età < 65 anni.\nE per la famiglia.' }));
    const tenant = checkTenants(project.paths()).loaded.tenants.get('evil');
    expect(tenant).toBeDefined();
    expect(textProblems(tenant!)).toEqual([]);
  });
});

describe('one run of tenant:check names every problem of a file', () => {
  it('says the links and the texts members must read even when another field is refused', async () => {
    const everything = partner({
      support: { ...DEFAULTS.support, email: 'a?b@salutepiu.example', privacyPolicyUrl: 'https://tracker.example/p' },
      texts: { it: { 'description:important.title': '.' } },
    });
    expect((await refused('evil.json', everything)).map((line) => line.split(': ').slice(0, 2).join(': '))).toEqual([
      'tenants/evil.json: support.email',
      'tenants/evil.json: support.privacyPolicyUrl',
      'tenants/evil.json: texts.it.description:important.title',
    ]);
  });
});
