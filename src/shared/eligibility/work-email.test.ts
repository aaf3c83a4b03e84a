import { isEmailInDomains } from './work-email';

describe('isEmailInDomains', () => {
  it.each([
    ['mario@acme.it', true],
    ['mario@ACME.IT', true],
    ['mario@hr.acme.it', true],
    ['mario@evilacme.it', false],
    ['mario@acme.it.evil.com', false],
    ['mario@acme.com', false],
    ['acme.it', false],
  ])('%s -> %s', (email, expected) => {
    expect(isEmailInDomains(email, ['acme.it'])).toBe(expected);
  });

  it('judges the domain after the last @, spaces around it aside; the address’s syntax is email-syntax.ts’s', () => {
    expect(isEmailInDomains('mario@acme.it  ', ['acme.it'])).toBe(true);
    expect(isEmailInDomains('"a@b"@acme.it', ['acme.it'])).toBe(true);
    expect(isEmailInDomains('@acme.it', ['acme.it'])).toBe(true);
    expect(isEmailInDomains('mario@', ['acme.it'])).toBe(false);
  });

  it('accepts any of several domains', () => {
    expect(isEmailInDomains('a@acme-logistica.com', ['acme.it', 'Acme-Logistica.com'])).toBe(true);
  });
});
