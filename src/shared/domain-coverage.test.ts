import { coveringDomains, isInDomain } from './domain-coverage';

describe('isInDomain', () => {
  it.each([
    ['acme.it', 'acme.it', true],
    ['hr.acme.it', 'acme.it', true],
    ['a.hr.acme.it', 'acme.it', true],
    ['evilacme.it', 'acme.it', false],
    ['acme.it.evil.com', 'acme.it', false],
    ['acme.it', 'hr.acme.it', false],
    ['.acme.it', 'acme.it', false],
  ])('%s in %s -> %s', (domain, parent, expected) => {
    expect(isInDomain(domain, parent)).toBe(expected);
  });
});

describe('coveringDomains', () => {
  it('lists the domain and every parent, nearest first', () => {
    expect(coveringDomains('hr.acme.it')).toEqual(['hr.acme.it', 'acme.it', 'it']);
  });

  it('starts no parent at a leading dot, and goes on after it', () => {
    expect(coveringDomains('.acme.it')).toEqual(['.acme.it', 'it']);
    expect(coveringDomains('localhost')).toEqual(['localhost']);
  });
});
