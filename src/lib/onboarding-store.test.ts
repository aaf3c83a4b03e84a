import { createOnboardingStore, keptKey } from './onboarding-store';

describe('onboarding store', () => {
  it('keeps what a step hands it under its key, and forgets it with the answers', () => {
    const draft = keptKey<{ firstName: string }>('draft');
    const other = keptKey<{ firstName: string }>('draft');
    const store = createOnboardingStore({ email: 'm@acme.it' });
    store.keep(draft, { firstName: 'Mario' });
    expect(store.recall(draft)).toEqual({ firstName: 'Mario' });
    expect(store.recall(other)).toBeUndefined();

    store.keep(draft, undefined);
    expect(store.recall(draft)).toBeUndefined();

    store.keep(draft, { firstName: 'Mario' });
    store.clear();
    expect(store.recall(draft)).toBeUndefined();
    expect(store.get()).toEqual({});
  });

  it('keeps what outlives the answers when they are forgotten', () => {
    const outcome = keptKey<{ status: string }>('outcome', { outlivesAnswers: true });
    const store = createOnboardingStore({ email: 'm@acme.it' });
    store.keep(outcome, { status: 'redirecting' });
    store.clear();
    expect(store.get()).toEqual({});
    expect(store.recall(outcome)).toEqual({ status: 'redirecting' });
  });
});
