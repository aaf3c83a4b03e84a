/**
 * How a text's {{placeholders}} and <tags> are read: what a partner may write, what the page turns
 * into links, and what it shows as typed.
 */
import { hasOnlyTags, markupOf, placeholdersOf, tagsOf, withoutTags } from './markup';

describe('markupOf', () => {
  it('reads <tag> and </tag> as a tag, opening or closing, written exactly', () => {
    expect(markupOf('Scrivi a <email>noi</email>')).toEqual([
      { token: '<email>', name: 'email', closing: false, exact: true },
      { token: '</email>', name: 'email', closing: true, exact: true },
    ]);
  });

  it('reads a tag with a space or a slash before > as a tag not written exactly', () => {
    expect(markupOf('<br/> <br >')).toEqual([
      { token: '<br/>', name: 'br', closing: false, exact: false },
      { token: '<br >', name: 'br', closing: false, exact: false },
    ]);
  });

  it('reads attributes and a < left open before a letter as markup that is no tag; a < or > before a space is text', () => {
    expect(markupOf('<a href="x">y 3 > 2, età < 65 <oops')).toEqual([
      { token: '<a href="x">', name: undefined, closing: false, exact: false },
      { token: '<oops', name: undefined, closing: false, exact: false },
    ]);
  });
});

describe('placeholdersOf and tagsOf', () => {
  it('lists each {{placeholder}} once, spaces inside the braces aside', () => {
    expect(placeholdersOf('Ciao {{ firstName }}, {{firstName}} di {{partner.name}}')).toEqual(['firstName', 'partner.name']);
    expect(placeholdersOf('Nessuno')).toEqual([]);
  });

  it('lists each tag once, and nothing for markup that is no tag', () => {
    expect(tagsOf('<email>a</email> e <strong>b</strong> e <email>c</email>')).toEqual(['email', 'strong']);
    expect(tagsOf('3 > 2 <a href="x">')).toEqual([]);
    expect(tagsOf('Niente')).toEqual([]);
  });
});

describe('hasOnlyTags', () => {
  it('takes a text whose markup is only the given tags, written exactly', () => {
    expect(hasOnlyTags('Scrivi a <email>noi</email>', ['email'])).toBe(true);
    expect(hasOnlyTags('Nessun tag', [])).toBe(true);
  });

  it('refuses another tag, attributes and a tag not written exactly; takes a < or > that is text', () => {
    expect(hasOnlyTags('Scrivi a <email>noi</email>', ['link'])).toBe(false);
    expect(hasOnlyTags('<email href="x">noi</email>', ['email'])).toBe(false);
    expect(hasOnlyTags('a<br/>b', ['br'])).toBe(false);
    expect(hasOnlyTags('3 > 2 e 1 < 2', ['email'])).toBe(true);
  });
});

describe('withoutTags', () => {
  it('removes the tags written exactly and keeps every other < and >, as the page shows them', () => {
    expect(withoutTags('Scrivi a <email>noi</email>.')).toBe('Scrivi a noi.');
    expect(withoutTags('3 > 2 <a href="x">y</a>')).toBe('3 > 2 <a href="x">y');
    expect(withoutTags('a<br/>b')).toBe('a<br/>b');
    expect(withoutTags('Niente')).toBe('Niente');
  });
});
