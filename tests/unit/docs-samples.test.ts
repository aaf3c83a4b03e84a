/**
 * The sample outputs in docs/ are made here, so they cannot go stale: a fenced block right after
 * `<!-- output: <sample> -->` must be what the sample's command prints, run on a copy of the locale
 * files with the sample's change. `UPDATE_DOCS=1 npx vitest run tests/unit/docs-samples.test.ts`
 * rewrites the blocks.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runI18nCheck } from '../../scripts/i18n-check';

const ROOT = join(import.meta.dirname, '..', '..');
const { name, version, scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  scripts: Record<string, string>;
};

type Edit = [file: string, from: string, to: string];
interface Sample {
  /** What the reader types; the npm scripts it runs print their header as npm does. */
  command: string;
  scripts: string[];
  argv: string[];
  edits: Edit[];
}

const i18nCheck = (edits: Edit[], argv: string[] = []): Sample => ({
  command: `npm run i18n:check${argv.length ? ` -- ${argv.join(' ')}` : ''}`,
  scripts: ['i18n:check'],
  argv,
  edits,
});

const SAMPLES: Record<string, Sample> = {
  'i18n-check-english': i18nCheck([
    ['en/common.json', 'Write to <email>{{email}}</email> or', 'Write to {{email}} or'],
    [
      'en/description.json',
      '{{productName}} is the health and wellbeing service for you and your family: doctors, specialists and wellbeing professionals always within reach. With the agreement with {{partnerName}} you activate it at no cost.',
      'The health service for you and your family.',
    ],
    ['en/description.json', '    "copied": "Code copied!",\n', ''],
  ]),
  'i18n-check-italian': i18nCheck([
    ['it/common.json', '"Passo {{current}} di {{total}}"', '"Passo {{current}}"'],
    ['it/common.json', '<email>{{email}}</email> oppure', '<email>{{emial}}</email> oppure'],
    ['en/common.json', 'Write to <email>{{email}}</email> or', 'Write to <email>{{email}} or'],
  ]),
  'i18n-check-placeholders': i18nCheck([], ['--placeholders']),
  'i18n-check-unused': i18nCheck([
    [
      'it/eligibility.json',
      '"title": "Verifica la tua idoneità",',
      '"title": "Verifica la tua idoneità",\n  "unused": "Mai mostrato",',
    ],
  ]),
  'i18n-check-removed': i18nCheck([['it/common.json', '  "opensInNewTab": "(si apre in una nuova scheda)",\n', '']]),
  'build-broken-json': {
    command: 'npm run build',
    scripts: ['build', 'pretenant:check'],
    argv: ['--syntax'],
    edits: [['it/common.json', '"back": "Indietro",', '"back": "Indietro"']],
  },
};

let temp: string;
beforeEach(() => {
  temp = mkdtempSync(join(tmpdir(), 'docs-samples-'));
  cpSync(join(ROOT, 'locales'), join(temp, 'locales'), { recursive: true });
  symlinkSync(join(ROOT, 'src'), join(temp, 'src'));
});
afterEach(() => rmSync(temp, { recursive: true, force: true }));

async function output({ command, scripts: run, argv, edits }: Sample): Promise<string> {
  for (const [file, from, to] of edits) {
    const path = join(temp, 'locales', file);
    const text = readFileSync(path, 'utf8');
    expect(text).toContain(from);
    writeFileSync(path, text.replace(from, to));
  }
  const lines = [`$ ${command}`];
  for (const script of run)
    lines.push(
      ...(lines.at(-1) === '' ? [] : ['']),
      `> ${name}@${version} ${script}`,
      `> ${scripts[script]}${script === 'i18n:check' && argv.length ? ` ${argv.join(' ')}` : ''}`,
      '',
    );
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  await runI18nCheck(argv, { srcDir: join(temp, 'src'), localesDir: join(temp, 'locales'), cwd: temp }, io);
  return lines.join('\n');
}

const MARKER = /<!-- output: ([\w-]+) -->\n(\s*)```\n([\s\S]*?)\n\s*```/g;

describe.each(['translating.md'])('the sample outputs of docs/%s', (doc) => {
  const path = join(ROOT, 'docs', doc);
  const blocks = [...readFileSync(path, 'utf8').matchAll(MARKER)].map(([, sample = '', indent = '', block = '']) => ({
    sample,
    indent,
    block,
  }));

  it('are marked', () => expect(blocks.length).toBeGreaterThan(0));

  it.each(blocks)(
    '$sample is what the command prints today',
    async ({ sample, indent, block }) => {
      const found = SAMPLES[sample];
      expect(found, `docs/${doc}: no sample "${sample}" in tests/unit/docs-samples.test.ts`).toBeDefined();
      const printed = (await output(found as Sample)).replace(/^(?=.)/gm, indent.replace(/^\n/, ''));
      if (process.env.UPDATE_DOCS) {
        const text = readFileSync(path, 'utf8');
        writeFileSync(
          path,
          text.replace(
            `<!-- output: ${sample} -->\n${indent}\`\`\`\n${block}\n`,
            `<!-- output: ${sample} -->\n${indent}\`\`\`\n${printed}\n`,
          ),
        );
      } else expect(block, `docs/${doc}: run UPDATE_DOCS=1 npx vitest run tests/unit/docs-samples.test.ts`).toBe(printed);
    },
    60_000,
  );
});
