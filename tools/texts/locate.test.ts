import { jsonValuePosition, locateTextProblem } from './locate';

const TEXT = '{\n  "a": "x",\n  "b": { "c": "y\\"z", "d": [1, 2] },\n  "e": "w"\n}\n';

describe('where a text is in its locale file', () => {
  it.each([
    [['a'], { line: 2, column: 8 }],
    [['b', 'c'], { line: 3, column: 15 }],
    [['e'], { line: 4, column: 8 }],
    [['b', 'd'], { line: 3, column: 28 }],
  ])('%j is at %j', (path, position) => {
    expect(jsonValuePosition(TEXT, path)).toEqual(position);
  });

  it('finds no key that is not there', () => {
    expect(jsonValuePosition(TEXT, ['zz'])).toBeUndefined();
    expect(jsonValuePosition(TEXT, ['a', 'b'])).toBeUndefined();
  });

  it("puts file:line:column in front of a check's problem, and leaves others as they are", () => {
    const read = () => TEXT;
    expect(locateTextProblem('locales/it/x.json: b.c: uses {{nome}}', '/p', read)).toEqual({
      message: 'locales/it/x.json:3:15: b.c: uses {{nome}}',
      loc: { file: '/p/locales/it/x.json', line: 3, column: 15 },
    });
    expect(locateTextProblem('locales/it: is missing', '/p', read)).toEqual({ message: 'locales/it: is missing' });
  });
});
