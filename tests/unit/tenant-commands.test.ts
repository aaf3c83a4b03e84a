import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTenants } from '../../tools/partners/load';
import { projectCacheDir, writeDevAddress } from '../../tools/partners/dev-address';
import { runTenantCheck } from '../../tools/partners/check';
import { runBuildChecks } from '../../tools/site-build/build';
import { flagsTakenByNpm, runTenantNew } from '../../tools/partners/new-file';

const ROOT = join(import.meta.dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

/** A project-like folder: tenants/ with the real _defaults.json and acme.json, the real config/site.json, and public/. */
let project: string;
let tenants: string;
let publicDir: string;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'tenant-commands-'));
  tenants = join(project, 'tenants');
  publicDir = join(project, 'public');
  mkdirSync(tenants);
  mkdirSync(join(publicDir, 'images', 'partners'), { recursive: true });
  copyFileSync(join(ROOT, 'tenants', '_defaults.json'), join(tenants, '_defaults.json'));
  copyFileSync(join(ROOT, 'tenants', 'acme.json'), join(tenants, 'acme.json'));
  mkdirSync(join(project, 'config'));
  copyFileSync(join(ROOT, 'config', 'site.json'), join(project, 'config', 'site.json'));
  writeFileSync(join(publicDir, 'images', 'partners', 'acme.svg'), '<svg/>');
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
}

