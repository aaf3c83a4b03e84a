/**
 * Partner files at the edges of what nginx can load, through the whole production build, which
 * itself runs `nginx -t` on the configuration it writes (vite-plugins/nginx-check.ts): the longest
 * slug and a realistic long host build and load; a reserved slug stops the build with its file.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildSite } from '../../dist-tools/build-site';
import { findNginx } from '../../vite-plugins/nginx-check';
import { deployDirOf, PARTNERS_CONF } from '../../vite-plugins/deploy-dir';

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
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'hostile-build-'));
  writeFileSync(join(work, '_defaults.json'), JSON.stringify(DEFAULTS));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const partnersConf = () => join(deployDirOf(join(work, 'dist')), PARTNERS_CONF);
const build = ({ quiet = false } = {}) => buildSite({ root: ROOT, outDir: join(work, 'dist'), tenantsDir: work, quiet });

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
});
