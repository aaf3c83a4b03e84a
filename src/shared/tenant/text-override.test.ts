/** What a partner's own wording of a text may hold, fault by fault (the build's messages: tools/partners). */
import { MAX_TEXT_LENGTH, isPlainText, textOverrideFaults } from './text-override';

const DEFAULT = 'Scrivi a <email>{{email}}</email> per {{productName}}';

describe('textOverrideFaults', () => {
  it('finds nothing in a wording that uses the default’s tags and placeholders', () => {
    expect(textOverrideFaults(DEFAULT, 'Per {{ productName }} scrivi a <email>{{email}} </email>')).toEqual({
      tooLong: false,
      empty: false,
      control: false,
      invisible: false,
      brokenUnicode: false,
      nesting: false,
      unfilled: false,
      strayBraces: false,
      unknownPlaceholders: [],
      unknownTags: [],
      strayMarkup: false,
    });
  });

  it(`takes up to ${MAX_TEXT_LENGTH} characters`, () => {
    expect(textOverrideFaults('x', 'a'.repeat(MAX_TEXT_LENGTH)).tooLong).toBe(false);
    expect(textOverrideFaults('x', 'a'.repeat(MAX_TEXT_LENGTH + 1)).tooLong).toBe(true);
  });

  it('finds a blank wording empty only where the default has words', () => {
    expect(textOverrideFaults('x', '  ').empty).toBe(true);
    expect(textOverrideFaults('x', ' y ').empty).toBe(false);
    expect(textOverrideFaults('', '').empty).toBe(false);
    expect(textOverrideFaults('x', '\u2800 \u200b\u3164').empty).toBe(true);
    expect(textOverrideFaults('x', '\u0301\uFFA0').empty).toBe(true);
  });

  it('takes a line break, and no other control character', () => {
    expect(textOverrideFaults('x', 'riga uno\nriga due').control).toBe(false);
    expect(textOverrideFaults('x', 'riga uno\r\nriga due').control).toBe(true);
    expect(textOverrideFaults('x', 'a\tb').control).toBe(true);
  });

  it("finds what reads as a text left unfilled: an object printed, or the text's own key", () => {
    expect(textOverrideFaults('x', 'Ciao [object Object]').unfilled).toBe(true);
    expect(textOverrideFaults('x', ' confirm ', 'common:confirm').unfilled).toBe(true);
    expect(textOverrideFaults('x', 'common:confirm', 'common:confirm').unfilled).toBe(true);
    expect(textOverrideFaults('x', 'Conferma', 'common:confirm').unfilled).toBe(false);
  });

  it('takes {{placeholders}} with spaces inside the braces, and finds any other {{ or }}', () => {
    expect(textOverrideFaults(DEFAULT, '{{ productName}} e {{productName }}').strayBraces).toBe(false);
    expect(textOverrideFaults(DEFAULT, '{{productName, uppercase}}').strayBraces).toBe(true);
    expect(textOverrideFaults(DEFAULT, 'a }} b').strayBraces).toBe(true);
    expect(textOverrideFaults(DEFAULT, '{{ product name }}').strayBraces).toBe(true);
  });

  it('names the tags and placeholders the default does not have', () => {
    const faults = textOverrideFaults(DEFAULT, '<email>{{email}}</email> <b>{{firstName}}</b>');
    expect(faults.unknownTags).toEqual(['b']);
    expect(faults.unknownPlaceholders).toEqual(['firstName']);
    // An unknown tag is its own fault, not stray markup as well.
    expect(faults.strayMarkup).toBe(false);
  });

  it('finds stray markup: attributes, or what starts like a tag and is none; a < or > before a space is text', () => {
    expect(textOverrideFaults(DEFAULT, '<email href="x">noi</email>').strayMarkup).toBe(true);
    expect(textOverrideFaults(DEFAULT, 'più di 3<email').strayMarkup).toBe(true);
    expect(textOverrideFaults(DEFAULT, 'età < 65 anni, più di 3 > 2').strayMarkup).toBe(false);
  });
});

describe('isPlainText', () => {
  it('takes text with its own tags and placeholders, and refuses formats and stray markup', () => {
    expect(isPlainText('Scrivi a <email>{{email}}</email>')).toBe(true);
    expect(isPlainText('{{email, lowercase}}')).toBe(false);
    expect(isPlainText('<a href="x">y</a>')).toBe(false);
    expect(isPlainText('a'.repeat(MAX_TEXT_LENGTH + 1))).toBe(false);
  });
});
