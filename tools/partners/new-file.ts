/**
 * npm run tenant:new -- <slug> --name "Acme S.p.A." --domains acme.it,acme.com --contract ACME-2026
 * Writes tenants/<slug>.json, validates it with the build's loader and prints the preview address.
 * A missing value is asked for when the command runs in a terminal; otherwise it is an error.
 * Optional: --color '#rrggbb' (default #0b5fff; asked for in a terminal too), --hosts salute.acme.it,… (the partner's own domains).
 * The colour is quoted: in the shell an unquoted # starts a comment, which drops it and the rest of the line.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createInterface } from 'node:readline/promises';
import type { z } from 'zod/mini';
import { devAddress, previewAddress } from './dev-address.ts';
import { loadTenants } from './load.ts';
import { formatProblem } from './problems.ts';
import { tenantWarnings } from './warnings.ts';
import { describeIssue } from './messages.ts';
import { SLUG_PATTERN } from '../../src/shared/tenant/patterns.ts';
import { PRODUCTION_RULES, tenantSchemaFor } from '../../src/shared/tenant/schema.ts';
import { readArguments } from '../command-line.ts';
import { tenantsDir, terminal, type Output } from '../paths.ts';
import { DEFAULT_TEXTS } from '../../src/shared/i18n/default-texts.ts';

export const DEFAULT_COLOR = '#0b5fff';

const USAGE = [
  `Usage: npm run tenant:new -- <slug> --name "Acme S.p.A." --domains acme.it,acme.com --contract ACME-2026 [--color '${DEFAULT_COLOR}'] [--hosts salute.acme.it]`,
  "Quote the colour ('#0b5fff'): in the shell an unquoted # starts a comment, which drops the colour and the rest of the line.",
];

interface Question {
  flag: 'name' | 'domains' | 'contract' | 'color';
  prompt: string;
  /** What the flag is, for the error when it is missing and nobody can be asked. */
  help: string;
  check: (answer: string) => string | undefined;
  /** Asked for in a terminal, never required: an empty answer, or no flag where nobody can answer, keeps the default. */
  optional?: boolean;
}

/** The message of the first problem zod finds in the value of `field`, or undefined when it is valid. */
function problemOf(field: string[], schema: z.ZodMiniType, value: unknown): string | undefined {
  const issue = schema.safeParse(value).error?.issues[0];
  return issue && describeIssue({ ...issue, path: [...field, ...issue.path] }, value, PRODUCTION_RULES);
}

const { partner, contractRef, branding } = tenantSchemaFor(PRODUCTION_RULES, DEFAULT_TEXTS).shape;

/** The domains' problem; "fse,it" (a comma typed for a dot) is said to read as two domains. */
function domainsProblem(answer: string): string | undefined {
  const problem = problemOf(['partner', 'emailDomains'], partner.shape.emailDomains, splitList(answer));
  const parts = splitList(answer);
  if (!problem || !answer.includes(',') || parts.every((part) => part.includes('.'))) return problem;
  const read = parts.map((part) => JSON.stringify(part)).join(' and ');
  return `${problem} (the comma separates domains: this reads as ${read}; for one domain write ${parts.join('.')}, with a dot)`;
}

const QUESTIONS: Question[] = [
  {
    flag: 'name',
    prompt: "Partner's name, as members know it (e.g. Acme S.p.A.): ",
    help: '--name "Acme S.p.A.", the partner\'s name as members know it',
    check: (answer) => problemOf(['partner', 'name'], partner.shape.name, answer),
  },
  {
    flag: 'domains',
    prompt: 'Work e-mail domains, comma-separated (e.g. acme.it,acme.com): ',
    help: "--domains acme.it,acme.com, the domains of the partner's work e-mail addresses",
    check: domainsProblem,
  },
  {
    flag: 'contract',
    prompt: 'Contract reference given by the provider (e.g. ACME-2026): ',
    help: '--contract ACME-2026, the contract (convenzione) reference given by the provider',
    check: (answer) => problemOf(['contractRef'], contractRef, answer),
  },
  {
    flag: 'color',
    prompt: `Brand colour, #rrggbb (Enter for ${DEFAULT_COLOR}): `,
    help: `--color '${DEFAULT_COLOR}', the partner's brand colour`,
    check: (answer) => problemOf(['branding', 'primaryColor'], branding.shape.primaryColor, answer || DEFAULT_COLOR),
    optional: true,
  },
];

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export interface NewTenantIo extends Output {
  /** Asks one question; undefined when nobody can answer (stdin is not a terminal). */
  ask?: (prompt: string) => Promise<string | undefined>;
  dir?: string;
  publicDir?: string;
  cwd?: string;
}

