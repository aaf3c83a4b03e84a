import { signupUrl, toPreRegistration } from '@/shared/provider-api';

describe('signupUrl', () => {
  it('encodes both values', () => {
    expect(signupUrl('https://app.vivi.test/', 'a b&c#<d>', 'X/Y')).toBe(
      'https://app.vivi.test/signup?refCode=a%20b%26c%23%3Cd%3E&contractRef=X%2FY',
    );
  });
});

describe('toPreRegistration', () => {
  const base = {
    email: 'm@acme.it',
    groupRef: 'Acme_m@acme.it',
    firstName: 'Mario',
    lastName: 'Rossi',
    gender: 'MALE' as const,
    birthDate: '1980-03-05',
  };

  it('uses the municipality for Italia', () => {
    expect(toPreRegistration({ ...base, birthCountry: 'Italia', birthCity: 'Monza', birthProvince: 'MB' })).toEqual({
      ...base,
      country: 'Italia',
      bornCity: 'Monza',
    });
  });

  it('uses the birth place for Estero', () => {
    expect(toPreRegistration({ ...base, birthCountry: 'Estero', birthPlace: 'Parigi' }).bornCity).toBe('Parigi');
  });
});
