import { foldEarlyEvents, shownError, type EarlyEvent } from './record';

const ACME = ['acme.it'];
const EMPTY = { email: '', confirmData: false };

describe("the member's moves before the app, as the form takes them", () => {
  it('a change touches a field; its error shows once the text box is left, the box at once', () => {
    const typed = foldEarlyEvents(EMPTY, [{ type: 'change', name: 'email', value: 'mario' }], ACME);
    expect(typed.touched.email).toBe(true);
    expect(shownError(typed, 'email', ACME)).toBeUndefined();
    const left = foldEarlyEvents(
      EMPTY,
      [
        { type: 'change', name: 'email', value: 'mario' },
        { type: 'blur', name: 'email' },
      ],
      ACME,
    );
    expect(shownError(left, 'email', ACME)).toBe('validation:email.invalid');
    const unticked = foldEarlyEvents(EMPTY, [{ type: 'change', name: 'confirmData', value: false }], ACME);
    expect(shownError(unticked, 'confirmData', ACME)).toBe('validation:confirmData.required');
  });

  it('a press with a wrong answer shows every error; with right answers it goes through, and nothing after counts', () => {
    const pressed = foldEarlyEvents(EMPTY, [{ type: 'submit' }], ACME);
    expect(pressed.submitted).toBe(false);
    expect(shownError(pressed, 'email', ACME)).toBe('validation:email.required');
    expect(shownError(pressed, 'confirmData', ACME)).toBe('validation:confirmData.required');
    const events: EarlyEvent[] = [
      { type: 'change', name: 'email', value: 'mario@acme.it' },
      { type: 'change', name: 'confirmData', value: true },
      { type: 'submit' },
      { type: 'change', name: 'email', value: 'altro' },
    ];
    const done = foldEarlyEvents(EMPTY, events, ACME);
    expect(done.submitted).toBe(true);
    expect(done.values).toEqual({ email: 'mario@acme.it', confirmData: true });
  });

  it("takes only step 1's fields, with values of their types", () => {
    const answers = foldEarlyEvents(
      EMPTY,
      [
        { type: 'change', name: 'firstName', value: 'Mario' },
        { type: 'change', name: 'email', value: true },
        { type: 'change', name: 'confirmData', value: 'yes' },
        { type: 'blur', name: '__proto__' },
      ],
      ACME,
    );
    expect(answers.values).toEqual(EMPTY);
    expect(answers.touched).toEqual({ email: false, confirmData: false });
  });
});
