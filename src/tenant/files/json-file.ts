/**
 * JSON files that people edit by hand (locales/, tenants/), read by the build, the commands and
 * the tests. A syntax error is named by line and column in one line, such as
 * `locales/it/common.json:4:3: is not valid JSON: expected , or } here: is a comma missing at the end of the line before?`,
 * which terminals and editors turn into a link, instead of a stack trace.
 * JSON.parse does the parsing; its messages differ between Node versions and often give
 * no position, so after a failure a small scanner finds where and why.
 */
import { readFileSync } from 'node:fs';

export interface JsonSyntaxError {
  line: number;
  column: number;
  reason: string;
}

export type JsonResult = { ok: true; value: unknown } | { ok: false; error: JsonSyntaxError };

export function parseJson(text: string): JsonResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const found = firstError(text) ?? { index: 0, reason: error instanceof Error ? error.message : String(error) };
    return { ok: false, error: { ...lineAndColumn(text, found.index), reason: found.reason } };
  }
}

/** "locales/it/common.json:4:3: is not valid JSON: …" */
export function formatJsonError(file: string, { line, column, reason }: JsonSyntaxError): string {
  return `${file}:${line}:${column}: is not valid JSON: ${reason}`;
}

/** Reads a JSON file; a syntax error is thrown as one line naming `shown`, line and column. */
export function readJsonFile(path: string, shown = path): unknown {
  const parsed = parseJson(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(formatJsonError(shown, parsed.error));
  return parsed.value;
}

function lineAndColumn(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Thrown by the scanner at the first fault, and caught by it: never leaves this module. */
class Stop extends Error {
  constructor(
    readonly index: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Where and why strict JSON (RFC 8259) stops being valid in `text`; undefined if it is valid. */
function firstError(text: string): { index: number; reason: string } | undefined {
  let i = 0;
  function fail(reason: string, at = i): never {
    throw new Stop(at, reason);
  }
  const found = () => (i >= text.length ? 'the end of the file' : text[i]);
  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i++;
  };

  const string = () => {
    const start = i;
    i++;
    for (;;) {
      const char = text[i];
      if (char === undefined) fail('this text in quotes is never closed: add " at its end', start);
      if (char === '"') break;
      if (char === '\\') {
        const next = text[i + 1] ?? '';
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if ('"\\/bfnrt'.includes(next) && next !== '') i += 2;
        else fail('a backslash must be followed by " \\ / b f n r t or u and 4 hex digits: write \\\\ for a backslash');
        continue;
      }
      if (char < ' ')
        fail('a text in quotes must end on the line where it starts: close it with " (or write \\n for a line break)', start);
      i++;
    }
    i++;
  };

  const value = (): void => {
    skipSpace();
    const char = text[i];
    if (char === '{') object();
    else if (char === '[') array();
    else if (char === '"') string();
    else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) fail(`${char} does not start a valid number`);
      i = NUMBER.lastIndex;
    } else {
      const word = ['true', 'false', 'null'].find((candidate) => text.startsWith(candidate, i));
      if (word) i += word.length;
      else if (char === undefined) fail(i === 0 ? 'the file is empty' : 'the file ends where a value is expected');
      else if (char === '\uFEFF') fail('the file starts with an invisible byte order mark: save it as UTF-8 without BOM');
      else if (char === "'" || char === '“' || char === '”') fail('texts must be in straight "double quotes"');
      else fail(`expected a value (a text in "quotes", a number, { or [), found ${found()}`);
    }
  };

  const object = () => {
    i++;
    skipSpace();
    if (text[i] === '}') {
      i++;
      return;
    }
    for (;;) {
      skipSpace();
      if (text[i] === '}') fail('remove the comma before }: JSON allows no comma after the last entry');
      if (text[i] !== '"') fail(`expected a key in "double quotes", found ${found()}`);
      string();
      skipSpace();
      if (text[i] !== ':') fail(`expected : after the key, found ${found()}`);
      i++;
      value();
      skipSpace();
      if (text[i] === ',') i++;
      else if (text[i] === '}') break;
      else if (text[i] === '"') fail('expected , or } here: is a comma missing at the end of the line before?');
      else fail(`expected , or } after the value, found ${found()}`);
    }
    i++;
  };

  const array = () => {
    i++;
    skipSpace();
    if (text[i] === ']') {
      i++;
      return;
    }
    for (;;) {
      skipSpace();
      if (text[i] === ']') fail('remove the comma before ]: JSON allows no comma after the last entry');
      value();
      skipSpace();
      if (text[i] === ',') i++;
      else if (text[i] === ']') break;
      else fail(`expected , or ] after the value, found ${found()}`);
    }
    i++;
  };

  try {
    value();
    skipSpace();
    if (i < text.length) fail(`unexpected ${found()} after the end: a file holds one { … }`);
    return undefined;
  } catch (stop) {
    if (stop instanceof Stop) return { index: stop.index, reason: stop.reason };
    throw stop;
  }
}
