/**
 * The member's answers, held in memory only for the life of the tab and merged step by step.
 * Nothing here is written to storage, URLs or analytics.
 */
export type Gender = 'MALE' | 'FEMALE';
export type BirthCountry = 'Italia' | 'Estero';

export interface OnboardingData {
  email?: string;
  groupRef?: string;
  confirmData?: boolean;
  /** The spec's {product}User: the member already has an account with the provider. */
  providerUser?: boolean;
  stepSelectCompanyCompleted?: boolean;
  stepUserInfoCompleted?: boolean;
  stepDescriptionCompleted?: boolean;
  firstName?: string;
  lastName?: string;
  gender?: Gender;
  birthDay?: string;
  birthMonth?: string;
  birthYear?: string;
  /** YYYY-MM-DD */
  birthDate?: string;
  birthCountry?: BirthCountry;
  birthProvince?: string;
  birthCity?: string;
  birthPlace?: string;
}

export interface OnboardingStore {
  get(): Readonly<OnboardingData>;
  merge(patch: Partial<OnboardingData>): void;
  clear(): void;
}

export function createOnboardingStore(initial: OnboardingData = {}): OnboardingStore {
  let data: Readonly<OnboardingData> = { ...initial };
  return {
    get: () => data,
    merge(patch) {
      data = { ...data, ...patch };
    },
    clear() {
      data = {};
    },
  };
}
