import { validateFlowSearch } from '@/routes/__root';

describe("the flow's search parameters", () => {
  it('keeps the three it knows, each of the right kind, and drops the rest', () => {
    expect(validateFlowSearch({ existingUser: true, tenant: 'acme', lng: 'en', utm_source: 'mail' })).toEqual({
      existingUser: true,
      tenant: 'acme',
      lng: 'en',
    });
  });

  it('leaves a parameter not given absent', () => {
    expect(validateFlowSearch({})).toStrictEqual({});
    expect(Object.keys(validateFlowSearch({ lng: 'it' }))).toEqual(['lng']);
  });

  it.each([
    ['existingUser', 'yes'],
    ['existingUser', false],
    ['tenant', 123],
    ['lng', 'fr'],
    ['lng', ['it']],
  ])('keeps %s given as %j, undefined, so that the links drop it', (name, value) => {
    const search = validateFlowSearch({ [name]: value });
    expect(Object.keys(search)).toEqual([name]);
    expect(search[name as keyof typeof search]).toBeUndefined();
  });
});
