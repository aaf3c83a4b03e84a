/**
 * The sample outputs in the docs are made here, so they cannot go stale: a fenced block right
 * after `<!-- output: <sample> -->` must be what the sample's commands print, run as npm runs them
 * (tests/support/npm-sample.ts) on a copy of locales/, tenants/ and public/ with the sample's
 * changes. `UPDATE_DOCS=1 npx vitest run tests/unit/docs-samples.test.ts` rewrites the blocks.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSandbox, npmSample, type Sandbox } from '../support/npm-sample';

const ROOT = join(import.meta.dirname, '..', '..');

interface Sample {
  /** The changes to the copy before the commands run. */
  setup?: (sandbox: Sandbox) => void;
  /** The commands, as the reader types them, and the answers typed at their questions. */
  commands: Array<string | { command: string; answers: string[] }>;
  /** Lines after the first starting with `after` and before the next starting with `until` are shown as "…". */
  elide?: { after: string; until: string; indent?: string };
}

/** The partner file that the first sample of docs/adding-a-partner.md creates. */
const BETA = {
  $schema: '../tenant.schema.json',
  partner: { name: 'Beta Servizi S.r.l.', emailDomains: ['beta-servizi.it', 'beta.com'] },
  contractRef: 'BETA-2026',
  branding: { primaryColor: '#0b5fff' },
};
const beta = (change: (file: Record<string, unknown>) => void) => (sandbox: Sandbox) => {
  const file: Record<string, unknown> = structuredClone(BETA);
  change(file);
  sandbox.write('tenants/beta.json', file);
};
const withBranding = (branding: Record<string, string>) =>
  beta((file) => {
    file.branding = branding;
  });

const i18nCheck = (edits: Array<[file: string, from: string, to: string]>, argv = ''): Sample => ({
  setup: (sandbox) => edits.forEach(([file, from, to]) => sandbox.edit(`locales/${file}`, from, to)),
  commands: [`npm run i18n:check${argv ? ` -- ${argv}` : ''}`],
});

const PROBLEMS: Sample['setup'] = beta((file) => {
  file.partner = { name: 'Beta Servizi S.r.l.', emailDomains: ['@beta-servizi.it'] };
  delete file.contractRef;
  file.branding = { primaryColour: '#0b5fff', logoUrl: 'beta.svg' };
});