export async function runTenantNew(argv: string[], io: NewTenantIo = terminal): Promise<number> {
  const parsed = readArguments(argv, ['name', 'domains', 'contract', 'color', 'hosts'], USAGE, io);
  if (!parsed) return 1;
  const { values, positionals } = parsed;
  if (values.help) {
    USAGE.forEach((line) => io.out(line));
    return 0;
  }
  const dir = io.dir ?? tenantsDir();
  const cwd = io.cwd ?? process.cwd();
  const slug = positionals[0];
  if (!slug || positionals.length > 1) {
    io.err(
      slug
        ? `Give one subdomain only, not ${positionals.join(' ')}.`
        : "Give the partner's subdomain, such as acme for acme.<our domain>.",
    );
    USAGE.forEach((line) => io.err(line));
    return 1;
  }
  if (!SLUG_PATTERN.test(slug)) {
    io.err(
      `"${slug}" cannot be a subdomain: use lowercase letters, digits and hyphens (not at the start or end), 63 at most, such as acme or acme-italia.`,
    );
    return 1;
  }
  const file = join(dir, `${slug}.json`);
  const shown = relative(cwd, file) || file;
  if (existsSync(file)) {
    io.err(`${shown} already exists: edit it, or choose another subdomain.`);
    return 1;
  }

  const answers: Record<Question['flag'], string> = { name: '', domains: '', contract: '', color: '' };
  for (const question of QUESTIONS) {
    const given = values[question.flag];
    if (given !== undefined) {
      const problem = question.check(given);
      if (problem) {
        io.err(`--${question.flag} ${JSON.stringify(given)}: ${problem}`);
        return 1;
      }
      answers[question.flag] = given;
      continue;
    }
    if (!io.ask && question.optional) continue;
    if (!io.ask) {
      io.err(`Missing ${question.help}. Pass it as a flag: this command can ask for it only in a terminal.`);
      USAGE.forEach((line) => io.err(line));
      return 1;
    }
    for (;;) {
      const answer = await io.ask(question.prompt);
      if (answer === undefined) {
        io.err(`Missing ${question.help}.`);
        return 1;
      }
      const problem = question.check(answer.trim());
      if (!problem) {
        answers[question.flag] = answer.trim();
        break;
      }
      io.err(`  ${JSON.stringify(answer.trim())}: ${problem}. Try again.`);
    }
  }

  const tenant: Record<string, unknown> = {
    $schema: '../tenant.schema.json',
    partner: { name: answers.name.trim(), emailDomains: splitList(answers.domains).map((domain) => domain.toLowerCase()) },
    contractRef: answers.contract,
    ...(values.hosts !== undefined ? { hosts: splitList(values.hosts) } : {}),
    branding: { primaryColor: answers.color || DEFAULT_COLOR },
  };
  // The same loader as the build and tenant:check: defaults merged, every partner compared,
  // so a host or file conflict with another partner counts too.
  const before = new Set(loadTenants(dir, cwd).problems.map(formatProblem));
  writeFileSync(file, `${JSON.stringify(tenant, null, 2)}\n`);
  const loaded = loadTenants(dir, cwd);
  const mine = (problem: { file: string }) => problem.file === shown;
  const problems = loaded.problems.filter((problem) => mine(problem) || !before.has(formatProblem(problem)));
  if (problems.length > 0) {
    rmSync(file);
    io.err(`Not created: ${shown} would have ${problems.length} problem(s):`);
    for (const problem of problems) io.err(`  - ${formatProblem(problem)}`);
    return 1;
  }
  io.out(`Created ${shown}:`);
  io.out(JSON.stringify(tenant, null, 2));
  const warnings = tenantWarnings(loaded).filter(mine);
  if (warnings.length > 0) {
    io.out('');
    io.out(`${warnings.length} warning(s):`);
    for (const warning of warnings) io.out(`  - ${formatProblem(warning)}`);
  }
  io.out('');
  // The port of the dev server running for this project, if one is; else npm run dev's default.
  const server = devAddress(dirname(dir));
  const address = previewAddress(slug, server.url);
  io.out(
    server.running ? `Preview it at ${address} (npm run dev is running there)` : `Preview it with npm run dev at ${address}`,
  );
  io.out('Next: add the logo under public/images/partners/ and set branding.logoUrl, then run npm run tenant:check.');
  return 0;
}

/** Questions on the terminal; none when stdin is a pipe or a file (CI, scripts). */
function terminalAsk(): { ask?: NewTenantIo['ask']; close: () => void } {
  if (!process.stdin.isTTY) return { close: () => {} };
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  let closed = false;
  rl.on('close', () => {
    closed = true;
  });
  // Ctrl-D or Ctrl-C closes the terminal's input: the answer is then missing.
  const ask = (prompt: string) =>
    new Promise<string | undefined>((resolve) => {
      if (closed) return resolve(undefined);
      const onClose = () => resolve(undefined);
      rl.once('close', onClose);
      rl.question(prompt).then(
        (answer) => {
          rl.off('close', onClose);
          resolve(answer);
        },
        () => resolve(undefined),
      );
    });
  return { ask, close: () => rl.close() };
}

/** `npm run tenant:new acme --name X` (no `--`) hands the flags to npm, which keeps them as npm_config_*. */
export function flagsTakenByNpm(env: NodeJS.ProcessEnv = process.env): string[] {
  return ['name', 'domains', 'contract', 'color', 'hosts'].filter((flag) => env[`npm_config_${flag}`] !== undefined);
}

/** The command as npm runs it: flags npm kept for itself are refused before anything else. */
export async function runTenantNewCommand(argv: string[], env: NodeJS.ProcessEnv, io: NewTenantIo): Promise<number> {
  const taken = flagsTakenByNpm(env);
  if (taken.length > 0) {
    io.err(`npm kept ${taken.map((flag) => `--${flag}`).join(', ')} for itself: put -- before the subdomain.`);
    USAGE.forEach((line) => io.err(line));
    return 1;
  }
  return runTenantNew(argv, io);
}

/** npm run tenant:new in a terminal: asks there for what the flags leave out. */
export async function runTenantNewInTerminal(argv: string[]): Promise<number> {
  const { ask, close } = terminalAsk();
  try {
    return await runTenantNewCommand(argv, process.env, { ...terminal, ask });
  } finally {
    close();
  }
}
