import { createOnboardingStore, keptKey } from './onboarding-store';

describe('onboarding store', () => {
  it('keeps what a step hands it under its key, and forgets it with the answers', () => {
    const draft = keptKey<{ firstName: string }>('draft');
    const other = keptKey<{ firstName: string }>('other draft');
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

  it('carries the answers and their drafts, not what outlives them, in a snapshot a new store starts from', () => {
    const draft = keptKey<{ firstName: string }>('draft');
    const outcome = keptKey<{ status: string }>('outcome', { outlivesAnswers: true });
    const store = createOnboardingStore({ email: 'm@acme.it' });
    store.keep(draft, { firstName: 'Mar' });
    store.keep(outcome, { status: 'sending' });
    const snapshot = JSON.parse(JSON.stringify(store.snapshot())) as ReturnType<typeof store.snapshot>;
    expect(snapshot).toEqual({ answers: { email: 'm@acme.it' }, kept: { draft: { firstName: 'Mar' } } });

    const after = createOnboardingStore(snapshot);
    expect(after.get()).toEqual({ email: 'm@acme.it' });
    expect(after.recall(draft)).toEqual({ firstName: 'Mar' });
    expect(after.recall(outcome)).toBeUndefined();
    after.clear();
    expect(after.recall(draft)).toBeUndefined();
  });
});
