import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deepMerge, formatProblem, loadTenants } from './tenant-files';

const VALID = {
  partner: { name: 'Acme S.p.A.', emailDomains: ['acme.it'] },
  contractRef: 'ACME-2026',
  provider: {
    productName: 'Vivi',
    productDomain: 'vivi.test',
    apiBaseUrl: 'https://api.vivi.test/patient',
    webappBaseUrl: 'https://app.vivi.test',
    redeemCouponUrl: 'https://app.vivi.test/redeem',
    howItWorksUrl: 'https://vivi.test/how',
    videoUrl: 'https://vivi.test/video',
  },
  support: { email: 'help@vivi.test', chatUrl: 'https://wa.me/39000', privacyPolicyUrl: 'https://vivi.test/privacy' },
  branding: { primaryColor: '#0f7a4d' },
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tenants-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

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
    expect(problemsOf('acme.json', rest)).toEqual(['acme.json: contractRef: is missing: add it to the file or to _defaults.json']);
  });

  it('rejects unknown keys, so typos cannot pass', () => {
    expect(problemsOf('acme.json', { ...VALID, branding: { ...VALID.branding, primaryColour: '#000000' } })).toEqual([
      'acme.json: branding: unknown field "primaryColour": check the spelling; only the documented fields are allowed',
    ]);
  });

  it('requires https, allowing http only on localhost', () => {
    const withApi = (apiBaseUrl: string) => ({ ...VALID, provider: { ...VALID.provider, apiBaseUrl } });
    expect(problemsOf('acme.json', withApi('http://api.vivi.test'))[0]).toMatch(/^acme\.json: provider\.apiBaseUrl: must be a valid https:\/\/ address/);
    expect(problemsOf('acme.json', withApi('javascript:alert(1)'))[0]).toMatch(/provider\.apiBaseUrl/);
    expect(problemsOf('acme.json', withApi('http://localhost:8787/patient'))).toEqual([]);
    expect(problemsOf('acme.json', withApi('http://127.0.0.1:8787'))).toEqual([]);
  });

  it('rejects colours and names that try to inject CSS or HTML', () => {
    expect(problemsOf('acme.json', { ...VALID, branding: { primaryColor: 'red;background:url(x)' } })[0]).toMatch(
      /branding\.primaryColor: must be a hex colour/,
    );
    expect(problemsOf('acme.json', { ...VALID, partner: { ...VALID.partner, name: '<b>Acme</b>' } })[0]).toMatch(/partner\.name/);
  });

  it('reports a file that is not valid JSON', () => {
    expect(problemsOf('acme.json', '{ "partner": ')[0]).toMatch(/^acme\.json: is not valid JSON/);
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
  it('are all valid', () => {
    const { tenants, problems } = loadTenants(join(import.meta.dirname, '..', 'tenants'));
    expect(problems.map(formatProblem)).toEqual([]);
    expect([...tenants.keys()]).toEqual(expect.arrayContaining(['demo', 'acme']));
    const colours = new Set([...tenants.values()].map((tenant) => tenant.branding.primaryColor));
    expect(colours.size).toBe(tenants.size);
  });

  it('each start with the $schema reference', () => {
    for (const name of ['demo.json', 'acme.json']) {
      const raw = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'tenants', name), 'utf8')) as { $schema?: string };
      expect(raw.$schema).toBe('../tenant.schema.json');
    }
  });
});

describe('deepMerge', () => {
  it('merges objects and replaces arrays', () => {
    expect(deepMerge({ a: { b: 1, c: [1, 2] } }, { a: { c: [3] } })).toEqual({ a: { b: 1, c: [3] } });
  });
});
