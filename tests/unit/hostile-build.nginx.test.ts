/**
 * Partner files at the edges of what nginx can load, through the whole production build, which
 * itself runs `nginx -t` on the configuration it writes (tools/deploy/nginx-check.ts): the longest
 * slug and a realistic long host build and load; a reserved slug stops the build with its file.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildSite } from '../../tools/site-build/build-site';
import { findNginx } from '../../tools/deploy/nginx-check';
import { deployDirOf, PARTNERS_CONF } from '../../tools/deploy/deploy-dir';

const ROOT = join(import.meta.dirname, '..', '..');
const DEFAULTS = JSON.parse(readFileSync(join(ROOT, 'tenants', '_defaults.json'), 'utf8')) as object;
const partner = (name: string, domain: string, contractRef: string, hosts?: string[]) => ({
  partner: { name, emailDomains: [domain] },
  contractRef,
  branding: { primaryColor: '#0f7a4d' },
  ...(hosts ? { hosts } : {}),
});
const LONGEST_SLUG = `cassa-${'a'.repeat(57)}`;
const LONG_HOST = 'salute.cassa-mutua-dipendenti-lombardia-2026.it';

let work: string;
let site: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'hostile-build-'));
  writeFileSync(join(work, '_defaults.json'), JSON.stringify(DEFAULTS));
  // The operator's site file, outside the partner files' folder.
  site = mkdtempSync(join(tmpdir(), 'hostile-build-site-'));
  writeFileSync(join(site, 'site.json'), readFileSync(join(ROOT, 'config', 'site.json')));
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(site, { recursive: true, force: true });
});

const partnersConf = () => join(deployDirOf(join(work, 'dist')), PARTNERS_CONF);
const build = ({ quiet = false } = {}) =>
  buildSite({ root: ROOT, outDir: join(work, 'dist'), tenantsDir: work, siteFile: join(site, 'site.json'), quiet });

describe('the production build, nginx -t included', () => {
  it('builds and proves loadable the longest slug and a 47-character host', async () => {
    expect(findNginx()).toBeDefined();
    expect(LONGEST_SLUG).toHaveLength(63);
    writeFileSync(join(work, `${LONGEST_SLUG}.json`), JSON.stringify(partner('Cassa', 'cassa.it', 'CASSA-1', [LONG_HOST])));
    writeFileSync(join(work, 'acme.json'), JSON.stringify(partner('Acme S.p.A.', 'acme.it', 'ACME-1')));
    await build();
    const maps = readFileSync(partnersConf(), 'utf8');
    expect(maps).toContain(`    ${LONG_HOST} ${LONGEST_SLUG};`);
    expect(existsSync(join(work, 'dist', 'partners', `${LONGEST_SLUG}.html`))).toBe(true);
  }, 120_000);

  it('stops on a slug nginx reserves, naming the file, and leaves no partners.conf behind', async () => {
    writeFileSync(join(work, 'acme.json'), JSON.stringify(partner('Acme S.p.A.', 'acme.it', 'ACME-1')));
    writeFileSync(join(work, 'default.json'), JSON.stringify(partner('Default', 'default.it', 'DEF-1')));
    // An earlier build's maps: a reload after this failed build must not find them.
    mkdirSync(dirname(partnersConf()), { recursive: true });
    writeFileSync(partnersConf(), '# an earlier build');
    await expect(build({ quiet: true })).rejects.toThrow(/default\.json: "default" cannot be a partner's subdomain/);
    expect(existsSync(partnersConf())).toBe(false);
  }, 120_000);

  it('stops on a $t() cycle in the texts with the file and each key, never a stack trace, and writes no page', async () => {
    const texts = { 'eligibility:title': '$t(eligibility:heading)', 'eligibility:heading': '$t(eligibility:title)' };
    writeFileSync(
      join(work, 'acme.json'),
      JSON.stringify({ ...partner('Acme S.p.A.', 'acme.it', 'ACME-1'), texts: { en: texts } }),
    );
    const error = await build({ quiet: true }).then(
      () => undefined,
      (reason: unknown) => (reason instanceof Error ? reason.message : String(reason)),
    );
    const nesting =
      "must not contain $t(: a partner's text is shown as written and cannot pull in another text; write the words out";
    expect(error).toContain(`acme.json: texts.en.eligibility:title: ${nesting}`);
    expect(error).toContain(`acme.json: texts.en.eligibility:heading: ${nesting}`);
    // Vite's own report of a plugin's error adds where the plugin stopped; nothing of i18next, nothing thrown by the texts.
    expect(error).not.toMatch(/RangeError|Maximum call stack|i18next/);
    expect(existsSync(join(work, 'dist', 'partners', 'acme.html'))).toBe(false);
  }, 120_000);

  it("stops on an address the operator's site file does not list, naming the site file", async () => {
    writeFileSync(
      join(work, 'acme.json'),
      JSON.stringify({
        ...partner('Acme S.p.A.', 'acme.it', 'ACME-1'),
        provider: { ...(DEFAULTS as { provider: object }).provider, webappBaseUrl: 'https://evil.example' },
        allow: { webOrigins: ['https://evil.example'] },
      }),
    );
    const build_ = build({ quiet: true });
    await expect(build_).rejects.toThrow(/acme\.json: allow: a partner file cannot allow itself anything/);
    await expect(build_).rejects.toThrow(
      /acme\.json: provider\.webappBaseUrl: https:\/\/evil\.example is not an origin the operator lists for the provider's web app: new members would be sent there with their reference key\. Only the operator adds it, to webOrigins in .*site\.json/,
    );
  }, 120_000);
});
