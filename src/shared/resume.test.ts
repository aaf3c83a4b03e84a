import { RESUME_KEY, storeResume } from './resume';
import { takeResume } from '@/lib/release-recovery';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the answers carried to the next page of the tab', () => {
  it("step 1's page writes the answers alone; step 2's page takes them once, for its partner only", () => {
    const storage = memoryStorage();
    storeResume(storage, { partner: 'acme', answers: { email: 'mario@acme.it', stepSelectCompanyCompleted: true } });
    expect(takeResume('beta', '/insert-info', () => storage)).toBeUndefined();
    // Read by another partner's page, it is gone all the same: nothing personal stays behind.
    expect(storage.getItem(RESUME_KEY)).toBeNull();

    storeResume(storage, {
      partner: 'acme',
      path: '/insert-info',
      answers: { email: 'mario@acme.it', stepSelectCompanyCompleted: true },
      uncounted: [1],
    });
    // Step 1's page, whose app may start while step 2's page loads, leaves them for step 2's page.
    expect(takeResume('acme', '/', () => storage)).toBeUndefined();
    expect(storage.getItem(RESUME_KEY)).not.toBeNull();
    // Step 1 was reached on a page whose app never ran: step 2's page counts it.
    expect(takeResume('acme', '/insert-info', () => storage)).toEqual({
      answers: { email: 'mario@acme.it', stepSelectCompanyCompleted: true },
      kept: {},
      uncounted: [1],
    });
    expect(takeResume('acme', '/insert-info', () => storage)).toBeUndefined();
  });

  it('refuses what is not answers, or a `kept` that is not a record', () => {
    const storage = memoryStorage();
    storage.setItem(RESUME_KEY, '{"partner":"acme","answers":{},"uncounted":[0,1,7,"2"]}');
    expect(takeResume('acme', '/insert-info', () => storage)?.uncounted).toEqual([1]);
    for (const text of ['[]', '{"partner":"acme","answers":[]}', '{"partner":"acme","answers":{},"kept":[1]}', 'nope']) {
      storage.setItem(RESUME_KEY, text);
      expect(
        takeResume('acme', '/insert-info', () => storage),
        text,
      ).toBeUndefined();
    }
  });
});
