/**
 * The member's answers, held in memory only for the life of the tab and merged step by step.
 * Nothing here is written to storage, URLs or analytics.
 */
import { createStore, type Store } from '@tanstack/react-store';
import type { Member } from './member';

/** The member's answers (typed by memberSchema), and where the member is in the flow. */
export type OnboardingData = Partial<Member> & {
  /** The spec's {product}User: the member already has an account with the provider. */
  providerUser?: boolean;
  stepSelectCompanyCompleted?: boolean;
  stepUserInfoCompleted?: boolean;
  stepDescriptionCompleted?: boolean;
};

/**
 * A named place in the store for what a step keeps besides the answers (a form's unsent
 * values, the activation's progress), typed by the step that owns it. Plain data only.
 */
export interface KeptKey<T> {
  readonly name: string;
  /** Kept when the answers are forgotten (what the member was told must stay true). */
  readonly outlivesAnswers: boolean;
  /** Never set: ties the key to its type. */
  readonly type?: (value: T) => T;
}

export function keptKey<T>(name: string, { outlivesAnswers = false } = {}): KeptKey<T> {
  return { name, outlivesAnswers };
}

export interface OnboardingState {
  answers: Readonly<OnboardingData>;
  kept: ReadonlyMap<Omit<KeptKey<unknown>, 'type'>, unknown>;
}

/** What a step keeps under `key` in `state`: for `useSelector(onboarding.store, kept(KEY))`. */
export const kept =
  <T>(key: KeptKey<T>) =>
  (state: OnboardingState): T | undefined =>
    state.kept.get(key) as T | undefined;

export interface OnboardingStore {
  /** The whole state, for components: read it with `useSelector`, never with `get()` during render. */
  readonly store: Store<OnboardingState>;
  /** The answers now (guards, loaders, event handlers). */
  get(): Readonly<OnboardingData>;
  merge(patch: Partial<OnboardingData>): void;
  recall<T>(key: KeptKey<T>): T | undefined;
  keep<T>(key: KeptKey<T>, value: T | undefined): void;
  /** Forgets the answers and what is kept, except what outlives them. */
  clear(): void;
}

export function createOnboardingStore(initial: OnboardingData = {}): OnboardingStore {
  const store = createStore<OnboardingState>({ answers: { ...initial }, kept: new Map() });
  return {
    store,
    get: () => store.state.answers,
    merge(patch) {
      store.setState((state) => ({ ...state, answers: { ...state.answers, ...patch } }));
    },
    recall: (key) => kept(key)(store.state),
    keep(key, value) {
      store.setState(({ answers, kept: before }) => {
        const after = new Map(before);
        if (value === undefined) after.delete(key);
        else after.set(key, value);
        return { answers, kept: after };
      });
    },
    clear() {
      store.setState(({ kept: before }) => ({
        answers: {},
        kept: new Map([...before].filter(([key]) => key.outlivesAnswers)),
      }));
    },
  };
}
