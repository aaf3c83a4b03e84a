/**
 * One partner gate (issue 39): tools/partners/validate.ts decides whether a partner file is accepted,
 * its texts resolved in every language as the app resolves them included (resolved-texts.ts), and
 * npm run tenant:check, the build and the dev server all ask it. So a partner file whose texts the
 * build would refuse is refused by tenant:check, with the same message.
 */
import { checkTenants } from '../../tools/partners/check';
import { formatProblem, type TenantProblem } from '../../tools/partners/problems';
import { textProblems } from '../../tools/partners/resolved-texts';
import { siteTenants } from '../../tools/site-build/site-tenants';
import type { TenantData, TenantTexts } from '../../src/shared/tenant/schema';
import { ACME, DEFAULTS, partner, useTenantProject } from '../support/tenant-project';

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's use-per-test helper (beforeEach/afterEach), not React's
const project = useTenantProject('partner-gate-');

type Gate = { checkTenants: typeof checkTenants; siteTenants: typeof siteTenants };

/**
 * What each command says of the project, as it prints it: tenant:check its errors, the build the
 * problems that stop it (tenant-files-plugin.ts) and the dev server those of a save (before it adds
 * line and column).
 */
function said({ checkTenants: check, siteTenants: site }: Gate = { checkTenants, siteTenants }) {
  const paths = project.paths();
  const lines = (problems: TenantProblem[]) => problems.map(formatProblem);
  const of = (command: 'build' | 'serve') => lines(site({ dir: paths.dir, command, env: {}, cwd: paths.cwd }).reread().problems);
  return { check: lines(check(paths).errors), build: of('build'), dev: of('serve') };
}

/** A partner as the schema gives it, with `texts` (the schema may refuse them: the check resolves them anyway). */
const withTexts = (texts: TenantTexts): TenantData =>
  ({ ...ACME, ...DEFAULTS, support: { email: DEFAULTS.support.email }, texts }) as unknown as TenantData;

describe("the partner gate's text check: every text resolved in every language, as the app resolves it", () => {
  it('finds nothing in a partner with no texts, nor in one with plain texts', () => {
    expect(textProblems(withTexts({}))).toEqual([]);
    expect(textProblems(withTexts({ en: { 'eligibility:title': 'Welcome to {{partnerName}}' } }))).toEqual([]);
  });

  it('names each text that resolves to nothing where its default has words, in the words the build used', () => {
    const found = textProblems(withTexts({ en: { 'eligibility:title': ' ', 'common:confirm': '\u00a0' } }));
    expect(found.map(({ path, message }) => `${path.join('.')}: ${message}`)).toEqual([
      'texts.en.common:confirm: resolves to an empty text',
      'texts.en.eligibility:title: resolves to an empty text',
    ]);
  });

  it('finds nothing to name in a $t() cycle or an option object: the app keeps the default texts', () => {
    // Without that, i18next resolves such a cycle to "" and the option object to [object Object].
    const texts = {
      'eligibility:title': '$t(eligibility:heading)',
      'eligibility:heading': '$t(eligibility:title)',
      'description:activate': '$t(description:coupon, {"returnObjects": true})',
    };
    expect(textProblems(withTexts({ it: texts, en: texts }))).toEqual([]);
  });
});

describe('tenant:check, the build and the dev server ask the one gate', () => {
  it('refuses texts the build refused ($t() nesting, a blank English text) in the same words in all three', () => {
    project.write(
      'evil.json',
      partner({ texts: { it: { 'common:confirm': '$t(common:back)' }, en: { 'eligibility:title': ' ' } } }),
    );
    const { check, build, dev } = said();
    expect(check.map((line) => line.split(': ').slice(0, 2).join(': '))).toEqual([
      'tenants/evil.json: texts.it.common:confirm',
      'tenants/evil.json: texts.en.eligibility:title',
    ]);
    expect(build).toEqual(check);
    expect(dev).toEqual(check);
  });

  it('refuses a text the schema let through and the app would not show, as the build named it', async () => {
    // A rule no one foresaw, stood in for: the schema accepts Evil's English title, and i18next resolves it to nothing.
    vi.resetModules();
    vi.doMock('../../tools/partners/resolved-texts.ts', async (original) => {
      const real = await original<typeof import('../../tools/partners/resolved-texts.ts')>();
      const blankTitle = { en: { 'eligibility:title': ' ' } };
      return {
        ...real,
        textProblems: (tenant: TenantData) =>
          real.textProblems(tenant.partner.name === 'Evil' ? { ...tenant, texts: blankTitle } : tenant),
      };
    });
    try {
      const gate = {
        ...(await import('../../tools/partners/check.ts')),
        ...(await import('../../tools/site-build/site-tenants.ts')),
      };
      project.write('evil.json', partner({ texts: { en: { 'eligibility:title': 'Welcome' } } }));
      const { check, build, dev } = said(gate);
      // The line the build printed when its render bundle checked the texts: "<file>: texts.<lng>.<key>: <why>".
      expect(check).toEqual(['tenants/evil.json: texts.en.eligibility:title: resolves to an empty text']);
      expect(build).toEqual(check);
      expect(dev).toEqual(check);
      expect(gate.checkTenants(project.paths()).loaded.tenants.has('evil')).toBe(false);
    } finally {
      vi.doUnmock('../../tools/partners/resolved-texts.ts');
      vi.resetModules();
    }
  });
});
