/**
 * The words a municipality's name and the member's text are compared by (the municipality box,
 * todayFileLetter, `npm run data:municipalities`): case, accents and punctuation aside.
 */
import { words } from './words';

describe('words', () => {
  it('splits at apostrophes, hyphens, slashes and spaces, and drops them', () => {
    expect(words("Sant'Angelo")).toEqual(['sant', 'angelo']);
    expect(words('Castel San Pietro-Terme')).toEqual(['castel', 'san', 'pietro', 'terme']);
    expect(words('Bolzano/Bozen')).toEqual(['bolzano', 'bozen']);
  });

  it('reads each run of punctuation and spaces as one break, and starts and ends on a word', () => {
    expect(words("  L'Aquila,  (AQ)  ")).toEqual(['l', 'aquila', 'aq']);
    expect(words('... / -')).toEqual([]);
    expect(words('')).toEqual([]);
  });

  it('writes every word in lower case', () => {
    expect(words('MILANO')).toEqual(['milano']);
    expect(words('San DONATO milanese')).toEqual(['san', 'donato', 'milanese']);
  });

  it('leaves accents out, whether a letter is written with its accent or followed by it', () => {
    expect(words('Città di Castello')).toEqual(['citta', 'di', 'castello']);
    expect(words('Forlì')).toEqual(['forli']);
    // "è" as one character, and as "e" followed by a combining grave accent: the same word.
    expect(words('Cant\u00e8')).toEqual(['cante']);
    expect(words('Cante\u0300')).toEqual(['cante']);
    expect(words('ÈZE')).toEqual(['eze']);
  });

  it('keeps digits as words, and letters of other alphabets', () => {
    expect(words('Via XX Settembre 20')).toEqual(['via', 'xx', 'settembre', '20']);
    expect(words('Zone 2b')).toEqual(['zone', '2b']);
    expect(words('Ελλάδα')).toEqual(['ελλαδα']);
  });
});
