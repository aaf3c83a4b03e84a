import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkTexts, runI18nCheck } from '../../tools/texts/i18n-check';

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

const problems = async (srcDir = join(ROOT, 'src')) => (await checkTexts({ srcDir, localesDir: locales, cwd: temp })).problems;

/** Replaces `from` with `to` in a locale file, as a translator would in an editor. */
function replaceIn(language: string, namespace: string, from: string, to: string) {
  const path = join(locales, language, `${namespace}.json`);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

/** A copy of the project (its own locales/, the same node_modules) where the npm scripts run as they do here. */
function projectCopy(): string {
  const project = join(temp, 'project');
  mkdirSync(project);
  for (const entry of ['package.json', 'tsconfig.json', 'i18next.config.ts', 'tools', 'src', 'locales', 'tenants', 'public']) {
    cpSync(join(ROOT, entry), join(project, entry), { recursive: true, filter: (path) => !path.includes('node_modules') });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'));
  return project;
}

describe('npm run i18n:check', () => {
  it('passes on the real code and texts', async () => {
    const { out, err, io } = {
      out: [] as string[],
      err: [] as string[],
      io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) },
    };
    expect(await runI18nCheck([], { localesDir: join(ROOT, 'locales'), cwd: ROOT }, io)).toBe(0);
    expect(err).toEqual([]);
    expect(out[0]).toMatch(/^Checking \d+ keys of locales\/it with i18next-cli, and locales\/en\.$/);
  });

  it('fails, exit code 1, when a key the code uses is removed', () => {
    edit('it', 'common', (tree) => delete tree.back);
    edit('en', 'common', (tree) => delete tree.back);
    const result = spawnSync(TSX, [join(ROOT, 'tools', 'commands', 'i18n-check.ts')], {
      cwd: temp,
      env: { ...process.env, LOCALES_DIR: locales },
      encoding: 'utf8',
    });
    expect(result.stderr).toMatch(
      /^\.\.\/.*src\/components\/page-layout\.tsx:\d+:\d+: "back" is used here but missing in locales\/it\/common\.json$/m,
    );
    expect(result.status).toBe(1);
  }, 30_000);

  it('fails on a key that no code uses', async () => {
    edit('it', 'eligibility', (tree) => ((tree.email as Tree).placeholder = 'nome@azienda.it'));
    edit('en', 'eligibility', (tree) => ((tree.email as Tree).placeholder = 'name@company.com'));
    expect(await problems()).toEqual([
      'locales/it/eligibility.json: email.placeholder: no code uses this key: remove it (from every language), or use it in src/',
    ]);
  });

  it('fails when English misses a key, has an extra one, or changes the placeholders', async () => {
    edit('en', 'description', (tree) => {
      delete (tree.coupon as Tree).copy;
      tree.intro = 'The health service for you and your family.';
      tree.legacy = 'Old text';
    });
    edit('en', 'common', (tree) => ((tree.support as Tree).text = 'Write to {{email}} or'));
    expect(await problems()).toEqual([
      'locales/en/common.json: support.text: must use <email> {{email}} like the Italian text, not {{email}}',
      'locales/en/description.json: intro: must use {{partnerName}} {{productName}} like the Italian text, not none',
      'locales/en/description.json: coupon.copy: is missing: translate "Copia codice"',
      'locales/en/description.json: legacy: is not in locales/it/description.json: remove it, or add it there first',
    ]);
  });

  it('tells, for each language, which files are not valid JSON, by line and column', async () => {
    replaceIn('it', 'common', '"back": "Indietro",', '"back": "Indietro"');
    replaceIn('en', 'description', '"title": ', '"title" ');
    expect(await problems()).toEqual([
      'locales/it/common.json:4:3: is not valid JSON: expected , or } here: is a comma missing at the end of the line before?',
      expect.stringMatching(/^locales\/en\/description\.json:\d+:\d+: is not valid JSON: expected : after the key, found "$/),
    ]);
  });

  it('names only the broken file of a translation, not its keys as missing', async () => {
    replaceIn('en', 'common', '"back": "Back",', '"back": "Back"');
    expect(await problems()).toEqual([
      'locales/en/common.json:4:3: is not valid JSON: expected , or } here: is a comma missing at the end of the line before?',
    ]);
  });

  it('stops i18n:check, tenant:check, the build and npm test on a broken Italian file with one line, no stack trace', () => {
    const project = projectCopy();
    const path = join(project, 'locales', 'it', 'common.json');
    writeFileSync(path, readFileSync(path, 'utf8').replace('"back": "Indietro",', '"back": "Indietro"'));
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(VITEST|LOCALES_DIR|TENANTS_DIR|NODE_OPTIONS)/.test(name)),
    );
    for (const script of ['i18n:check', 'tenant:check', 'build', 'test']) {
      const result = spawnSync('npm', ['run', script], { cwd: project, env, encoding: 'utf8' });
      const output = `${result.stdout}\n${result.stderr}`;
      expect({
        script,
        status: result.status,
        line: output.includes('locales/it/common.json:4:3: is not valid JSON: expected , or } here'),
      }).toEqual({
        script,
        status: 1,
        line: true,
      });
      expect({
        script,
        stack: output.split('\n').filter((line) => /^\s+at |node:internal|TransformError|JSON_PARSE/.test(line)),
      }).toEqual({ script, stack: [] });
    }
  }, 120_000);

  it('checks only the JSON of every locale file with --syntax, as every command that imports the texts does first', async () => {
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    expect(await runI18nCheck(['--syntax'], { localesDir: locales, cwd: temp }, io)).toBe(0);
    expect(lines).toEqual(['OK: the 10 files in locales/ are valid JSON.']);
    lines.length = 0;
    replaceIn('it', 'validation', '{', '{,');
    expect(await runI18nCheck(['--syntax'], { localesDir: locales, cwd: temp }, io)).toBe(1);
    expect(lines).toEqual(['locales/it/validation.json:1:2: is not valid JSON: expected a key in "double quotes", found ,']);
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    // No npm pre-hooks: each command that imports the texts proves their JSON first, in its own process.
    expect(Object.keys(scripts).filter((name) => name.startsWith('pre') && scripts[name.slice(3)])).toEqual([]);
    for (const script of ['dev', 'build', 'test', 'tenant:check', 'tenant:new', 'tenant:schema']) {
      expect({ script, command: scripts[script] }).toEqual({
        script,
        command: expect.stringMatching(/^tsx tools\/commands\/texts-first\.ts /) as string,
      });
    }
  });

  it('fails on a missing language file and on a language the app does not offer', async () => {
    rmSync(join(locales, 'en', 'validation.json'));
    mkdirSync(join(locales, 'fr'));
    cpSync(join(locales, 'it', 'common.json'), join(locales, 'fr', 'common.json'));
    const found = await problems();
    expect(found).toContain('locales/en/validation.json: is missing: copy locales/it/validation.json and translate its texts');
    expect(found).toContain(
      "locales/fr: is not a language of the app yet: add 'fr' to LANGUAGES in src/shared/i18n/text-keys.ts and a loader in src/lib/i18n.ts",
    );
  });

  it('lists the texts that use each placeholder', async () => {
    const out: string[] = [];
    expect(
      await runI18nCheck(
        ['--placeholders'],
        { localesDir: locales, cwd: temp },
        { out: (line) => out.push(line), err: () => {} },
      ),
    ).toBe(0);
    expect(out.find((line) => line.startsWith('{{email}}: '))).toContain('common:support.text');
    expect(out.find((line) => line.startsWith('{{partnerName}}: '))).toContain('common:membershipNotice');
  });
});

