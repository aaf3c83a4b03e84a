import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { SCHEMA_FILE, renderSiteJsonSchema, renderTenantJsonSchema, tenantJsonSchema } from '../../tools/partners/json-schema';

const ROOT = join(import.meta.dirname, '..', '..');
const TENANTS = join(ROOT, 'tenants');

type Node = { properties?: Record<string, Node>; items?: Node; description?: string };

function editorErrors(data: unknown): string[] {
  const validate = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
  validate(data);
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`.trim());
}

describe('tenant.schema.json', () => {
  it('is up to date with src/shared/tenant/schema.ts (run npm run tenant:schema to refresh it)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(renderTenantJsonSchema());
  });

  it('describes every field in plain words', () => {
    const undescribed: string[] = [];
    const visit = (node: Node, path: string) => {
      for (const [name, child] of Object.entries(node.properties ?? {})) {
        if (!child.description) undescribed.push(`${path}${name}`);
        visit(child, `${path}${name}.`);
      }
      if (node.items) visit(node.items, path);
    };
    visit(tenantJsonSchema(), '');
    expect(undescribed).toEqual([]);
  });

  it('accepts every shipped file, _defaults.json and partners that rely on it', () => {
    const names = readdirSync(TENANTS).filter((name) => name.endsWith('.json'));
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) {
      expect({ name, errors: editorErrors(JSON.parse(readFileSync(join(TENANTS, name), 'utf8'))) }).toEqual({ name, errors: [] });
    }
    expect(editorErrors({ provider: { productName: 'Only this field' } })).toEqual([]);
  });

  it('underlines typos and malformed values in the editor', () => {
    expect(editorErrors({ branding: { primaryColour: '#000000' } })).toEqual(['/branding must NOT have additional properties']);
    expect(editorErrors({ branding: { primaryColor: 'red' } })).toEqual([
      '/branding/primaryColor must match pattern "^#[0-9a-fA-F]{6}$"',
    ]);
    expect(editorErrors({ support: { chatUrl: 'http://wa.me/39' } })[0]).toMatch(/^\/support\/chatUrl must match pattern/);
    expect(editorErrors({ hosts: ['Salute.acme.it'] })[0]).toMatch(/^\/hosts\/0 must match pattern/);
    expect(editorErrors({ texts: { it: { 'eligibility:titel': 'x' } } })).toEqual([
      '/texts/it must NOT have additional properties',
    ]);
    expect(editorErrors({ texts: { it: { 'eligibility:title': 'Benvenuto' }, en: { 'eligibility:title': 'Welcome' } } })).toEqual(
      [],
    );
  });

  it("names each text by its file and key in the editor's hover", () => {
    const schema = tenantJsonSchema() as Node;
    const texts = schema.properties?.texts?.properties;
    expect(texts?.it?.properties?.['eligibility:title']?.description).toBe(
      'Replaces the Italian text "title" of locales/it/eligibility.json on this partner\'s site.',
    );
    expect(texts?.en?.properties?.['common:support.heading']?.description).toBe(
      'Replaces the English text "support.heading" of locales/en/common.json on this partner\'s site.',
    );
  });

  it('stays the same when a text of locales/it or locales/en changes: it holds the keys, not the texts', async () => {
    type Texts = Record<string, unknown>;
    vi.resetModules();
    vi.doMock('../../locales/it/eligibility.json', async (original) => ({
      default: { ...(await original<{ default: Texts }>()).default, title: 'Controlla se hai diritto al servizio' },
    }));
    vi.doMock('../../locales/en/common.json', async (original) => ({
      default: { ...(await original<{ default: Texts }>()).default, back: 'Go back' },
    }));
    try {
      const { DEFAULT_TEXTS } = await import('../../src/shared/i18n/default-texts');
      expect(DEFAULT_TEXTS.get('eligibility:title')).toBe('Controlla se hai diritto al servizio');
      const changed = await import('../../tools/partners/json-schema');
      expect(changed.renderTenantJsonSchema()).toBe(readFileSync(SCHEMA_FILE, 'utf8'));
    } finally {
      vi.doUnmock('../../locales/it/eligibility.json');
      vi.doUnmock('../../locales/en/common.json');
      vi.resetModules();
    }
  });
});

describe('site.schema.json', () => {
  const siteErrors = (data: unknown) => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'site.schema.json'), 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    validate(data);
    return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`.trim());
  };

  it('is up to date with tools/partners/site.ts (run npm run tenant:schema to refresh it)', () => {
    expect(readFileSync(join(ROOT, 'site.schema.json'), 'utf8')).toBe(renderSiteJsonSchema());
  });

  it("accepts the operator's files and underlines an allowance in the wrong place or a path in an origin", () => {
    for (const file of ['config/site.json', 'tests/e2e/config/site.json']) {
      expect({ file, errors: siteErrors(JSON.parse(readFileSync(join(ROOT, file), 'utf8'))) }).toEqual({ file, errors: [] });
    }
    expect(siteErrors({ allow: {} })).toEqual(['must NOT have additional properties']);
    expect(siteErrors({ apiOrigins: ['https://api.acme.it/patient'] })[0]).toMatch(/^\/apiOrigins\/0 must match pattern/);
    expect(siteErrors({ partners: { acme: { publicEmailDomains: ['gmail.com'] } } })).toEqual([]);
  });
});
