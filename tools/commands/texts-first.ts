/**
 * `tsx tools/commands/texts-first.ts <command> [words]`: proves that every locale file is valid JSON, then runs the
 * command. The tooling, Vite's config and the tests import the Italian texts, so a broken file would otherwise
 * stop them with a bundler's stack trace; here it stops them with one line per file (file:line:column).
 * It reads the files only (no i18next-cli), says nothing when they parse, and replaces npm's pre-hooks.
 *
 * <command> is one of our scripts (`tools/commands/tenant-check.ts`), run in this process, or a package's own
 * command (`vite`, `vitest run`), run as a child with the same terminal and exit code.
 */
import { spawn } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { localeSyntaxProblems } from '../texts/locale-files.ts';
import { ROOT, localesDir, terminal } from '../paths.ts';

async function main([command, ...words]: string[]): Promise<void> {
  if (!command) throw new Error('usage: tsx tools/commands/texts-first.ts <script.ts | package command> [words]');
  const broken = localeSyntaxProblems(localesDir(), (path) => relative(process.cwd(), path) || path);
  if (broken.length > 0) {
    broken.forEach((problem) => terminal.err(problem));
    process.exitCode = 1;
    return;
  }
  if (command.endsWith('.ts')) {
    const script = resolve(command);
    // The script sees the words as its own and sets its own exit code.
    process.argv = [process.argv[0] ?? 'node', script, ...words];
    await import(pathToFileURL(script).href);
    return;
  }
  const child = spawn(resolve(ROOT, 'node_modules/.bin', command), words, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  process.exitCode = await new Promise<number>((done) => child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
}

await main(process.argv.slice(2));
