import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatJsonError, parseJson, readJsonFile } from '../../tools/json-file';

const errorOf = (text: string) => {
  const parsed = parseJson(text);
  return parsed.ok ? undefined : formatJsonError('x.json', parsed.error);
};

describe('JSON files edited by hand', () => {
  it('parses valid JSON as JSON.parse does', () => {
    const text = '{ "a": "Perché \\"sì\\" \\u00e8", "b": [1, -2.5e3, true, false, null, {}], "c": { "d": [] } }';
    expect(parseJson(text)).toEqual({ ok: true, value: JSON.parse(text) as unknown });
  });

  it.each([
    [
      'a missing comma',
      '{\n  "back": "Indietro"\n  "progress": "Passo"\n}',
      'x.json:3:3: is not valid JSON: expected , or } here: is a comma missing at the end of the line before?',
    ],
    [
      'a comma after the last entry',
      '{\n  "a": "x",\n}',
      'x.json:3:1: is not valid JSON: remove the comma before }: JSON allows no comma after the last entry',
    ],
    [
      'an unclosed text',
      '{\n  "a": "Indietro\n}',
      'x.json:2:8: is not valid JSON: a text in quotes must end on the line where it starts: close it with " (or write \\n for a line break)',
    ],
    [
      'a text never closed',
      '{ "a": "Indietro',
      'x.json:1:8: is not valid JSON: this text in quotes is never closed: add " at its end',
    ],
    ['single quotes', "{ 'a': 'b' }", 'x.json:1:3: is not valid JSON: expected a key in "double quotes", found \''],
    ['curly quotes', '{ "a": “b” }', 'x.json:1:8: is not valid JSON: texts must be in straight "double quotes"'],
    ['a missing colon', '{ "a" "b" }', 'x.json:1:7: is not valid JSON: expected : after the key, found "'],
    [
      'a missing value',
      '{ "a": }',
      'x.json:1:8: is not valid JSON: expected a value (a text in "quotes", a number, { or [), found }',
    ],
    [
      'a bad escape',
      '{ "a": "C:\\percorso" }',
      'x.json:1:11: is not valid JSON: a backslash must be followed by " \\ / b f n r t or u and 4 hex digits: write \\\\ for a backslash',
    ],
    ['a missing }', '{ "a": "b"', 'x.json:1:11: is not valid JSON: expected , or } after the value, found the end of the file'],
    [
      'text after the end',
      '{ "a": "b" } }',
      'x.json:1:14: is not valid JSON: unexpected } after the end: a file holds one { … }',
    ],
    ['an empty file', '', 'x.json:1:1: is not valid JSON: the file is empty'],
    [
      'a byte order mark',
      '\uFEFF{}',
      'x.json:1:1: is not valid JSON: the file starts with an invisible byte order mark: save it as UTF-8 without BOM',
    ],
    ['a bad array', '[1 2]', 'x.json:1:4: is not valid JSON: expected , or ] after the value, found 2'],
    ['a bad number', '{ "a": 01 }', 'x.json:1:9: is not valid JSON: expected , or } after the value, found 1'],
  ])('names line, column and reason for %s', (_name, text, message) => {
    expect(errorOf(text)).toBe(message);
  });

  it('throws one line naming the file when reading it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'json-file-'));
    try {
      writeFileSync(join(dir, 'common.json'), '{\n  "a": "b",\n}\n');
      expect(() => readJsonFile(join(dir, 'common.json'), 'locales/it/common.json')).toThrow(
        /^locales\/it\/common\.json:3:1: is not valid JSON: remove the comma before }/,
      );
      writeFileSync(join(dir, 'ok.json'), '{ "a": "b" }');
      expect(readJsonFile(join(dir, 'ok.json'))).toEqual({ a: 'b' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
