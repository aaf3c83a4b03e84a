import { defaultParseSearch } from '@tanstack/react-router';
import { existingUserIn, isExistingUser } from './entry-link';

describe("the entry link's existingUser", () => {
  it('is read from an address as the router reads it, whatever the spelling', () => {
    for (const search of [
      '',
      '?existingUser=true',
      '?existingUser=1',
      '?existingUser=%22true%22',
      '?existingUser=%221%22',
      '?existingUser=false',
      '?existingUser=0',
      '?existingUser=TRUE',
      '?existingUser=yes',
      '?existingUser=',
      '?existingUser=true%20',
      '?lng=en&existingUser=true',
      '?existingUser=true&existingUser=false',
      '?existingUser=%5B%22true%22%5D',
      '?existingUserX=true',
      '?xexistingUser=true',
    ]) {
      expect(existingUserIn(search), search).toBe(
        isExistingUser((defaultParseSearch(search) as Record<string, unknown>).existingUser),
      );
    }
  });

  it('says yes to the four spellings of true, and no to anything else', () => {
    expect([true, 1, 'true', '1'].map(isExistingUser)).toEqual([true, true, true, true]);
    expect([false, 0, 'false', 'TRUE', '', null, undefined, ['true']].map(isExistingUser)).toEqual(new Array(8).fill(false));
  });
});