describe('Italian is the source of {{placeholders}} and <tags>', () => {
  it('blames a placeholder typed with one brace on the Italian file, by line and column, never on English', async () => {
    replaceIn('it', 'userInfo', 'attivare {{productName}} a tuo nome', 'attivare {productName} a tuo nome');
    const err: string[] = [];
    const io = { out: () => {}, err: (line: string) => void err.push(line) };
    expect(await runI18nCheck([], { localesDir: locales, cwd: temp }, io)).toBe(1);
    expect(err).toEqual([
      expect.stringMatching(
        /^locales\/it\/userInfo\.json:\d+:\d+: intro: has \{productName\}: write \{\{productName\}\}, with two braces on each side$/,
      ),
    ]);
  });

  it('refuses a text members must read without its required parts, in any language', async () => {
    replaceIn(
      'it',
      'description',
      'Per non attivare il servizio due volte, non riprovare: scrivici',
      'Riprova pure più tardi: scrivici',
    );
    replaceIn('en', 'eligibility', 'I confirm that the address I entered is correct and is my work e-mail', 'OK');
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^locales\/it\/description\.json(:\d+:\d+)?: unconfirmed\.activation: is the warning not to activate twice: a second attempt could do it twice, so it must say "non riprovare" and invite no other retry$/,
      ),
      expect.stringMatching(
        /^locales\/en\/eligibility\.json(:\d+:\d+)?: confirmData\.label: is the checkbox's label, what the member confirms: members must be able to read it, so it needs at least 6 word\(s\), and has 1$/,
      ),
    ]);
  });

  it('names a one-brace placeholder in a translation on that file only', async () => {
    replaceIn('en', 'userInfo', '{{productName}}', '{{productName}');
    expect(await problems()).toEqual([
      'locales/en/userInfo.json: intro: has {{productName}: write {{productName}}, with two braces on each side',
    ]);
  });

  it('blames a placeholder that nothing fills in on the Italian file, not on English', async () => {
    replaceIn('it', 'common', '<email>{{email}}</email>', '<email>{{emial}}</email>');
    replaceIn('it', 'eligibility', '"Verifica la tua idoneità"', '"Verifica la tua idoneità, {{firstName}}"');
    expect(await problems()).toEqual([
      'locales/it/common.json: support.text: uses {{emial}}, which nothing fills in: this text may use {{email}} {{partnerName}} {{productName}}',
      'locales/it/eligibility.json: title: uses {{firstName}}, which nothing fills in: this text may use {{email}} {{partnerName}} {{productName}}',
    ]);
  });

  it('blames a placeholder the code fills in but the Italian text lost on the Italian file', async () => {
    replaceIn('it', 'common', '"Passo {{current}} di {{total}}"', '"Passo {{current}}"');
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^locales\/it\/common\.json: progress: must use {{total}}: the code fills it in at \S*src\/components\/page-layout\.tsx:\d+:\d+$/,
      ),
    ]);
  });

  it('allows the screen placeholders where the code fills them in', async () => {
    replaceIn('it', 'common', '"Passo {{current}} di {{total}}"', '"{{total}} passi: questo è il {{current}} ({{partnerName}})"');
    replaceIn('en', 'common', '"Step {{current}} of {{total}}"', '"{{total}} steps: this is {{current}} ({{partnerName}})"');
    expect(await problems()).toEqual([]);
  });

  it.each([
    ['it', '<email>{{email}}</email>', '<email>{{email}}', 'support.text: <email> is not closed: write <email>…</email>'],
    ['en', '<email>{{email}}</email>', '<email>{{email}}', 'support.text: <email> is not closed: write <email>…</email>'],
    ['it', '<email>{{email}}</email>', '{{email}}</email>', 'support.text: </email> closes no <email>: write <email>…</email>'],
    ['it', '<email>{{email}}</email>', '<email>{{email}}<email>', 'support.text: <email> is not closed: write <email>…</email>'],
    [
      'it',
      '<email>{{email}}</email>',
      '<email >{{email}}</email>',
      'support.text: has <email >: the only tags this text may use are exactly <email> and </email>',
    ],
    [
      'en',
      '<email>{{email}}</email>',
      '<mail>{{email}}</mail>',
      'support.text: has <mail> </mail>: the only tags this text may use are exactly <email> and </email>',
    ],
    [
      'it',
      '<email>{{email}}</email>',
      '<email>{{email}}</email ',
      'support.text: has </email…: the only tags this text may use are exactly <email> and </email>',
    ],
  ])('reports in locales/%s a <tag> that is not balanced or not exact: %s -> %s', async (language, from, to, problem) => {
    replaceIn(language, 'common', from, to);
    expect(await problems()).toEqual([`locales/${language}/common.json: ${problem}`]);
  });

  it('reports a <tag> in a text the code shows as plain text', async () => {
    replaceIn('it', 'eligibility', '"Verifica la tua idoneità"', '"Verifica la tua <email>idoneità</email>"');
    expect(await problems()).toEqual([
      'locales/it/eligibility.json: title: has <email>: this text is shown as plain text (the code uses t(), not <Trans>): remove the tags',
    ]);
  });
});

