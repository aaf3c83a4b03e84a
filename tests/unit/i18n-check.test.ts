import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkTexts, runI18nCheck } from '../../scripts/i18n-check';

const ROOT = join(import.meta.dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

let temp: string;
let locales: string;

beforeEach(() => {
  temp = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  locales = join(temp, 'locales');
  cpSync(join(ROOT, 'locales'), locales, { recursive: true });
});
afterEach(() => rmSync(temp, { recursive: true, force: true }));

type Tree = { [key: string]: string | Tree };

function edit(language: string, namespace: string, change: (tree: Tree) => void) {
  const path = join(locales, language, `${namespace}.json`);
  const tree = JSON.parse(readFileSync(path, 'utf8')) as Tree;
  change(tree);
  writeFileSync(path, JSON.stringify(tree, null, 2));
}

const problems = (srcDir = join(ROOT, 'src')) => checkTexts({ srcDir, localesDir: locales, cwd: temp }).problems;

describe('npm run i18n:check', () => {
  it('passes on the real code and texts', () => {
    const { out, err, io } = { out: [] as string[], err: [] as string[], io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
    expect(runI18nCheck([], { localesDir: join(ROOT, 'locales'), cwd: ROOT }, io)).toBe(0);
    expect(err).toEqual([]);
    expect(out[0]).toMatch(/^Checking \d+ keys of locales\/it against \d+ source files, and locales\/en\.$/);
  });

  it('fails, exit code 1, when a key the code uses is removed', () => {
    edit('it', 'common', (tree) => delete tree.back);
    edit('en', 'common', (tree) => delete tree.back);
    const result = spawnSync(TSX, [join(ROOT, 'scripts', 'i18n-check.ts')], {
      cwd: temp,
      env: { ...process.env, LOCALES_DIR: locales },
      encoding: 'utf8',
    });
    expect(result.stderr).toMatch(/ {2}- \.\.\/.*src\/components\/page-layout\.tsx:\d+: "back" is used here but missing in locales\/it\/common\.json/);
    expect(result.status).toBe(1);
  });

  it('fails on a key that no code uses', () => {
    edit('it', 'eligibility', (tree) => ((tree.email as Tree).placeholder = 'nome@azienda.it'));
    edit('en', 'eligibility', (tree) => ((tree.email as Tree).placeholder = 'name@company.com'));
    expect(problems()).toEqual([
      'locales/it/eligibility.json: email.placeholder: no code uses this key: remove it (from every language), or use it in src/',
    ]);
  });

  it('fails when English misses a key, has an extra one, or changes the placeholders', () => {
    edit('en', 'description', (tree) => {
      delete (tree.coupon as Tree).copy;
      tree.intro = 'The health service for you and your family.';
      tree.legacy = 'Old text';
    });
    edit('en', 'common', (tree) => ((tree.support as Tree).text = 'Write to {{email}} or'));
    expect(problems()).toEqual([
      'locales/en/common.json: support.text: must use <email> {{email}} like the Italian text, not {{email}}',
      'locales/en/description.json: intro: must use {{partnerName}} {{productName}} like the Italian text, not none',
      'locales/en/description.json: coupon.copy: is missing: translate "Copia codice"',
      'locales/en/description.json: legacy: is not in locales/it/description.json: remove it, or add it there first',
    ]);
  });

  it('fails on a missing language file and on a language the app does not offer', () => {
    rmSync(join(locales, 'en', 'validation.json'));
    mkdirSync(join(locales, 'fr'));
    cpSync(join(locales, 'it', 'common.json'), join(locales, 'fr', 'common.json'));
    const found = problems();
    expect(found).toContain('locales/en/validation.json: is missing: copy locales/it/validation.json and translate its texts');
    expect(found).toContain(
      "locales/fr: is not a language of the app yet: add 'fr' to LANGUAGES in src/tenant/text-keys.ts and a loader in src/lib/i18n.ts",
    );
  });

  it('lists the texts that use each placeholder', () => {
    const out: string[] = [];
    expect(runI18nCheck(['--placeholders'], { localesDir: locales, cwd: temp }, { out: (line) => out.push(line), err: () => {} })).toBe(0);
    expect(out.find((line) => line.startsWith('{{email}}: '))).toContain('common:support.text');
    expect(out.find((line) => line.startsWith('{{partnerName}}: '))).toContain('common:membershipNotice');
  });
});

describe('how i18n:check finds the keys the code uses', () => {
  function fixture(files: Record<string, string>, texts: Record<string, Tree>) {
    const src = join(temp, 'fixture-src');
    mkdirSync(src);
    for (const [name, code] of Object.entries(files)) writeFileSync(join(src, name), code);
    rmSync(locales, { recursive: true });
    for (const language of ['it', 'en']) {
      mkdirSync(join(locales, language), { recursive: true });
      for (const [namespace, tree] of Object.entries(texts)) writeFileSync(join(locales, language, `${namespace}.json`), JSON.stringify(tree));
    }
    return problems(src);
  }

  const TEXTS = {
    common: { back: 'Indietro', confirm: 'Conferma', status: { a: { title: 'A' }, b: { title: 'B' }, retry: 'Riprova' }, link: 'x' },
    steps: { title: 'Titolo', one: 'Uno', two: 'Due', fieldNames: { email: 'e-mail', name: 'nome' } },
    validation: { email: { required: 'Obbligatoria' } },
  };

  it('understands hooks, namespaces, Trans, template and conditional keys and "ns:key" literals', () => {
    expect(
      fixture(
        {
          'a.tsx': `
            import { Trans, useTranslation } from 'react-i18next';
            export function A({ kind, first, name }: { kind: string; first: boolean; name: string }) {
              const { t } = useTranslation();
              const title = t(\`status.\${kind}.title\`);
              return <p>{title}{t('back')}{t('status.retry')}<Trans t={t} i18nKey="link" /></p>;
            }
            export function B({ first, name }: { first: boolean; name: string }) {
              const { t } = useTranslation(['steps', 'common']);
              const label = () => t(\`fieldNames.\${name}\`);
              return <p>{t('title')}{t(first ? 'one' : 'two')}{t('common:confirm')}{label()}</p>;
            }`,
          'schema.ts': `export const message = 'validation:email.required';`,
        },
        TEXTS,
      ),
    ).toEqual([]);
  });

  it('reports each missing key where it is used, and each unused key', () => {
    expect(
      fixture(
        {
          'a.tsx': `
            import { useTranslation } from 'react-i18next';
            export function A() {
              const { t } = useTranslation('steps');
              return <p>{t('title')}{t('tree')}{t(\`missing.\${'x'}\`)}</p>;
            }`,
        },
        { steps: { title: 'Titolo', one: 'Uno' } },
      ),
    ).toEqual([
      'fixture-src/a.tsx:5: "tree" is used here but missing in locales/it/steps.json',
      'fixture-src/a.tsx:5: no key matches "missing.${…}" in locales/it/steps.json',
      'locales/it/steps.json: one: no code uses this key: remove it (from every language), or use it in src/',
    ]);
  });
});

describe('docs/translating.md', () => {
  it('lists every text that uses {{productName}}, {{partnerName}} or {{email}}', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'translating.md'), 'utf8');
    const { placeholders } = checkTexts({ localesDir: join(ROOT, 'locales'), cwd: ROOT });
    for (const name of ['productName', 'partnerName', 'email']) {
      const section = doc.split(`### {{${name}}}\n`)[1]?.split(/\n#{2,3} /)[0] ?? '';
      const listed = [...section.matchAll(/^\| `([\w.:]+)` \|/gm)].map((match) => match[1]);
      expect({ name, listed: listed.sort() }).toEqual({ name, listed: [...(placeholders.get(name) ?? [])].sort() });
    }
  });
});
