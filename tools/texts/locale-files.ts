/**
 * Reading locales/<language>/<ns>.json, with nothing else loaded: the full check (check-texts.ts)
 * builds on it, and every command first proves with it that the texts are valid JSON
 * (tools/commands/texts-first.ts), since the tooling imports the Italian files.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatJsonError, parseJson } from '../json-file.ts';

export type Texts = Map<string, Map<string, string>>;

/** locales/<language>/<ns>.json, flattened; a file that is not valid JSON, or not texts, is a problem. */
export function readLocales(dir: string, show: (path: string) => string) {
  const [locales, problems] = [new Map<string, Texts>(), [] as string[]];
  for (const language of existsSync(dir) ? readdirSync(dir).sort() : []) {
    if (!statSync(join(dir, language)).isDirectory()) continue;
    locales.set(language, new Map());
    for (const name of readdirSync(join(dir, language)).filter((file) => file.endsWith('.json'))) {
      const [file, flat] = [show(join(dir, language, name)), new Map<string, string>()];
      const parsed = parseJson(readFileSync(join(dir, language, name), 'utf8'));
      const visit = (tree: unknown, prefix: string): void => {
        if (typeof tree === 'string' && prefix) flat.set(prefix.slice(0, -1), tree);
        else if (typeof tree === 'object' && tree !== null && !Array.isArray(tree))
          for (const [key, value] of Object.entries(tree)) visit(value, `${prefix}${key}.`);
        else
          problems.push(`${file}: ${prefix.slice(0, -1) || '(whole file)'}: must be a text in quotes, or a group { … } of texts`);
      };
      if (parsed.ok) visit(parsed.value, '');
      else problems.push(formatJsonError(file, parsed.error));
      locales.get(language)?.set(name.slice(0, -'.json'.length), flat);
    }
  }
  return { locales, problems, fileCount: [...locales.values()].reduce((sum, texts) => sum + texts.size, 0) };
}

/** The lines that say a locale file is not valid JSON (file:line:column: …); empty when every file parses. */
export function localeSyntaxProblems(dir: string, show: (path: string) => string): string[] {
  return readLocales(dir, show).problems.filter((problem) => /:\d+:\d+: /.test(problem));
}
