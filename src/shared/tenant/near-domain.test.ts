import { editDistance, nearestDomain, suggestWorkEmail } from './near-domain';

const ACME = ['acme.it', 'acme-logistica.com'];

describe('editDistance', () => {
  it.each([
    ['acme.it', 'acme.it', 0],
    ['acme.iy', 'acme.it', 1],
    ['acme.ti', 'acme.it', 1],
    ['acm.it', 'acme.it', 1],
    ['acmee.it', 'acme.it', 1],
    ['amce.ti', 'acme.it', 2],
    ['evilacme.it', 'acme.it', 3],
  ])('%s -> %s: %i', (a, b, expected) => {
    expect(editDistance(a, b, 2)).toBe(expected);
  });
});

describe('nearestDomain', () => {
  it.each([
    ['acme.iy', 'acme.it'],
    ['ACME.TI', 'acme.it'],
    ['acme.com', 'acme.it'],
    ['acme-logistica.it', 'acme-logistica.com'],
    ['acme-logistca.com', 'acme-logistica.com'],
    ['acme-lgoistica.con', 'acme-logistica.com'],
  ])('%s: did you mean %s', (typed, expected) => {
    expect(nearestDomain(typed, ACME)).toBe(expected);
  });

  it.each(['gmail.com', 'libero.it', 'evilacme.it', 'acme.it', 'hr.acme.it', 'amce.ti', 'example.org'])(
    '%s: no suggestion',
    (typed) => {
      expect(nearestDomain(typed, ACME)).toBeUndefined();
    },
  );

  it('prefers the closest of several domains', () => {
    expect(nearestDomain('beta.it', ['betta.it', 'beta.com'])).toBe('betta.it');
    expect(nearestDomain('beta.org', ['betta.it', 'beta.com'])).toBe('beta.com');
  });
});

describe('suggestWorkEmail', () => {
  it('keeps what comes before the @ and mends the domain', () => {
    expect(suggestWorkEmail(' Mario.Rossi@acme.iy ', ACME)).toBe('Mario.Rossi@acme.it');
  });

  it('suggests nothing without a local part or a near domain', () => {
    expect(suggestWorkEmail('@acme.iy', ACME)).toBeUndefined();
    expect(suggestWorkEmail('mario.rossi@gmail.com', ACME)).toBeUndefined();
    expect(suggestWorkEmail('mario.rossi', ACME)).toBeUndefined();
  });
});
