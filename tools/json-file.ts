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
  /**
   * `syntax`: not JSON at all. `unsafe`: JSON that these files refuse (see unsafeJson): a key
   * twice in one object, a key that would reach an object's prototype, nesting too deep.
   */
  kind?: 'syntax' | 'unsafe';
}

export type JsonResult = { ok: true; value: unknown } | { ok: false; error: JsonSyntaxError };

/** Deeper than any file of this project needs (a partner's texts are 3 levels deep). */
export const MAX_JSON_DEPTH = 32;

/** Keys that would reach an object's prototype once merged or spread: refused at any depth. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Parses strict JSON, and refuses what JSON.parse lets through but these files must not hold:
 * nesting deeper than MAX_JSON_DEPTH (checked first, without recursion, so that no scanner or
 * merge ever recurses that deep), a key written twice in one object (JSON.parse keeps the last
 * one silently: a second "contractRef" would win unseen) and the keys of FORBIDDEN_KEYS.
 */
export function parseJson(text: string): JsonResult {
  const located = (found: { index: number; reason: string }, kind: 'syntax' | 'unsafe'): JsonResult => ({
    ok: false,
    error: { ...lineAndColumn(text, found.index), reason: found.reason, kind },
  });
  const unsafe = unsafeJson(text);
  if (unsafe?.depth) return located(unsafe.depth, 'unsafe');
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    return located(firstError(text) ?? { index: 0, reason: error instanceof Error ? error.message : String(error) }, 'syntax');
  }
  return unsafe?.key ? located(unsafe.key, 'unsafe') : { ok: true, value };
}

/** "locales/it/common.json:4:3: is not valid JSON: …" */
export function formatJsonError(file: string, error: JsonSyntaxError): string {
  return `${file}:${error.line}:${error.column}: ${describeJsonError(error)}`;
}

/** "is not valid JSON: …", or "cannot be read safely: …" for JSON these files refuse. */
export function describeJsonError({ reason, kind }: JsonSyntaxError): string {
  return `${kind === 'unsafe' ? 'cannot be read safely' : 'is not valid JSON'}: ${reason}`;
}

type Found = { index: number; reason: string };

/**
 * One pass over the text, with an explicit stack instead of recursion: the first place nested
 * deeper than MAX_JSON_DEPTH, and the first key that is repeated in its object or forbidden.
 * On text that is not JSON the keys found may be wrong; parseJson then reports the syntax instead.
 */
function unsafeJson(text: string): { depth?: Found; key?: Found } | undefined {
  const stack: Array<{ keys: Set<string>; expectKey: boolean } | null> = [];
  let key: Found | undefined;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const top = stack.at(-1);
    if (char === '{' || char === '[') {
      stack.push(char === '{' ? { keys: new Set(), expectKey: true } : null);
      if (stack.length > MAX_JSON_DEPTH) {
        return { depth: { index: i, reason: `is nested more than ${MAX_JSON_DEPTH} levels deep ({ and [ inside each other)` } };
      }
    } else if (char === '}' || char === ']') {
      stack.pop();
    } else if (char === ',') {
      if (top) top.expectKey = true;
    } else if (char === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      if (top?.expectKey && !key) {
        top.expectKey = false;
        let name: string;
        try {
          name = JSON.parse(text.slice(start, i + 1)) as string;
        } catch {
          continue;
        }
        if (FORBIDDEN_KEYS.has(name)) {
          key = {
            index: start,
            reason: `the key "${name}" is not allowed in these files: it could change how every object is read`,
          };
        } else if (top.keys.has(name)) {
          key = {
            index: start,
            reason: `the key "${name}" is written twice in the same { }: JSON would keep only the last one, silently; remove one`,
          };
        }
        top.keys.add(name);
      } else if (top) {
        top.expectKey = false;
      }
    }
  }
  return key && { key };
}

/**
 * The text of a file people edit, which must be UTF-8: or the offset of its first byte that is not
 * (a file saved as Latin-1 has "Società" as 53 6f 63 69 65 74 e0, and e0 starts no valid sequence
 * there). Node's 'utf8' reading would put U+FFFD in its place silently, and members would read "Societ�".
 */
export function readUtf8(path: string): { ok: true; text: string } | { ok: false; problem: string } {
  const bytes = readFileSync(path);
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    const offset = firstInvalidUtf8(bytes);
    const byte = (bytes[offset] ?? 0).toString(16).padStart(2, '0');
    return {
      ok: false,
      problem: `is not valid UTF-8: byte ${offset} (0x${byte}) starts no UTF-8 character; the file was probably saved as Latin-1 or Windows-1252: save it again as UTF-8`,
    };
  }
}

/**
 * The well-formed UTF-8 sequences (RFC 3629, table 3-7 of Unicode): by range of the lead byte, how many
 * continuation bytes follow and the range of the first of them (which rules out overlong forms,
 * surrogates and code points past U+10FFFF); every later one is 80–BF.
 */
const UTF8_SEQUENCES: ReadonlyArray<readonly [lead: number, last: number, count: number, low: number, high: number]> = [
  [0x00, 0x7f, 0, 0x80, 0xbf],
  [0xc2, 0xdf, 1, 0x80, 0xbf],
  [0xe0, 0xe0, 2, 0xa0, 0xbf],
  [0xe1, 0xec, 2, 0x80, 0xbf],
  [0xed, 0xed, 2, 0x80, 0x9f],
  [0xee, 0xef, 2, 0x80, 0xbf],
  [0xf0, 0xf0, 3, 0x90, 0xbf],
  [0xf1, 0xf3, 3, 0x80, 0xbf],
  [0xf4, 0xf4, 3, 0x80, 0x8f],
];

/** The offset of the first byte of `bytes` that is not part of a well-formed UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    const sequence = UTF8_SEQUENCES.find(([from, to]) => lead >= from && lead <= to);
    if (!sequence) return index;
    const [, , count, low, high] = sequence;
    for (let next = 1; next <= count; next++) {
      const byte = bytes[index + next];
      const [from, to] = next === 1 ? [low, high] : [0x80, 0xbf];
      if (byte === undefined || byte < from || byte > to) return index;
    }
    index += count + 1;
  }
  return index;
}

/** Reads a JSON file; a syntax error is thrown as one line naming `shown`, line and column. */
export function readJsonFile(path: string, shown = path): unknown {
  const read = readUtf8(path);
  if (!read.ok) throw new Error(`${shown}: ${read.problem}`);
  const parsed = parseJson(read.text);
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

  /**
   * An object or an array, from its opening bracket to past `close`: its entries, separated by
   * commas, each read by `member` (a key, its colon and its value; or a value).
   */
  const members = (close: '}' | ']', member: () => void) => {
    i++;
    skipSpace();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      skipSpace();
      if (text[i] === close) fail(`remove the comma before ${close}: JSON allows no comma after the last entry`);
      member();
      skipSpace();
      if (text[i] === ',') i++;
      else if (text[i] === close) break;
      // In an object, a key where the comma should be.
      else if (close === '}' && text[i] === '"') fail('expected , or } here: is a comma missing at the end of the line before?');
      else fail(`expected , or ${close} after the value, found ${found()}`);
    }
    i++;
  };

  const object = () =>
    members('}', () => {
      if (text[i] !== '"') fail(`expected a key in "double quotes", found ${found()}`);
      string();
      skipSpace();
      if (text[i] !== ':') fail(`expected : after the key, found ${found()}`);
      i++;
      value();
    });

  const array = () => members(']', value);

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
