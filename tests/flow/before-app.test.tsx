/**
 * The inline script of a partner's page (src/early/before-app.ts), as the build writes it, run
 * on the prerendered step 1 before the app starts; then the app starts and replays what the
 * member did (src/early/use-early-step1.ts).
 */
import { gzipSync } from 'node:zlib';
import { act as reactAct, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { EARLY_INPUT_GLOBAL, EARLY_MOVES_GLOBAL } from '@/early/page-markers';
import type { EarlyRecorder } from '@/early/record';
import { earlyHandOver } from '@/early/hand-over';
import {
  BEFORE_APP_MAX_GZIP,
  EARLY_MOVES_MAX_GZIP,
  LATER_THAN_ES5,
  beforeAppScript,
} from '../../tools/site-build/before-app-script';
import {
  BEFORE_APP_CONFIG,
  addStep1Data,
  headScript,
  inlineScript,
  partnerPage,
  runHeadScript,
  runInlineScript,
} from '../support/partner-page';
import { startApp } from '../support/start-app';
import { containing, t } from '../support/locale';

const script = await inlineScript();

/**
 * The form as the member meets it, for comparing two pages: each element with its attributes
 * (sorted), a field's value and state as the member sees them, and the text; comments (React's
 * separators between two texts) left out.
 */
function drawn(node: Node = document.querySelector('#root form')!): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .filter((attribute) => attribute.name !== 'value' && attribute.name !== 'checked')
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort();
  if (node instanceof HTMLInputElement) attributes.push(`.value="${node.value}"`, `.checked=${node.checked}`);
  const children = [...node.childNodes].map((child) => drawn(child)).join('');
  return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`;
}

/**
 * Starts the app on the partner's page after its inline script has run and the member has done
 * `act` on the drawn step 1; `beforeScript` stands for what happens on the drawn page before the script
 * runs: the browser putting values into the form, or the member's first moves.
 */
async function startAfter(
  act: (user: UserEvent) => Promise<void>,
  beforeScript?: (container: HTMLElement, user: UserEvent) => void | Promise<void>,
) {
  const user = userEvent.setup();
  let before: { form: string; focused: Element | null } | undefined;
  const observer = new MutationObserver(() => {});
  const page = await partnerPage();
  const started = await startApp({
    host: 'acme.example.it',
    partnerPage: page,
    beforeStart: async (container) => {
      await beforeScript?.(container, user);
      addStep1Data(page);
      await runInlineScript();
      await act(user);
      before = { form: drawn(), focused: document.activeElement };
      // From here to the app's hand-over, every change to the drawn step 1.
      observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
    },
  });

  // The replay runs once the form is mounted, and a press may navigate: let it settle as React's tests want.
  await reactAct(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const changes = observer.takeRecords();
  observer.disconnect();
  const after = { form: drawn(), focused: document.activeElement, changes: changes.map(describeChange) };
  return { ...started, before: before!, after };
}

function describeChange(record: MutationRecord): string {
  const target = record.target instanceof Element ? record.target.localName + '#' + record.target.id : record.target.nodeName;
  return `${record.type} ${record.attributeName ?? ''} on ${target}`;
}

/** The same moves on the running app, with no inline script: the page as the app itself draws it. */
async function appAfter(act: (user: UserEvent) => Promise<void>): Promise<string> {
  const user = userEvent.setup();
  await startApp({ host: 'acme.example.it', partnerPage: await partnerPage() });
  await reactAct(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await act(user);
  return drawn();
}

/** The partner's step 1 as drawn at build time, in #root, with its inline script run on it (no app). */
async function scriptOnPage(): Promise<HTMLElement> {
  const page = await partnerPage();
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  root.innerHTML = page.html;
  onTestFinished(() => root.remove());
  addStep1Data(page);
  await runInlineScript();
  return root;
}

/** The app's hand-over of what the page's inline script left on window. */
const pageHandOver = () => earlyHandOver((window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL]);

const email = () => screen.getByLabelText<HTMLInputElement>(t('eligibility:email.label'));
const checkbox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: containing(t('eligibility:confirmData.label')) });
const confirm = () => screen.getByRole('button', { name: t('common:confirm') });

describe("a partner's page before the app runs", () => {
  it('is written in JavaScript that browsers too old for the app read, the same for every page of a build', async () => {
    // ES5: the sources are modern TypeScript, lowered by the build (tools/site-build/before-app-script.ts).
    expect(script).not.toMatch(/=>|\b(let|const|class|async|await)\b|\$\{|\.\.\./);
    expect(script).not.toMatch(LATER_THAN_ES5);
    expect(script).not.toMatch(/\b(import|export)\b/);
    expect(await beforeAppScript(process.cwd(), BEFORE_APP_CONFIG)).toBe(script);
    // The partner's texts and domains are data in the page, not in the script.
    expect(script).not.toContain(t('validation:email.invalid'));
    expect(script).not.toContain('acme.it');
    // So is the head script that keeps the member's first moves for it, and it stays small.
    const head = await headScript();
    expect(head).not.toMatch(LATER_THAN_ES5);
    expect(gzipSync(head, { level: 9 }).length).toBeLessThanOrEqual(EARLY_MOVES_MAX_GZIP);
  });

  it("writes no markup of its own: it clones what the app's components rendered into the page's templates", () => {
    // The classes of the error, its hidden prefix, the remedy and Conferma's hint: in the components alone.
    for (const own of ['field-error', 'visually-hidden', 'field-remedy', 'form-actions__hint', t('common:errorPrefix')])
      expect(script).not.toContain(own);
  });

  it('stays within 3.75 KB gzip (issue 39 gave 3.5; issue 41 added step 2 and Back)', () => {
    expect(BEFORE_APP_MAX_GZIP).toBe(3.75 * 1024);
    expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(BEFORE_APP_MAX_GZIP);
  });

  it('a wrong e-mail, left, the box ticked, Conferma pressed: the page shows the errors at once, and the app keeps them', async () => {
    const errorPrefix = t('common:errorPrefix');
    const { history, before, after } = await startAfter(async (user) => {
      await user.type(email(), 'mario.rossi');
      await user.tab();
      // Left: the e-mail's error, as the app words and marks it, before the app runs.
      expect(screen.getByText(t('validation:email.invalid'))).toBeInTheDocument();
      expect(email()).toHaveAttribute('aria-invalid', 'true');
      expect(email()).toHaveAccessibleDescription(
        `${t('eligibility:email.hint')} ${errorPrefix} ${t('validation:email.invalid')}`,
      );
      expect(confirm()).toHaveAttribute('aria-disabled', 'true');
      expect(confirm()).toHaveAccessibleDescription(
        t('common:missingHint', { fields: `${t('eligibility:fieldNames.email')}, ${t('eligibility:fieldNames.confirmData')}` }),
      );
      await user.click(checkbox());
      expect(confirm()).toHaveAccessibleDescription(t('common:missingHint', { fields: t('eligibility:fieldNames.email') }));
      await user.click(confirm());
      // The press found the e-mail at fault: the focus is there, for the member to correct it.
      expect(email()).toHaveFocus();
      expect(screen.queryByText(t('validation:confirmData.required'))).not.toBeInTheDocument();
    });
    // The app took over the page as it stood: nothing changed, nothing moved.
    expect(after.changes).toEqual([]);
    expect(after.form).toBe(before.form);
    expect(after.focused).toBe(before.focused);
    expect(screen.getByText(t('validation:email.invalid'))).toBeInTheDocument();
    expect(email()).toHaveValue('mario.rossi');
    expect(checkbox()).toBeChecked();
    expect(email()).toHaveFocus();
    expect(confirm()).toHaveAttribute('aria-disabled', 'true');
    expect(history.location.pathname).toBe('/');
    // And the app answers from there, as it would have all along.
    await userEvent.setup().type(email(), '@acme.it');
    expect(screen.queryByText(t('validation:email.invalid'))).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('Conferma pressed on an untouched page: every error, the focus on the e-mail, before the app and after', async () => {
    const moves = async (user: UserEvent) => {
      await user.click(confirm());
    };
    const { before, after } = await startAfter(async (user) => {
      await moves(user);
      expect(screen.getByText(t('validation:email.required'))).toBeInTheDocument();
      expect(screen.getByText(t('validation:confirmData.required'))).toBeInTheDocument();
      expect(checkbox()).toHaveAttribute('aria-invalid', 'true');
      expect(email()).toHaveFocus();
    });
    expect(after.changes).toEqual([]);
    expect(after.form).toBe(before.form);
    expect(email()).toHaveFocus();
    // What the app itself draws for the same press.
    expect(await appAfter(moves)).toBe(before.form);
  });

  it.each([
    ['a private address', 'mario@gmail.com', 'validation:email.notWorkEmail'],
    ['nothing', '', 'validation:email.required'],
    ['a slip in the domain', 'mario@acme.iy', 'validation:email.nearMiss'],
  ] as const)("an e-mail left with %s: the app's own message and markup, before it runs", async (_, typed, key) => {
    const moves = async (user: UserEvent) => {
      await user.click(email());
      if (typed) await user.type(email(), typed);
      await user.tab();
    };
    const { before, after } = await startAfter(async (user) => {
      await moves(user);
      expect(screen.getByText(t(key))).toBeInTheDocument();
      expect(checkbox()).toHaveFocus();
    });
    expect(after.changes).toEqual([]);
    expect(after.form).toBe(before.form);
    expect(await appAfter(moves)).toBe(before.form);
  });

  it('a slip in the domain: "Intendevi …?" mends it before the app runs', async () => {
    const suggestion = t('eligibility:email.suggestion', { email: 'mario@acme.it' });
    const { before, after } = await startAfter(async (user) => {
      await user.type(email(), 'mario@acme.iy');
      await user.tab();
      await user.click(screen.getByRole('button', { name: suggestion }));
      expect(email()).toHaveValue('mario@acme.it');
      expect(email()).toHaveFocus();
      expect(screen.queryByText(t('validation:email.nearMiss'))).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: suggestion })).not.toBeInTheDocument();
    });
    expect(after.changes).toEqual([]);
    expect(after.form).toBe(before.form);
    expect(email()).toHaveValue('mario@acme.it');
  });

  it('the box ticked and unticked: its message, before the app and after', async () => {
    const moves = async (user: UserEvent) => {
      await user.click(checkbox());
      await user.click(checkbox());
    };
    const { before, after } = await startAfter(async (user) => {
      await moves(user);
      expect(screen.getByText(t('validation:confirmData.required'))).toBeInTheDocument();
      expect(screen.queryByText(t('validation:email.required'))).not.toBeInTheDocument();
    });
    expect(after.changes).toEqual([]);
    expect(after.form).toBe(before.form);
    expect(await appAfter(moves)).toBe(before.form);
  });

  it('right answers: Conferma is ready and its hint gone before the app runs', async () => {
    const moves = async (user: UserEvent) => {
      await user.type(email(), 'mario@acme.it');
      await user.click(checkbox());
    };
    const { before, after } = await startAfter(async (user) => {
      await moves(user);
      expect(confirm()).not.toHaveAttribute('aria-disabled');
      expect(confirm()).not.toHaveAccessibleDescription();
    });
    expect(after.changes).toEqual([]);
    expect(after.form).toBe(before.form);
    expect(await appAfter(moves)).toBe(before.form);
  });

  it('draws step 1 alone: the birth date is typed once the app runs, where a whole date fills its three boxes', async () => {
    // Nothing of step 2 is on the page before the app: the inline script never records a date box.
    const { html } = await partnerPage();
    expect(html).toMatch(/autocomplete="email"/i);
    expect(html).not.toMatch(/bday-(day|month|year)/);
    await startAfter(async (user) => {
      await user.type(email(), 'mario@acme.it');
      await user.click(checkbox());
    });
    // Pressed once the app runs: step 2 in place (before it, Conferma leads to step 2's own page: tests/e2e/before-app.spec.ts).
    await userEvent.setup().click(confirm());
    const day = await screen.findByLabelText(t('userInfo:birthDate.day'));
    await userEvent.setup().type(day, '7/3/90');
    expect(
      [t('userInfo:birthDate.day'), t('userInfo:birthDate.month'), t('userInfo:birthDate.year')].map(
        (label) => screen.getByLabelText<HTMLInputElement>(label).value,
      ),
    ).toEqual(['7', '3', '1990']);
  });

  it('a field left with nothing pressed: only its error, and the focus where the member put it', async () => {
    const { after, before } = await startAfter(async (user) => {
      await user.type(email(), 'mario@altro.it');
      await user.tab();
      expect(screen.getByText(t('validation:email.notWorkEmail'))).toBeInTheDocument();
    });
    expect(after.changes).toEqual([]);
    expect(after.form).toBe(before.form);
    expect(screen.getByText(t('validation:email.notWorkEmail'))).toBeInTheDocument();
    expect(screen.queryByText(t('validation:confirmData.required'))).not.toBeInTheDocument();
    expect(checkbox()).toHaveFocus();
  });

  // Firefox puts back typed text and ticks when the page is reloaded; the member does nothing.
  it.each([
    ['the e-mail and the tick', { email: 'mario@acme.it', ticked: true }],
    ['the e-mail alone', { email: 'mario@acme.it', ticked: false }],
    ['the tick alone', { email: '', ticked: true }],
  ])('forgets what the browser restored into the form from an earlier visit: %s', async (_, restored) => {
    let beforeApp: unknown[] = [];
    await startAfter(
      // What the page shows before the app runs: the fields as drawn.
      async () => void (beforeApp = [email().value, checkbox().checked]),
      (container) => {
        container.querySelector<HTMLInputElement>('input[name="email"]')!.value = restored.email;
        container.querySelector<HTMLInputElement>('input[name="confirmData"]')!.checked = restored.ticked;
      },
    );
    expect(beforeApp).toEqual(['', false]);
    expect(email()).toHaveValue('');
    expect(checkbox()).not.toBeChecked();
    expect(confirm()).toHaveAttribute('aria-disabled', 'true');
  });

  describe('moves made after the first paint but before the inline script has run (the end of the page still coming)', () => {
    /** The head script keeps the member's moves from the start; the inline script runs once they are made. */
    const movesFirst = (moves: (user: UserEvent) => Promise<void>) => async (_: HTMLElement, user: UserEvent) => {
      const page = await runHeadScript();
      await moves(user);
      // The rest of the page arrives: the inline script runs next.
      page.parsed();
    };

    it('typed text and a tick are hers, not restored values: kept, and the app goes on with them', async () => {
      let beforeApp: unknown[] = [];
      const { history } = await startAfter(
        async () => void (beforeApp = [email().value, checkbox().checked]),
        movesFirst(async (user) => {
          await user.type(email(), 'mario@acme.it');
          await user.click(checkbox());
        }),
      );
      expect(beforeApp).toEqual(['mario@acme.it', true]);
      expect(email()).toHaveValue('mario@acme.it');
      expect(checkbox()).toBeChecked();
      expect(confirm()).not.toHaveAttribute('aria-disabled');
      await userEvent.setup().click(confirm());
      expect(await screen.findByText(t('common:progress', { current: 2, total: 3 }))).toBeInTheDocument();
      expect(history.location.pathname).toBe('/insert-info');
    });

    it('a wrong e-mail left and Conferma pressed: the inline script answers them once it runs, and the app keeps that', async () => {
      const { before, after } = await startAfter(
        async () => {
          expect(screen.getByText(t('validation:email.notWorkEmail'))).toBeInTheDocument();
          expect(screen.getByText(t('validation:confirmData.required'))).toBeInTheDocument();
          expect(email()).toHaveFocus();
        },
        movesFirst(async (user) => {
          await user.type(email(), 'mario@gmail.com');
          await user.tab();
          await user.click(confirm());
          // Nothing answers yet: the page's script has not run.
          expect(screen.queryByText(t('validation:email.notWorkEmail'))).not.toBeInTheDocument();
        }),
      );
      expect(after.changes).toEqual([]);
      expect(after.form).toBe(before.form);
      expect(email()).toHaveValue('mario@gmail.com');
    });

    it('a value restored beside one typed: the restored one is forgotten, the typed one kept', async () => {
      await startAfter(
        async () => undefined,
        async (container, user) => {
          container.querySelector<HTMLInputElement>('input[name="confirmData"]')!.checked = true;
          await movesFirst((typing) => typing.type(email(), 'mario@acme.it'))(container, user);
        },
      );
      expect(email()).toHaveValue('mario@acme.it');
      expect(checkbox()).not.toBeChecked();
    });

    it('keeps nothing once the inline script has taken the moves: the script answers from then on', async () => {
      await runHeadScript();
      const kept = (window as unknown as Record<string, unknown>)[EARLY_MOVES_GLOBAL];
      expect(kept).toEqual([]);
      await scriptOnPage();
      await userEvent.setup().type(email(), 'mario@gmail.com');
      await userEvent.setup().tab();
      expect(kept).toEqual([]);
      expect(screen.getByText(t('validation:email.notWorkEmail'))).toBeInTheDocument();
    });
  });

  it('a value the browser put in a field without an event (autofill): the app takes it, and step 1 goes through with it', async () => {
    const { history } = await startAfter(async (user) => {
      email().value = 'mario@acme.it';
      await user.click(checkbox());
    });
    expect(email()).toHaveValue('mario@acme.it');
    expect(confirm()).not.toHaveAttribute('aria-disabled');
    await userEvent.setup().click(confirm());
    expect(await screen.findByText(t('common:progress', { current: 2, total: 3 }))).toBeInTheDocument();
    expect(history.location.pathname).toBe('/insert-info');
  });

  it('once the app is about to draw the page, the script records without answering, until step 1 takes the rest', async () => {
    await scriptOnPage();
    const recorder = (window as unknown as Record<string, EarlyRecorder>)[EARLY_INPUT_GLOBAL]!;
    const user = userEvent.setup();
    await user.type(email(), 'mario');
    expect(recorder.take()).toEqual(
      'mario'.split('').map((_, i) => ({ type: 'change', name: 'email', value: 'mario'.slice(0, i + 1) })),
    );
    // React draws the page from here: the script leaves it as it is.
    await user.tab();
    expect(screen.queryByText(t('validation:email.invalid'))).not.toBeInTheDocument();
    checkbox().checked = true;
    expect(recorder.stop()).toEqual([
      { type: 'blur', name: 'email' },
      { type: 'change', name: 'confirmData', value: true },
    ]);
    await user.type(email(), '@acme.it');
    expect(recorder.stop()).toEqual([]);
    expect(recorder.take()).toEqual([]);
  });

  it("while React draws step 1, a tap reaches the recorder but not React's listeners on #root, which would hydrate all at once; a key still does", async () => {
    const root = await scriptOnPage();
    const handOver = pageHandOver();
    // Where React listens to a page it hydrates: its root, in the capture phase.
    const reachedRoot: string[] = [];
    for (const type of ['pointerdown', 'mousedown', 'click', 'keydown', 'input'])
      root.addEventListener(type, (event) => reachedRoot.push(event.type), true);
    const user = userEvent.setup();
    const heading = screen.getByRole('heading', { level: 1 });

    handOver.start(true);
    await user.click(email());
    await user.click(heading);
    expect(reachedRoot).toEqual([]);
    // What the browser does for them still happens (the focus moves), and the record has it.
    await user.click(email());
    expect(email()).toHaveFocus();
    await user.keyboard('m');
    expect(reachedRoot).toEqual(['keydown', 'input']);
    expect(handOver.finish()).toContainEqual({ type: 'blur', name: 'email' });

    // Once step 1 has taken the rest, React answers taps too.
    await user.click(heading);
    expect(reachedRoot).toEqual(expect.arrayContaining(['pointerdown', 'mousedown', 'click']));
  });

  it('once React has drawn the page, it answers taps even if step 1 never takes the rest (an error in its place)', async () => {
    const root = await scriptOnPage();
    const handOver = pageHandOver();
    const reachedRoot: string[] = [];
    root.addEventListener('click', (event) => reachedRoot.push(event.type), true);
    const user = userEvent.setup();
    handOver.start(true);
    await user.click(checkbox());
    expect(reachedRoot).toEqual([]);
    handOver.drawn();
    await user.click(checkbox());
    expect(reachedRoot).toEqual(['click']);
  });
});
