import { emailError, step1Done, step1Missing } from './step1';

const ACME = ['acme.it'];
const EMPTY = { email: '', confirmData: false };

describe("step 1's rules", () => {
  it.each([
    ['', 'validation:email.required'],
    ['   ', 'validation:email.required'],
    ['mario.rossi', 'validation:email.invalid'],
    ['mario@acme.iy', 'validation:email.nearMiss'],
    ['mario@gmail.com', 'validation:email.notWorkEmail'],
    [' mario@HR.Acme.it ', undefined],
  ])('the e-mail %j: %s', (email, error) => {
    expect(emailError(email, ACME)).toBe(error);
  });

  it('Conferma waits for the fields at fault, in the form order', () => {
    expect(step1Missing(EMPTY, ACME)).toEqual(['email', 'confirmData']);
    expect(step1Missing({ email: 'mario@acme.it', confirmData: false }, ACME)).toEqual(['confirmData']);
    expect(step1Missing({ email: 'mario@acme.it', confirmData: true }, ACME)).toEqual([]);
  });
});

describe("step 1's Conferma", () => {
  it('adds the trimmed e-mail, the groupRef of the partner name, the provider account and the done flag', () => {
    expect(step1Done({ email: '  mario@acme.it ', confirmData: true }, 'ACME', true)).toEqual({
      email: 'mario@acme.it',
      confirmData: true,
      groupRef: 'ACME_mario@acme.it',
      providerUser: true,
      stepSelectCompanyCompleted: true,
    });
    expect(step1Done({ email: 'mario@acme.it', confirmData: true }, 'ACME', false).providerUser).toBe(false);
  });
});
