import { isDeepStrictEqual } from 'node:util';
import { tenantSchemaFor } from './schema';
import { readEmbeddedTenant, readHostMap, readTenantFile } from './tenant-file';
import { tenantFile } from '../../tests/support/test-tenant';

/** A partner that uses every field, optional ones included. */
const FULL = tenantFile({
  hosts: ['salute.acme.it', 'benessere.acme-group.com'],
  branding: { primaryColor: '#0f7a4d', logoUrl: '/images/partners/acme.svg', heroImageUrl: 'https://cdn.acme.it/hero.jpg' },
  texts: {
    it: { 'eligibility:title': 'Benvenuto in {{partnerName}}', 'common:support.text': 'Scrivi a <email>{{email}}</email>' },
    en: { 'eligibility:title': 'Welcome to {{partnerName}}' },
  },
});

/** Loopback http:// too: the guard leaves that choice to the build (test builds keep it). */
const schema = tenantSchemaFor({ allowLoopback: true });

/** What the build writes for `value`, or null when it refuses it. */
function built(value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) return null;
  const { $schema: _schema, ...data } = parsed.data;
  return data;
}

type Path = Array<string | number>;

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

/** Every path in `value`: objects, lists and their items, texts. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [path];
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
  return path.length === 0 ? children : [path, ...children];
}

/** A copy of FULL with the value at `path` replaced, or removed when `replacement` is REMOVE. */
const REMOVE = Symbol('remove');
function withValue(path: Path, replacement: unknown): unknown {
  const copy = structuredClone(FULL) as unknown;
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path.at(-1)!;
  if (replacement !== REMOVE) parent[key] = replacement;
  else if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return copy;
}

const STRINGS = [
  '',
  ' ',
  'Acme S.p.A.',
  ' Acme ',
  '<b>Acme</b>',
  'Ac{me}',
  'Ac\u202Eme',
  'Ac\u200Bme',
  'Acme\n',
  'a'.repeat(120),
  'a'.repeat(121),
  'a'.repeat(1001),
  'acme.it',
  'ACME.it',
  ' acme.it ',
  '@acme.it',
  'acme',
  'salute.acme.it:443',
  'ACME-2026',
  '-ACME',
  'ACME 2026',
  'C'.repeat(65),
  'help@vivi.test',
  'help@vivi',
  'a..b@vivi.test',
  'help',
  'https://vivi.test/a?b=1#c',
  'https://vivi.test:8443/patient',
  'http://vivi.test',
  'http://localhost:8787/patient',
  'http://127.0.0.1:4301',
  'https://user:secret@vivi.test',
  'https://x;connect-src;',
  'https://a$foo.it',
  'javascript:alert(1)',
  '#0f7a4d',
  '#0F7A4D',
  '#0f7a4',
  'red',
  'red;background:url(x)',
  '/images/partners/acme.svg',
  '//evil.test/logo.svg',
  '/images/a b.svg',
  '/',
  '{{partnerName}}',
  '{{unknown}}',
  '<email>{{email}}</email>',
  '<email href="x">{{email}}</email>',
  '<b>grassetto</b>',
  'a < b',
];
const OTHER_VALUES = [42, true, null, [], {}, ['acme.it'], { it: {} }];

interface Case {
  name: string;
  value: unknown;
}

function cases(): Case[] {
  const all: Case[] = [{ name: 'the full partner', value: FULL }];
  for (const path of pathsOf(FULL)) {
    const name = path.join('.');
    all.push({ name: `${name} left out`, value: withValue(path, REMOVE) });
    for (const replacement of [...STRINGS, ...OTHER_VALUES]) {
      all.push({ name: `${name} = ${JSON.stringify(replacement)}`, value: withValue(path, replacement) });
    }
    const node = at(FULL, path);
    if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
      all.push({ name: `${name} with an unknown field`, value: withValue(path, { ...node, colour: '#000000' }) });
    }
    if (Array.isArray(node)) {
      const items: unknown[] = node;
      all.push({ name: `${name} with an item twice`, value: withValue(path, [...items, items[0]]) });
    }
  }
  const texts = ['texts.it', 'texts.en'];
  for (const path of texts) {
    all.push({
      name: `${path} with a key the app does not have`,
      value: withValue([...path.split('.'), 'eligibility:nope'], 'Ciao'),
    });
  }
  all.push({ name: 'texts in a language the app does not offer', value: withValue(['texts', 'fr'], {}) });
  all.push({ name: 'with $schema', value: { $schema: '../tenant.schema.json', ...FULL } });
  all.push({ name: 'with a slug', value: { slug: 'acme', ...FULL } });
  all.push(...[null, 'acme', 42, [FULL]].map((value) => ({ name: JSON.stringify(value), value })));
  return all;
}

