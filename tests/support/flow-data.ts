import type { OnboardingData } from '@/lib/onboarding-store';

export const AFTER_STEP_1: OnboardingData = {
  email: 'mario.rossi@acme.it',
  groupRef: 'Acme S.p.A._mario.rossi@acme.it',
  confirmData: true,
  providerUser: false,
  stepSelectCompanyCompleted: true,
};

export const AFTER_STEP_2: OnboardingData = {
  ...AFTER_STEP_1,
  firstName: 'Mario',
  lastName: 'Rossi',
  gender: 'MALE',
  birthDay: '05',
  birthMonth: '03',
  birthYear: '1980',
  birthDate: '1980-03-05',
  birthCountry: 'Italia',
  birthProvince: 'MB',
  birthCity: 'Monza',
  stepUserInfoCompleted: true,
};
