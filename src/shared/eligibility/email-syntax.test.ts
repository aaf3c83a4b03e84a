import { EMAIL_PATTERN, isValidEmail } from './email-syntax';

describe('isValidEmail', () => {
  it.each(['mario.rossi@acme.it', 'm+tag@hr.acme.it', "o'neil@acme.it", 'mario@acme.xn--p1ai'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'mario',
    'mario@',
    '@acme.it',
    'mario@acme',
    'mario rossi@acme.it',
    'mario..rossi@acme.it',
    '.mario@acme.it',
    'mario.@acme.it',
    'mario@-acme.it',
    'mario@acme.xn--',
    'mario@acme.x1',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('allows a local part of 64 characters but not 65', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@acme.it`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@acme.it`)).toBe(false);
  });

  it('allows 254 characters in total but not 255', () => {
    const domain = (last: string) => `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${last}.it`;
    const at254 = `${'a'.repeat(64)}@${domain('eee')}`;
    const at255 = `${'a'.repeat(64)}@${domain('eeee')}`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(at255).toHaveLength(255);
    expect(isValidEmail(at255)).toBe(false);
  });

  it('answers quickly on a very long hostile input', () => {
    const started = performance.now();
    isValidEmail(`${'a'.repeat(10_000)}@${'b.'.repeat(5_000)}`);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('EMAIL_PATTERN', () => {
  it('is valid in JSON Schema (a Unicode regular expression), as the editor reads it', () => {
    expect(new RegExp(EMAIL_PATTERN.source, 'u').test('mario.rossi@acme.it')).toBe(true);
    expect(new RegExp(EMAIL_PATTERN.source, 'u').test('mario.@acme.it')).toBe(false);
  });
});
