/**
 * The member's answers, held in memory only for the life of the tab and merged step by step.
 * Nothing here is written to storage, URLs or analytics.
 */
import type { Member } from './member';

export type { BirthCountry, Gender } from './member';

/** The member's answers (typed by memberSchema), and where the member is in the flow. */
export type OnboardingData = Partial<Member> & {
  confirmData?: boolean;
  /** The spec's {product}User: the member already has an account with the provider. */
  providerUser?: boolean;
  stepSelectCompanyCompleted?: boolean;
  stepUserInfoCompleted?: boolean;
  stepDescriptionCompleted?: boolean;
};

/**
 * A named place in the store for what a step keeps besides the answers (a form's unsent
 * values, the activation), typed by the step that owns it.
 */
export interface KeptKey<T> {
  readonly name: string;
  /** Never set: ties the key to its type. */
  readonly type?: (value: T) => T;
}

export function keptKey<T>(name: string): KeptKey<T> {
  return { name };
}

export interface OnboardingStore {
  get(): Readonly<OnboardingData>;
  merge(patch: Partial<OnboardingData>): void;
  recall<T>(key: KeptKey<T>): T | undefined;
  keep<T>(key: KeptKey<T>, value: T | undefined): void;
  /** Forgets the answers and everything kept. */
  clear(): void;
}

export function createOnboardingStore(initial: OnboardingData = {}): OnboardingStore {
  let data: Readonly<OnboardingData> = { ...initial };
  const kept = new Map<object, unknown>();
  return {
    get: () => data,
    merge(patch) {
      data = { ...data, ...patch };
    },
    recall: <T>(key: KeptKey<T>) => kept.get(key) as T | undefined,
    keep(key, value) {
      if (value === undefined) kept.delete(key);
      else kept.set(key, value);
    },
    clear() {
      data = {};
      kept.clear();
    },
  };
}
