import { isAtLeastYearsOld, isRealDate, toIsoDate } from './dates';

describe('isRealDate', () => {
  it.each([
    [{ year: 1981, month: 2, day: 29 }, false],
    [{ year: 1984, month: 2, day: 29 }, true],
    [{ year: 2000, month: 2, day: 29 }, true],
    [{ year: 1900, month: 2, day: 29 }, false],
    [{ year: 1980, month: 4, day: 31 }, false],
    [{ year: 1980, month: 12, day: 31 }, true],
    [{ year: 1980, month: 13, day: 1 }, false],
    [{ year: 1980, month: 1, day: 0 }, false],
  ])('%o -> %s', (date, expected) => {
    expect(isRealDate(date)).toBe(expected);
  });
});

describe('isAtLeastYearsOld (18)', () => {
  const today = new Date(2026, 10, 22); // 22 November 2026

  it('is of age on the 18th birthday', () => {
    expect(isAtLeastYearsOld({ year: 2008, month: 11, day: 22 }, today)).toBe(true);
  });

  it('is not of age the day before the 18th birthday', () => {
    expect(isAtLeastYearsOld({ year: 2008, month: 11, day: 23 }, today)).toBe(false);
  });

  it('is of age the day after', () => {
    expect(isAtLeastYearsOld({ year: 2008, month: 11, day: 21 }, today)).toBe(true);
  });

  it('treats a 29 February birthday by "today minus 18 years"', () => {
    expect(isAtLeastYearsOld({ year: 2008, month: 2, day: 29 }, new Date(2026, 1, 28))).toBe(false);
    expect(isAtLeastYearsOld({ year: 2008, month: 2, day: 29 }, new Date(2026, 2, 1))).toBe(true);
  });
});

describe('toIsoDate', () => {
  it('zero pads', () => {
    expect(toIsoDate({ year: 1980, month: 3, day: 5 })).toBe('1980-03-05');
  });
});