describe("the app's guard of a partner file", () => {
  it('accepts exactly what the build writes: what the schema accepts, as the schema writes it', () => {
    const all = cases();
    const differences = all
      .map(({ name, value }) => {
        const written = built(value);
        const build = written !== null && isDeepStrictEqual(written, value);
        const guard = readTenantFile(value) !== null;
        return build === guard
          ? null
          : `${name}: the build ${build ? 'writes' : 'refuses'} it, the guard ${guard ? 'accepts' : 'refuses'} it`;
      })
      .filter((difference) => difference !== null);
    expect(differences).toEqual([]);
    // Both answers occur, often: the table tells the two apart.
    const accepted = all.filter(({ value }) => readTenantFile(value) !== null).length;
    expect(accepted).toBeGreaterThan(50);
    expect(all.length - accepted).toBeGreaterThan(500);
  });

  it('accepts what the build writes for a partner with untidy spacing and capitals', () => {
    const untidy = { ...FULL, partner: { name: ' Acme S.p.A. ', emailDomains: [' ACME.it '] } };
    expect(readTenantFile(untidy)).toBeNull();
    expect(readTenantFile(built(untidy))).toEqual({ ...FULL, partner: { name: 'Acme S.p.A.', emailDomains: ['acme.it'] } });
  });

  it('reads the partner with its slug, as written into its page', () => {
    expect(readEmbeddedTenant({ slug: 'acme', ...FULL })).toEqual({ slug: 'acme', ...FULL });
    expect(readEmbeddedTenant({ slug: 'Acme!', ...FULL })).toBeNull();
    expect(readEmbeddedTenant({ ...FULL })).toBeNull();
    expect(readEmbeddedTenant({ slug: 'acme', ...FULL, colour: 'red' })).toBeNull();
  });

  it("reads a host's slug from the host map, and only from a map the build can have written", () => {
    const map = { 'salute.acme.it': 'acme', 'benessere.beta.it': 'beta' };
    expect(readHostMap(map, 'salute.acme.it')).toEqual({ slug: 'acme' });
    expect(readHostMap(map, 'salute.gamma.it')).toEqual({ elsewhere: true });
    expect(readHostMap(map, 'constructor')).toEqual({ elsewhere: true });
    expect(readHostMap({ 'salute.acme.it': '../x' }, 'salute.acme.it')).toBeNull();
    expect(readHostMap({ 'Salute.acme.it': 'acme' }, 'salute.acme.it')).toBeNull();
    expect(readHostMap(['salute.acme.it'], 'salute.acme.it')).toBeNull();
  });

  it('accepts only addresses as the build writes them, normalized', () => {
    expect(readTenantFile({ ...FULL, provider: { ...FULL.provider, apiBaseUrl: 'https:api.vivi.test/patient' } })).toBeNull();
    expect(readTenantFile({ ...FULL, provider: { ...FULL.provider, apiBaseUrl: 'https://API.vivi.test/patient' } })).toBeNull();
    expect(readTenantFile(built({ ...FULL, provider: { ...FULL.provider, apiBaseUrl: 'https:API.vivi.test/patient' } }))).toEqual(
      {
        ...FULL,
        provider: { ...FULL.provider, apiBaseUrl: 'https://api.vivi.test/patient' },
      },
    );
  });
});
