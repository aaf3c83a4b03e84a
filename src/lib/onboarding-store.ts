/**
 * The member's answers, held in memory only for the life of the tab and merged step by step.
 * Nothing here is written to storage, URLs or analytics.
 */
import { createStore, type Store } from '@tanstack/react-store';
import type { Member } from './member';
import type { Step } from '@/shared/steps';

/** The member's answers (typed by memberSchema), and where the member is in the flow: each step's done flag (src/shared/steps.ts). */
export type OnboardingData = Partial<Member> & {
  /** The spec's {product}User: the member already has an account with the provider. */
  providerUser?: boolean;
} & { [Flag in Step['doneFlag']]?: boolean };

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
  /** What steps keep, by the key's name; `outlives` marks what clear() leaves. */
  kept: ReadonlyMap<string, { value: unknown; outlives: boolean }>;
}

/**
 * The member's answers, confirmed or not: what clear() forgets, and what a reload into a new release
 * carries over (src/lib/release-recovery.ts). Plain data, so it can be written as JSON.
 */
export interface OnboardingSnapshot {
  answers: OnboardingData;
  /** What steps keep with the answers (their unconfirmed drafts), by the key's name. */
  kept: Record<string, unknown>;
}

/** What a step keeps under `key` in `state`: for `useSelector(onboarding.store, kept(KEY))`. */
export const kept =
  <T>(key: KeptKey<T>) =>
  (state: OnboardingState): T | undefined =>
    state.kept.get(key.name)?.value as T | undefined;

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
  /** The answers and what is kept with them, the open forms' drafts included: what clear() would forget. */
  snapshot(): OnboardingSnapshot;
}

/**
 * The forms on screen: each one, asked, hands its unconfirmed answers to the store as it does when
 * the member leaves its step (src/components/use-keep-draft.ts registers them), so that a snapshot
 * holds what is being typed too.
 */
const openForms = new Set<() => void>();

/** Adds a form's hand-over while it is on screen; call the result when it goes away. */
export function registerOpenForm(handOver: () => void): () => void {
  openForms.add(handOver);
  return () => openForms.delete(handOver);
}

/** A store holding `initial`: nothing, some answers (tests), or a snapshot carried over a reload. */
export function createOnboardingStore(initial: OnboardingData | OnboardingSnapshot = {}): OnboardingStore {
  const { answers, kept: keptBefore = {} } = isSnapshot(initial) ? initial : { answers: initial };
  const store = createStore<OnboardingState>({
    answers: { ...answers },
    kept: new Map(Object.entries(keptBefore).map(([name, value]) => [name, { value, outlives: false }])),
  });
  return {
    store,
    get: () => store.state.answers,
    merge(patch) {
      store.setState((state) => ({ ...state, answers: { ...state.answers, ...patch } }));
    },
    recall: (key) => kept(key)(store.state),
    keep(key, value) {
      store.setState(({ answers: now, kept: before }) => {
        const after = new Map(before);
        if (value === undefined) after.delete(key.name);
        else after.set(key.name, { value, outlives: key.outlivesAnswers });
        return { answers: now, kept: after };
      });
    },
    clear() {
      store.setState(({ kept: before }) => ({
        answers: {},
        kept: new Map([...before].filter(([, entry]) => entry.outlives)),
      }));
    },
    snapshot: () => {
      for (const handOver of openForms) handOver();
      return {
        answers: { ...store.state.answers },
        kept: Object.fromEntries(
          [...store.state.kept].filter(([, entry]) => !entry.outlives).map(([name, entry]) => [name, entry.value]),
        ),
      };
    },
  };
}

function isSnapshot(value: OnboardingData | OnboardingSnapshot): value is OnboardingSnapshot {
  return 'answers' in value && 'kept' in value;
}
