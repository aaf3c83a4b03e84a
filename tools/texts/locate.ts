/**
 * Where a text is in its locale file: the dev server names a problem of the i18n check by
 * file:line:column (an editor opens the file there), not only by file and key.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The 1-based line and column where the value of `path` (["support", "text"]) starts in `text`, a JSON object. */
export function jsonValuePosition(text: string, path: readonly string[]): { line: number; column: number } | undefined {
  let at = 0;
  const skip = () => {
    while (at < text.length && /\s/.test(text[at] ?? '')) at += 1;
  };
  const string = (): string => {
    const start = at;
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  // Returns the index of the wanted value, or -1 once this value is passed.
  const value = (depth: number, matches: boolean): number => {
    skip();
    if (matches && depth === path.length) return at;
    const open = text[at];
    if (open === '{' || open === '[') {
      at += 1;
      for (let index = 0; ; index += 1) {
        skip();
        if (text[at] === '}' || text[at] === ']' || at >= text.length) break;
        let key = String(index);
        if (open === '{') {
          key = string();
          skip();
          at += 1; // the colon
        }
        const found = value(depth + 1, matches && path[depth] === key);
        if (found >= 0) return found;
        skip();
        if (text[at] === ',') at += 1;
      }
      at += 1;
    } else if (open === '"') string();
    else while (at < text.length && !/[,}\]\s]/.test(text[at] ?? '')) at += 1;
    return -1;
  };
  let index: number;
  try {
    index = value(0, true);
  } catch {
    return undefined;
  }
  if (index < 0) return undefined;
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

export interface LocatedProblem {
  /** The problem as the terminal and the overlay show it: "locales/it/common.json:12:22: key: …" when found. */
  message: string;
  /** The file and position, for Vite's overlay (absolute file). */
  loc?: { file: string; line: number; column: number };
}

/**
 * "locales/it/common.json: membershipNotice: uses {{nome}}…" (a problem of check-texts.ts) ->
 * "locales/it/common.json:14:24: membershipNotice: uses {{nome}}…"; other problems unchanged.
 * `root`: the folder problems name files from.
 */
export function locateTextProblem(
  problem: string,
  root: string,
  read = (path: string) => readFileSync(path, 'utf8'),
): LocatedProblem {
  const match = /^([^:\s]+\.json): ([^:\s]+): /.exec(problem);
  if (!match) return { message: problem };
  const [whole, shown = '', key = ''] = match;
  const file = join(root, shown);
  let position;
  try {
    position = jsonValuePosition(read(file), key.split('.'));
  } catch {
    position = undefined;
  }
  if (!position) return { message: problem };
  return {
    message: `${shown}:${position.line}:${position.column}: ${key}: ${problem.slice(whole.length)}`,
    loc: { file, ...position },
  };
}