describe('how i18n:check finds the keys the code uses', () => {
  async function fixture(files: Record<string, string>, texts: Record<string, Tree>) {
    const src = join(temp, 'fixture-src');
    mkdirSync(src);
    for (const [name, code] of Object.entries(files)) writeFileSync(join(src, name), code);
    rmSync(locales, { recursive: true });
    for (const language of ['it', 'en']) {
      mkdirSync(join(locales, language), { recursive: true });
      for (const [namespace, tree] of Object.entries(texts))
        writeFileSync(join(locales, language, `${namespace}.json`), JSON.stringify(tree));
    }
    return problems(src);
  }

  const TEXTS = {
    common: {
      back: 'Indietro',
      confirm: 'Conferma',
      status: { a: { title: 'A' }, b: { title: 'B' }, retry: 'Riprova' },
      link: 'x',
    },
    steps: { title: 'Titolo', one: 'Uno', two: 'Due', fieldNames: { email: 'e-mail', name: 'nome' } },
    validation: { email: { required: 'Obbligatoria' } },
  };

  it('understands hooks, namespaces, Trans, template and conditional keys and "ns:key" literals', async () => {
    expect(
      await fixture(
        {
          'a.tsx': `
            import { Trans, useTranslation } from 'react-i18next';
            export function A({ kind }: { kind: 'a' | 'b' }) {
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

  it('reports each missing key where it is used, and each unused key', async () => {
    expect(
      await fixture(
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
      'fixture-src/a.tsx:5:39: "tree" is used here but missing in locales/it/steps.json',
      'fixture-src/a.tsx:5:50: "missing.x" is used here but missing in locales/it/steps.json',
      'locales/it/steps.json: one: no code uses this key: remove it (from every language), or use it in src/',
    ]);
  });
});

describe('docs/translating.md', () => {
  it('lists every text that uses {{productName}}, {{partnerName}} or {{email}}', async () => {
    const doc = readFileSync(join(ROOT, 'docs', 'translating.md'), 'utf8');
    const { placeholders } = await checkTexts({ localesDir: join(ROOT, 'locales'), cwd: ROOT });
    for (const name of ['productName', 'partnerName', 'email']) {
      const section = doc.split(`### {{${name}}}\n`)[1]?.split(/\n#{2,3} /)[0] ?? '';
      const listed = [...section.matchAll(/^\| `([\w.:]+)` \|/gm)].map((match) => match[1]);
      expect({ name, listed: listed.sort() }).toEqual({ name, listed: [...(placeholders.get(name) ?? [])].sort() });
    }
  });
});
