/**
 * Runs a command of the docs (`npm run tenant:check`, `npm run build`, …) as npm would, in a
 * sandbox, and returns what the terminal shows: `$ <command>`, npm's header before each script
 * (pre-scripts and `npm run` inside a script included), each script's lines, and the answers typed
 * at its questions. The scripts are this project's own commands, called in-process with the
 * sandbox's folders: the same functions `tsx tools/commands/…` runs. A script that is not one of them
 * (`vite build`) is not run: a sample must stop before it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { localeSyntaxProblems } from '../../tools/texts/locale-files';
import { runBuildChecks } from '../../tools/site-build/build';
import { runI18nCheck } from '../../tools/texts/i18n-check';
import { runTenantCheck } from '../../tools/partners/check';
import { runTenantNewCommand } from '../../tools/partners/new-file';
import { runTenantSchema } from '../../tools/partners/json-schema';
import type { Output } from '../../tools/paths';

const ROOT = join(import.meta.dirname, '..', '..');
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  scripts: Record<string, string>;
};

/** A copy of locales/, tenants/, config/ (the operator's site file) and public/ to change, with src/ as it is. */
export interface Sandbox {
  root: string;
  /** Writes a file of the sandbox (a value is written as JSON); null removes it. */
  write: (path: string, content: string | object | null) => void;
  /** Replaces `from` (which must be there) with `to` in a file of the sandbox. */
  edit: (path: string, from: string, to: string) => void;
  remove: () => void;
}

export function createSandbox(): Sandbox {
  const root = mkdtempSync(join(tmpdir(), 'docs-sample-'));
  for (const dir of ['locales', 'tenants', 'config', 'public']) cpSync(join(ROOT, dir), join(root, dir), { recursive: true });
  symlinkSync(join(ROOT, 'src'), join(root, 'src'));
  return {
    root,
    write: (path, content) => {
      if (content === null) rmSync(join(root, path), { force: true });
      else writeFileSync(join(root, path), typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
    },
    edit: (path, from, to) => {
      const text = readFileSync(join(root, path), 'utf8');
      if (!text.includes(from)) throw new Error(`${path} does not contain ${JSON.stringify(from)}`);
      writeFileSync(join(root, path), text.replace(from, to));
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The words of a command line, with "double quotes" kept together. */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map(([, quoted, plain]) => quoted ?? plain ?? '');
}

interface Run {
  sandbox: Sandbox;
  io: Output;
  env: NodeJS.ProcessEnv;
  ask?: (prompt: string) => Promise<string | undefined>;
}

/** The project's commands, by the file `tsx` runs. */
const COMMANDS: Record<string, (argv: string[], run: Run) => Promise<number> | number> = {
  'i18n-check.ts': (argv, { sandbox: { root }, io }) =>
    runI18nCheck(argv, { srcDir: join(root, 'src'), localesDir: join(root, 'locales'), cwd: root }, io),
  'tenant-check.ts': (_, { sandbox: { root }, io }) =>
    runTenantCheck({ dir: join(root, 'tenants'), publicDir: join(root, 'public'), cwd: root, env: {} }, io),
  'tenant-new.ts': (argv, { sandbox: { root }, io, env, ask }) =>
    runTenantNewCommand(argv, env, { ...io, ask, dir: join(root, 'tenants'), publicDir: join(root, 'public'), cwd: root }),
  'tenant-schema.ts': (_, { sandbox: { root }, io }) => runTenantSchema(io, join(root, 'tenant.schema.json'), root),
  // Stops with the checks' own report: the Vite build after them is not run here.
  'build.ts': async (_, { sandbox: { root }, io }) => {
    const dirs = { dir: join(root, 'tenants'), publicDir: join(root, 'public'), localesDir: join(root, 'locales') };
    const { code } = await runBuildChecks({ ...dirs, srcDir: join(root, 'src'), cwd: root, env: {} }, io);
    if (code === 0) throw new Error('a docs sample cannot run vite build: it must stop before it');
    return code;
  },
  'texts-first.ts': ([script = '', ...argv], run) => {
    const broken = localeSyntaxProblems(join(run.sandbox.root, 'locales'), (path) => relative(run.sandbox.root, path));
    broken.forEach((problem) => run.io.err(problem));
    const command = COMMANDS[basename(script)];
    if (broken.length > 0) return 1;
    if (!command) throw new Error(`a docs sample cannot run "${script}": it must stop before it`);
    return command(argv, run);
  },
};

/** Runs a script of package.json; `extra` words (after npm's `--`) go to its last command, as the shell does. */
async function runScriptLine(line: string, extra: string[], run: Run): Promise<number> {
  const parts = line.split(' && ');
  for (const [index, part] of parts.entries()) {
    const [program = '', ...args] = [...words(part), ...(index === parts.length - 1 ? extra : [])];
    const command = COMMANDS[basename(args[0] ?? '')];
    const code =
      program === 'npm' && args[0] === 'run'
        ? await npmRun(args[1] ?? '', args.slice(2), run)
        : program === 'tsx' && command
          ? await command(args.slice(1), run)
          : Promise.reject(new Error(`a docs sample cannot run "${part}": it must stop before it`));
    if (code !== 0) return code;
  }
  return 0;
}

async function npmRun(script: string, args: string[], run: Run): Promise<number> {
  if (!PACKAGE.scripts[script]) throw new Error(`package.json has no script "${script}"`);
  for (const name of [`pre${script}`, script]) {
    const body = PACKAGE.scripts[name];
    if (body === undefined) continue;
    const extra = name === script ? args : [];
    run.io.out('');
    run.io.out(`> ${PACKAGE.name}@${PACKAGE.version} ${name}`);
    run.io.out(`> ${[body, ...extra].join(' ')}`);
    run.io.out('');
    const code = await runScriptLine(body, extra, run);
    if (code !== 0) return code;
  }
  return 0;
}

/**
 * What the terminal shows for `command` (`npm run <script> [words] [-- words] [< /dev/null]`):
 * before `--`, npm keeps `--flag value` for itself (as npm_config_flag) and passes the other
 * words on. `answers` are typed at the command's questions; without them, stdin is no terminal.
 */
export async function npmSample(command: string, sandbox: Sandbox, answers?: string[]): Promise<string[]> {
  const lines = [`$ ${command}`];
  const io: Output = { out: (line) => lines.push(line), err: (line) => lines.push(line) };
  const [npm, run, script = '', ...rest] = words(command.replace(/\s*<\s*\/dev\/null$/, ''));
  if (npm !== 'npm' || run !== 'run') throw new Error(`a docs sample runs npm run, not "${command}"`);
  const env: NodeJS.ProcessEnv = {};
  const passed: string[] = [];
  const dashes = rest.indexOf('--');
  const before = dashes === -1 ? rest : rest.slice(0, dashes);
  for (let index = 0; index < before.length; index += 1) {
    const word = before[index] ?? '';
    if (word.startsWith('--')) env[`npm_config_${word.slice(2)}`] = before[++index] ?? 'true';
    else passed.push(word);
  }
  if (dashes !== -1) passed.push(...rest.slice(dashes + 1));
  const queue = [...(answers ?? [])];
  const ask = answers
    ? (prompt: string) => {
        const answer = queue.shift();
        lines.push(`${prompt}${answer ?? ''}`);
        return Promise.resolve(answer);
      }
    : undefined;
  await npmRun(script, passed, { sandbox, io, env, ask });
  // npm's header starts with an empty line: one is enough between two.
  return lines.filter((line, index) => line !== '' || lines[index - 1] !== '');
}
