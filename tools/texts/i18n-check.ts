/**
 * npm run i18n:check: the checks of tools/texts/check-texts.ts, one line per problem. `--placeholders` lists the texts of
 * each placeholder; `--syntax` checks only the JSON, as tools/commands/texts-first.ts does before every other command.
 */
import { join, relative } from 'node:path';
import { DEFAULT_LANGUAGE } from '../../src/shared/i18n/text-keys.ts';
import { checkTexts as check, type I18nCheckOptions } from './check-texts.ts';
import { localeSyntaxProblems, readLocales } from './locale-files.ts';
import { locateTextProblem } from './locate.ts';
import { ROOT, localesDir, terminal, type Output } from '../paths.ts';

/** The checks on src/ and locales/ (or $LOCALES_DIR), naming files from the current folder, unless told otherwise. */
export const checkTexts = (options: Partial<I18nCheckOptions> = {}) =>
  check({ srcDir: join(ROOT, 'src'), localesDir: localesDir(), cwd: process.cwd(), ...options });

export async function runI18nCheck(argv: string[], options: Partial<I18nCheckOptions> = {}, io: Output = terminal) {
  const [cwd, dir] = [options.cwd ?? process.cwd(), options.localesDir ?? localesDir()];
  const shown = relative(cwd, dir) || '.';
  if (argv.includes('--syntax')) {
    const show = (path: string) => relative(cwd, path) || path;
    const [json, { fileCount }] = [localeSyntaxProblems(dir, show), readLocales(dir, show)];
    json.forEach((problem) => io.err(problem));
    if (json.length === 0) io.out(`OK: the ${fileCount} files in ${shown}/ are valid JSON.`);
    return Math.sign(json.length);
  }
  const result = await checkTexts({ ...options, cwd });
  if (argv.includes('--placeholders')) {
    const sorted = [...result.placeholders].sort(([a], [b]) => a.localeCompare(b));
    sorted.forEach(([name, keys]) => io.out(`{{${name}}}: ${keys.join(', ')}`));
    return 0;
  }
  const others = result.languages.filter((language) => language !== DEFAULT_LANGUAGE);
  const list = others.map((language) => `${shown}/${language}`).join(', ') || 'no other language';
  io.out(`Checking ${result.keyCount} keys of ${shown}/${DEFAULT_LANGUAGE} with i18next-cli, and ${list}.`);
  // By file:line:column where the text is found, as the dev server's overlay names it: an editor opens it there.
  result.problems.forEach((problem) => io.err(locateTextProblem(problem, cwd).message));
  if (result.problems.length > 0) return 1;
  io.out(`OK: every key used in the code is in ${shown}/${DEFAULT_LANGUAGE}, every key there is used,`);
  const verb = others.length === 1 ? 'has' : 'have';
  io.out(`and ${others.join(', ') || 'every language'} ${verb} the same keys, {{placeholders}} and <tags> as it.`);
  return 0;
}
