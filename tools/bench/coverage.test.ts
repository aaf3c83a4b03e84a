import { describe, expect, it } from 'vitest';
import { unusedCharacters } from './coverage';

describe('unusedCharacters', () => {
  it('counts the characters whose innermost range never ran', () => {
    // A script of 100 characters that ran; a function in it (10–50) that never did, with a block (20–30) inside it
    // that cannot have run either; a second function (60–80) that ran, with a branch (70–75) that did not.
    const ranges = [
      { startOffset: 0, endOffset: 100, count: 1 },
      { startOffset: 10, endOffset: 50, count: 0 },
      { startOffset: 20, endOffset: 30, count: 0 },
      { startOffset: 60, endOffset: 80, count: 3 },
      { startOffset: 70, endOffset: 75, count: 0 },
    ];
    expect(unusedCharacters(100, ranges)).toBe(40 + 5);
  });

  it('paints nested ranges after the range around them, whatever order they come in', () => {
    const ranges = [
      { startOffset: 10, endOffset: 20, count: 2 },
      { startOffset: 0, endOffset: 30, count: 0 },
    ];
    expect(unusedCharacters(30, ranges)).toBe(20);
  });
});