const SAMPLES: Record<string, Sample> = {
  // docs/translating.md
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
  'i18n-check-placeholders': i18nCheck([], '--placeholders'),
  'i18n-check-unused': i18nCheck([
    [
      'it/eligibility.json',
      '"title": "Verifica la tua idoneità",',
      '"title": "Verifica la tua idoneità",\n  "unused": "Mai mostrato",',
    ],
  ]),
  'i18n-check-removed': i18nCheck([['it/common.json', '  "opensInNewTab": "(si apre in una nuova scheda)",\n', '']]),
  'build-broken-json': {
    setup: (sandbox) => sandbox.edit('locales/it/common.json', '"back": "Indietro",', '"back": "Indietro"'),
    commands: ['npm run build'],
  },

  // docs/adding-a-partner.md
  'tenant-new': {
    commands: ['npm run tenant:new -- beta --name "Beta Servizi S.r.l." --domains beta-servizi.it,beta.com --contract BETA-2026'],
  },
  'tenant-new-npm-kept': {
    commands: ['npm run tenant:new gamma --name "Gamma Sanità S.p.A." --domains gamma.it --contract GAMMA-2026'],
  },
  'tenant-new-asks': {
    commands: [
      {
        command: 'npm run tenant:new -- gamma',
        answers: ['Gamma <Sanità>', 'Gamma Sanità S.p.A.', 'gamma.it', 'GAMMA 2026', 'GAMMA-2026', ''],
      },
    ],
    elide: { after: 'Created tenants/gamma.json:', until: 'Preview it' },
  },
  'tenant-new-no-terminal': { commands: ['npm run tenant:new -- gamma --name "Gamma Sanità S.p.A." < /dev/null'] },
  'tenant-new-refused': {
    setup: beta(() => {}),
    commands: ['npm run tenant:new -- Beta_Servizi', 'npm run tenant:new -- beta --name "Beta" --domains beta.it --contract B'],
  },
  'tenant-check-warnings': {
    setup: withBranding({ primaryColor: '#ff0000', logoUrl: '/images/partners/beta.svg' }),
    commands: ['npm run tenant:check'],
  },
  'tenant-check-fixed': {
    setup: (sandbox) => {
      withBranding({ primaryColor: '#c2255c', logoUrl: '/images/partners/beta.svg' })(sandbox);
      sandbox.write('public/images/partners/beta.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    },
    commands: ['npm run tenant:check'],
  },
  'tenant-check-problems': { setup: PROBLEMS, commands: ['npm run tenant:check'] },
  'tenant-check-types': {
    setup: (sandbox) => {
      sandbox.edit('tenants/_defaults.json', '"https://api.salutepiu.example/patient"', '"http://api.salutepiu.example/patient"');
      beta((file) => {
        file.partner = { name: 42, emailDomains: 'beta.it' };
      })(sandbox);
    },
    commands: ['npm run tenant:check'],
  },
  'tenant-check-bad-json': {
    setup: (sandbox) => sandbox.write('tenants/beta.json', '{\n  "contractRef": "BETA-2026",\n}\n'),
    commands: ['npm run tenant:check'],
  },
  'build-tenant-problems': {
    setup: PROBLEMS,
    commands: ['npm run build'],
    elide: { after: 'Tenant files have', until: '', indent: '  ' },
  },
  'tenant-check-shared-domain': {
    setup: beta((file) => {
      file.partner = { name: 'Beta Servizi S.r.l.', emailDomains: ['beta-servizi.it', 'acme-logistica.com'] };
    }),
    commands: ['npm run tenant:check'],
  },
  'tenant-check-hosts-conflict': {
    setup: (sandbox) => {
      sandbox.edit(
        'tenants/acme.json',
        '"contractRef": "ACME-2026",',
        '"contractRef": "ACME-2026",\n  "hosts": ["salute.gruppo-beta.it"],',
      );
      beta((file) => {
        file.hosts = ['salute.gruppo-beta.it', 'acme.beta-servizi.it'];
      })(sandbox);
    },
    commands: ['npm run tenant:check'],
  },
  'tenant-check-hosts-domain': {
    setup: beta((file) => {
      file.hosts = ['salute.onboarding-salute.example', 'x.acme.it'];
    }),
    commands: ['npm run tenant:check'],
  },
  'tenant-check-texts': {
    setup: beta((file) => {
      file.texts = {
        it: {
          'eligibility:heading': 'Ciao {{nome}}',
          'eligibility:titel': 'Benvenuto',
          intro: 'Attiva il servizio',
        },
      };
    }),
    commands: ['npm run tenant:check'],
  },
  'tenant-schema': { commands: ['npm run tenant:schema'] },

  // README.md
  'readme-build-problem': {
    setup: (sandbox) => sandbox.edit('tenants/acme.json', '"primaryColor": "#0f7a4d"', '"primaryColor": "0f7a4d"'),
    commands: ['npm run build'],
  },
};

function elide(lines: string[], { after, until, indent = '' }: NonNullable<Sample['elide']>): string[] {
  const start = lines.findIndex((line) => line.startsWith(after));
  if (start === -1) throw new Error(`no line starts with "${after}"`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith(until) && (until !== '' || line === ''));
  return [...lines.slice(0, start + 1), `${indent}…`, ...lines.slice(end === -1 ? lines.length : end)];
}

async function output({ setup, commands, elide: elided }: Sample): Promise<string> {
  const sandbox = createSandbox();
  try {
    setup?.(sandbox);
    const lines: string[] = [];
    for (const step of commands) {
      const { command, answers } = typeof step === 'string' ? { command: step, answers: undefined } : step;
      lines.push(...(await npmSample(command, sandbox, answers)));
    }
    return (elided ? elide(lines, elided) : lines).join('\n');
  } finally {
    sandbox.remove();
  }
}

const MARKER = /<!-- output: ([\w-]+) -->\n(\s*)```\n([\s\S]*?)\n\s*```/g;
const DOCS = ['docs/translating.md', 'docs/adding-a-partner.md', 'README.md'];

describe.each(DOCS)('the sample outputs of %s', (doc) => {
  const path = join(ROOT, doc);
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
      expect(found, `${doc}: no sample "${sample}" in tests/unit/docs-samples.test.ts`).toBeDefined();
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
      } else expect(block, `${doc}: run UPDATE_DOCS=1 npx vitest run tests/unit/docs-samples.test.ts`).toBe(printed);
    },
    60_000,
  );
});

it('every sample is shown in a doc', () => {
  const shown = DOCS.flatMap((doc) => [...readFileSync(join(ROOT, doc), 'utf8').matchAll(MARKER)].map(([, sample]) => sample));
  expect(Object.keys(SAMPLES).filter((sample) => !shown.includes(sample))).toEqual([]);
});