function writeTenant(name: string, content: unknown) {
  writeFileSync(join(tenants, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
}

const acme = () => JSON.parse(readFileSync(join(ROOT, 'tenants', 'acme.json'), 'utf8')) as Record<string, unknown>;

/** Runs an npm script's file the way npm does (tsx), in a folder of our choice. */
function run(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const result = spawnSync(TSX, [join(ROOT, 'tools', 'commands', script), ...args], {
    cwd: project,
    env: { ...process.env, TENANTS_DIR: tenants, PUBLIC_DIR: publicDir, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run tenant:check', () => {
  const check = () => {
    const { out, err, io } = capture();
    const code = runTenantCheck({ dir: tenants, publicDir, cwd: project }, io);
    return { code, out, err };
  };

  it('passes valid files', () => {
    const { code, out, err } = check();
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual([
      'Checking 1 partner file(s) in tenants/, each merged with _defaults.json, within what config/site.json allows.',
      '',
      'OK: acme is valid.',
    ]);
  });

  it('names the file, the field and the reason, and fails', () => {
    writeTenant('acme.json', { ...acme(), branding: { primaryColor: 'verde' }, contractRef: undefined });
    writeTenant('beta.json', '{ "partner": ');
    const { code, err } = check();
    expect(code).toBe(1);
    expect(err).toEqual([
      '',
      'Tenant files have 3 problem(s):',
      '  - tenants/acme.json: contractRef: is missing: add it to the file or to _defaults.json',
      '  - tenants/acme.json: branding.primaryColor: must be a hex colour written #rrggbb, for example #0b5fff',
      expect.stringMatching(/^ {2}- tenants\/beta\.json:\d+:\d+: is not valid JSON: /),
      '',
      'Fix them and run npm run tenant:check again: npm run build stops until then.',
    ]);
  });

  it('warns without failing about contrast, and fails on a logo with no file', () => {
    writeTenant('beta.json', {
      partner: { name: 'Beta', emailDomains: ['beta.it'] },
      contractRef: 'BETA-1',
      branding: { primaryColor: '#808080' },
    });
    const { code, out, err } = check();
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual([
      'Checking 2 partner file(s) in tenants/, each merged with _defaults.json, within what config/site.json allows.',
      '',
      '1 warning(s): the site builds, but look at these:',
      '  - tenants/beta.json: branding.primaryColor: #808080 gives only 4.49:1 contrast with the text drawn on it (#111827); buttons need at least 4.5:1 to be readable, so choose a lighter shade',
      '',
      'OK: acme, beta are valid.',
    ]);
    writeTenant('beta.json', {
      partner: { name: 'Beta', emailDomains: ['beta.it'] },
      contractRef: 'BETA-1',
      branding: { primaryColor: '#0b5fff', logoUrl: '/images/partners/beta.svg' },
    });
    const missing = check();
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(
      '  - tenants/beta.json: branding.logoUrl: /images/partners/beta.svg has no file: add public/images/partners/beta.svg, or members would see a broken image on every visit',
    );
  });

  it('warns without failing about a logo that writes its words as SVG text', () => {
    writeFileSync(
      join(publicDir, 'images', 'partners', 'acme.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><text x="0" y="20">Acme</text></svg>',
    );
    const { code, out, err } = check();
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out).toContain(
      '  - tenants/acme.json: branding.logoUrl: /images/partners/acme.svg writes its words as SVG text: each phone draws them in its own fonts, so they look different from phone to phone, and a phone lays them out as the page appears, while the member waits; export it with the text converted to outlines (paths)',
    );
    // Outlines only: no warning.
    writeFileSync(join(publicDir, 'images', 'partners', 'acme.svg'), '<svg><path d="M0 0h10v10z"/><textPath/></svg>');
    expect(check().out.some((line) => line.includes('SVG text'))).toBe(false);
  });

  it('fails when two partners claim one e-mail domain, until the operator acknowledges the pair', () => {
    writeTenant('beta.json', {
      partner: { name: 'Beta', emailDomains: ['acme.it'] },
      contractRef: 'BETA-1',
      branding: { primaryColor: '#0b5fff' },
    });
    const { code, err } = check();
    expect(code).toBe(1);
    expect(err).toContain(
      "  - tenants/beta.json: partner.emailDomains.0: acme.it is also claimed by tenants/acme.json: the same members could activate the service through both partners, on either contract. List only this partner's own domains; if both partners really admit the same members, the operator acknowledges the pair in partners.beta.overlapsWith of config/site.json",
    );
    const site = JSON.parse(readFileSync(join(project, 'config', 'site.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      join(project, 'config', 'site.json'),
      JSON.stringify({ ...site, partners: { acme: { overlapsWith: ['beta'] } } }),
    );
    expect(check()).toMatchObject({ code: 0, err: [] });
  });

  it('fails when two partners claim one host', () => {
    writeTenant('acme.json', { ...acme(), hosts: ['salute.acme.it'] });
    writeTenant('beta.json', {
      partner: { name: 'Beta', emailDomains: ['beta.it'] },
      contractRef: 'B',
      hosts: ['salute.acme.it'],
      branding: { primaryColor: '#0b5fff' },
    });
    const { code, err } = check();
    expect(code).toBe(1);
    expect(err).toContain(
      '  - tenants/beta.json: hosts.0: salute.acme.it is also claimed by tenants/acme.json: a host can serve only one partner, so remove it from one of the two files',
    );
  });

  it('exits 1 with the message when run as a command', () => {
    writeTenant('acme.json', { ...acme(), texts: { it: { 'eligibility:titel': 'Ciao' } } });
    const { code, stderr } = run('tenant-check.ts');
    expect(stderr).toContain(
      '  - tenants/acme.json: texts.it.eligibility:titel: is not a text of the app: did you mean "eligibility:title"? (keys are "<file>:<key>", as in locales/it/<file>.json)',
    );
    expect(code).toBe(1);
  });

  it('applies the rules of npm run build: http:// on 127.0.0.1 only with ONBOARDING_TEST_BUILD=1', () => {
    const defaults = JSON.parse(readFileSync(join(ROOT, 'tenants', '_defaults.json'), 'utf8')) as {
      provider: Record<string, string>;
    };
    writeTenant('_defaults.json', {
      ...defaults,
      provider: { ...defaults.provider, apiBaseUrl: 'http://127.0.0.1:4301/patient' },
    });
    const production = run('tenant-check.ts');
    expect(production.code).toBe(1);
    expect(production.stderr).toContain('  - tenants/_defaults.json: provider.apiBaseUrl: must be a valid https:// address');
    expect(run('tenant-check.ts', [], { ONBOARDING_TEST_BUILD: '1' }).code).toBe(0);
  });

  it('is run by npm run build before vite, once, and the build goes on with what it read', async () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.build).toBe('tsx tools/commands/texts-first.ts tools/commands/build.ts');
    expect(scripts['tenant:check']).toBe('tsx tools/commands/texts-first.ts tools/commands/tenant-check.ts');
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    const check = await runBuildChecks({ dir: tenants, publicDir, cwd: project, env: {} }, io);
    expect(check.code).toBe(0);
    expect(lines[0]).toMatch(/^Checking \d+ partner file\(s\) in /);
    expect(lines).toContainEqual(expect.stringMatching(/^Checking \d+ keys of .*locales\/it with i18next-cli/));
    expect([...check.loaded.tenants.keys()]).toEqual(['acme']);
  });
});

describe('npm run tenant:new', () => {
  const create = async (argv: string[], answers?: string[]) => {
    const { out, err, io } = capture();
    const prompts: string[] = [];
    const ask = answers && (async (prompt: string) => (prompts.push(prompt), answers.shift()));
    const code = await runTenantNew(argv, { ...io, ask, dir: tenants, publicDir, cwd: project });
    return { code, out, err, prompts };
  };

  it('writes a valid file from flags and prints the preview address', async () => {
    const { code, out, err } = await create([
      'beta',
      '--name',
      'Beta S.r.l.',
      '--domains',
      'beta.it, Beta-Group.com',
      '--contract',
      'BETA-2026',
    ]);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const written = JSON.parse(readFileSync(join(tenants, 'beta.json'), 'utf8')) as unknown;
    expect(written).toEqual({
      $schema: '../tenant.schema.json',
      partner: { name: 'Beta S.r.l.', emailDomains: ['beta.it', 'beta-group.com'] },
      contractRef: 'BETA-2026',
      branding: { primaryColor: '#0b5fff' },
    });
    const { tenants: loaded, problems } = loadTenants(tenants, project);
    expect(problems).toEqual([]);
    expect(loaded.get('beta')?.provider.productName).toBe('SalutePiù');
    expect(out[0]).toBe('Created tenants/beta.json:');
    expect(out).toContain('Preview it with npm run dev at http://beta.localhost:5173');
  });

  it("prints the running dev server's own port, not 5173", async () => {
    writeDevAddress(projectCacheDir(project), 'http://localhost:5181/');
    const { code, out } = await create(['beta', '--name', 'Beta S.r.l.', '--domains', 'beta.it', '--contract', 'BETA-2026']);
    expect(code).toBe(0);
    expect(out).toContain('Preview it at http://beta.localhost:5181 (npm run dev is running there)');
  });

  it('prints the default port when the noted dev server has stopped', async () => {
    // A process id no process has: the server that wrote it is gone.
    writeDevAddress(projectCacheDir(project), 'http://localhost:5181/', 2 ** 22 + 1);
    const { out } = await create(['beta', '--name', 'Beta S.r.l.', '--domains', 'beta.it', '--contract', 'BETA-2026']);
    expect(out).toContain('Preview it with npm run dev at http://beta.localhost:5173');
  });

  it('asks for what is missing, again after a wrong answer', async () => {
    const { code, prompts, err } = await create(
      ['beta', '--contract', 'BETA-2026', '--hosts', 'salute.beta.it'],
      ['Beta <S.r.l.>', 'Beta S.r.l.', 'beta.it', 'verde', '#0f7a4d'],
    );
    expect(code).toBe(0);
    expect(prompts).toEqual([
      "Partner's name, as members know it (e.g. Acme S.p.A.): ",
      "Partner's name, as members know it (e.g. Acme S.p.A.): ",
      'Work e-mail domains, comma-separated (e.g. acme.it,acme.com): ',
      'Brand colour, #rrggbb (Enter for #0b5fff): ',
      'Brand colour, #rrggbb (Enter for #0b5fff): ',
    ]);
    expect(err[0]).toMatch(
      /^ {2}"Beta <S\.r\.l\.>": must not contain < > .*\(the partner name shown to members\)\. Try again\.$/,
    );
    expect(err[1]).toMatch(/^ {2}"verde": must be /);
    expect(JSON.parse(readFileSync(join(tenants, 'beta.json'), 'utf8'))).toMatchObject({
      partner: { name: 'Beta S.r.l.' },
      hosts: ['salute.beta.it'],
      branding: { primaryColor: '#0f7a4d' },
    });
  });

  it('asks for the colour, and an empty answer keeps the default', async () => {
    const { code } = await create(['beta', '--name', 'Beta S.r.l.', '--domains', 'beta.it', '--contract', 'BETA-1'], ['']);
    expect(code).toBe(0);
    expect(JSON.parse(readFileSync(join(tenants, 'beta.json'), 'utf8'))).toMatchObject({ branding: { primaryColor: '#0b5fff' } });
  });

  it('shows the colour quoted in its usage, and says why: in the shell an unquoted # starts a comment', async () => {
    const { code, out } = await create(['--help']);
    expect(code).toBe(0);
    expect(out[0]).toContain("[--color '#0b5fff']");
    expect(out[1]).toMatch(/unquoted # starts a comment/);
    // What bash passes for --color #0b5fff: the flag alone.
    const missing = await create(['beta', '--name', 'B', '--domains', 'b.it', '--contract', 'B', '--color']);
    expect(missing.code).toBe(1);
    expect(missing.err.join('\n')).toMatch(/argument missing[\s\S]*unquoted # starts a comment/);
  });

  it('quotes a wrong domain and names the comma typed for a dot', async () => {
    const { code, err } = await create(['beta', '--name', 'B', '--domains', 'fse,it', '--contract', 'B']);
    expect(code).toBe(1);
    expect(err[0]).toMatch(
      /^--domains "fse,it": must be an e-mail domain .*the comma separates domains: this reads as "fse" and "it"; for one domain write fse\.it/,
    );
  });

  it.each([
    [['Beta_1', '--name', 'B', '--domains', 'b.it', '--contract', 'B'], /^"Beta_1" cannot be a subdomain/],
    [['acme', '--name', 'B', '--domains', 'b.it', '--contract', 'B'], /^tenants\/acme\.json already exists/],
    [
      ['beta', '--name', 'B', '--domains', 'mario@b.it', '--contract', 'B'],
      /^--domains "mario@b\.it": must be an e-mail domain such as acme\.it/,
    ],
    [['beta', '--name', 'B', '--domains', 'b.it', '--contract', 'B', '--color', 'blue'], /^--color "blue": must be/],
    [['beta', '--name', 'B', '--domains', 'b.it', '--contract', 'B', '--hosts', 'acme.b.it'], /^Not created/],
    [[], /^Give the partner's subdomain/],
  ])('refuses %j', async (argv, message) => {
    const { code, err } = await create(argv);
    expect(code).toBe(1);
    expect(err[0]).toMatch(message);
    expect(existsSync(join(tenants, 'beta.json'))).toBe(false);
  });

  it('says which flag is needed when it cannot ask (not a terminal)', () => {
    const { code, stderr } = run('tenant-new.ts', ['beta', '--name', 'Beta']);
    expect(code).toBe(1);
    expect(stderr).toContain(
      "Missing --domains acme.it,acme.com, the domains of the partner's work e-mail addresses. Pass it as a flag: this command can ask for it only in a terminal.",
    );
    expect(existsSync(join(tenants, 'beta.json'))).toBe(false);
  });

  it('notices flags that npm kept for itself (no -- before them)', () => {
    expect(flagsTakenByNpm({ npm_config_name: 'Beta', npm_config_domains: 'true' })).toEqual(['name', 'domains']);
    expect(flagsTakenByNpm({})).toEqual([]);
  });
});
