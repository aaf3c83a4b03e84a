/**
 * The one inline script of a partner's pages (step 1's, and step 2's at /insert-info). The build
 * (tools/site-build/before-app-script.ts) bundles this file with the step-1 rules it imports from
 * src/shared, compiles and minifies it, and writes it at the end of <body>, where it runs as soon as
 * the prerendered step has been parsed, long before the app's modules arrive; the page's CSP allows
 * it by its hash (the order of events with the app: README.md here). Until the app takes over
 * (EarlyRecorder, record.ts) it:
 *
 * 1. forgets values the browser restored into the form from an earlier visit (Firefox puts typed
 *    text back after a reload): a reload starts afresh, as everywhere else in the flow; but Back or
 *    Forward to the page keeps what the browser puts back, and takes it as typed;
 * 2. records what the member does in the form (values, fields left, a press of Conferma or Enter,
 *    and, when the app takes over, any value a field took without an event: autofill) for the
 *    app, which starts step 1 from it (foldEarlyEvents, record.ts) and submits it if Conferma was
 *    pressed with every answer right; it records on while React hydrates, answering no more;
 * 3. answers for step 1 as the app does, with the app's rules (src/shared/eligibility/step1.ts) and
 *    the partner's texts and domains that come with the page (Step1Page, under STEP1_PAGE_ID): the
 *    e-mail's error once the field is left (with "Intendevi …?" for a slip in the partner's domain),
 *    the checkbox's once it is changed or left, Conferma marked `aria-disabled` with the hint of
 *    what it waits for, and a press while an answer is wrong shows every error and focuses the
 *    first field at fault, while a press with every answer right loads step 2's page with the
 *    answers carried over (toStep2). On step 2's page it records only. The markup is the app's own (src/components/field-wrapper.tsx,
 *    field-error.tsx, field-remedy.tsx, submit-button.tsx), cloned from the page's templates, which the build renders
 *    from those components (templates.tsx), so the app hydrates the page as it stands;
 * 4. adds the app's modules once the page has painted, so nothing competes with the first paint;
 * 5. shows the page's notice (support e-mail, reload button) if the app cannot start: a browser
 *    too old for modules, a script that failed to load, or no start within `failAfterMs`.
 *
 * Modern TypeScript like the rest of the app: the build lowers it, with the rules it imports, to the
 * JavaScript every browser runs (ES5, tools/site-build/before-app-script.ts), as a browser too old for
 * the app must still be able to say so.
 */
import { STEP1_FIELDS, step1Missing, type Step1Field } from '@/shared/eligibility/step1';
import { suggestWorkEmail } from '@/shared/tenant/near-domain';
import { afterPointerRelease } from '@/components/after-pointer-release';
import { BACK_LINK_CLASS, SUBMIT_HINT_ID, describedBy, errorId, fieldClass, hintId } from '@/components/field-markup';
import { keepBelowInPlace } from '@/components/keep-in-place';
import { applyEvent, shownError, startAnswers, type EarlyEvent, type EarlyRecorder } from './record';
import { SUGGESTION_PLACEHOLDER, type Step1Page } from './step1-page';
import { EARLY_INPUT_GLOBAL, START_NOTICE_ID, STEP1_PAGE_ID, TEMPLATE_IDS } from './page-markers';
import { EARLY_MOVE_TYPES, takeEarlyMoves, type EarlyMoveType } from './early-moves';
import { step1Done } from '@/shared/eligibility/step1';
import { existingUserIn } from '@/shared/entry-link';
import { STEPS } from '@/shared/steps';
import { storeResume } from '@/shared/resume';

/** A field of a form: a text box, a checkbox, a radio button or a list to choose from. */
type Control = HTMLInputElement | HTMLSelectElement;

export interface BeforeAppConfig {
  /** The app's entry module, a site path. */
  entry: string;
  /** Modules the entry imports, fetched with it after the first paint (site paths). */
  preloads: string[];
  /** Step 2's modules and texts (site paths), fetched once step 1's answers are right and step 1's are on their way. */
  next: string[];
  /** How long the app may take to start before the notice shows. */
  failAfterMs: number;
}

/** How long one task may spend asking for the app's files before it lets the page answer the member. */
const PRELOAD_SLICE_MS = 10;

export function beforeApp(config: BeforeAppConfig): void {
  const doc = document;
  const form = doc.querySelector<HTMLFormElement>('#root form');
  const button = form ? form.querySelector<HTMLButtonElement>('button[type="submit"]') : null;
  const events: EarlyEvent[] = [];
  /** Each field's value as last recorded: a field that shows another was changed without an event (autofill). */
  const last: Record<string, string | boolean> = {};
  let recording = true;
  /** Until the app is about to draw the page (EarlyRecorder.take): from then, React draws it. */
  let answering = true;

  const fields = (): Control[] =>
    form ? (Array.prototype.slice.call(form.querySelectorAll('input[name], select[name]')) as Control[]) : [];
  // By tag name: `instanceof` would bring ES5's helper for Symbol.hasInstance into the script.
  const isField = (target: EventTarget | null): target is Control =>
    !!form &&
    /^(INPUT|SELECT)$/.test((target as Element).tagName) &&
    (target as Control).name !== '' &&
    form.contains(target as Node);
  /** A field's answer: a checkbox's state, a radio button's value while it is the one chosen (none otherwise), a text or a choice. */
  const valueOf = (input: Control): string | boolean | undefined =>
    input.type === 'checkbox' ? input.checked : input.type === 'radio' && !input.checked ? undefined : input.value;
  /**
   * The field as the page was drawn with it, as the form's reset would put it; untouched where it already
   * is. A text box or a box to tick: no page is drawn with a list (step 2's province comes with Italia, in the app).
   */
  function putBack(input: Control): void {
    const box = input as HTMLInputElement;
    if (box.type === 'checkbox' || box.type === 'radio') box.checked = box.defaultChecked;
    else if (box.value !== box.defaultValue) box.value = box.defaultValue;
  }
  const fieldNamed = (name: string) => (form ? form.querySelector<HTMLInputElement>(`input[name="${name}"]`) : null);

  // What the member did between the first paint and this script (the head's early-moves.ts): answered
  // below, once this script's listeners are in place, as if they had seen it.
  const earlier = takeEarlyMoves();
  /** A field the member typed into, ticked or chose in before this script ran. */
  const typedEarlier = (input: Control) =>
    earlier.some((event) => event.target === input && (event.type === 'input' || event.type === 'change'));

  // 1. What the browser restored is not what this member typed on this page (a reload starts afresh):
  // each such field back to the value the page was drawn with. Back or Forward to the page is another
  // thing: what the browser puts back is what she left there (step 1, back from step 2's page).
  const navigation = (performance.getEntriesByType ? performance.getEntriesByType('navigation') : [])[0];
  const restoring = !!navigation && (navigation as PerformanceNavigationTiming).type === 'back_forward';
  // Put back, a field is recorded as it is (`last`): what she typed earlier, or anything on Back, is recorded as changed.
  if (!restoring)
    fields().forEach((input) => {
      if (typedEarlier(input)) return;
      putBack(input);
      const value = valueOf(input);
      if (value !== undefined) last[input.name] = value;
    });

  // 3. Step 1's answers as the app would hold them, from the page as drawn.
  const page = readPage();
  const emailInput = fieldNamed('email');
  const confirmInput = fieldNamed('confirmData');
  const answers = startAnswers({
    email: emailInput ? emailInput.value : '',
    confirmData: confirmInput ? confirmInput.checked : false,
  });
  /** What each field shows now, as drawn: no error. */
  const shown: Record<string, string> = {};
  /** The e-mail's "Intendevi …?", while it shows. */
  let remedy: HTMLElement | null = null;
  /** The app's modules have been asked for: step 2's may follow. */
  let fetching = false;
  /** Conferma took the member to step 2's page: the press is done with, and a second one does nothing. */
  let leaving = false;

  function readPage(): Step1Page | null {
    try {
      // No element, or no JSON in it: the script records, and the app answers once it runs.
      return JSON.parse(doc.getElementById(STEP1_PAGE_ID)!.textContent) as Step1Page;
    } catch {
      return null;
    }
  }
  function mark(target: Element, name: string, value: string | null | undefined): void {
    if (value == null) target.removeAttribute(name);
    else target.setAttribute(name, value);
  }
  function remove(target: Node | null): void {
    if (target && target.parentNode) target.parentNode.removeChild(target);
  }
  /**
   * A copy of the element in the page's template `id` (rendered from the app's component: templates.tsx),
   * its last text made `fill(text)`; null on a page without it (the app answers once it runs).
   */
  function fromTemplate(id: string, fill: (text: string) => string): HTMLElement | null {
    const template = doc.getElementById(id) as HTMLTemplateElement | null;
    const source = template && template.content ? template.content.firstElementChild : null;
    if (!source) return null;
    const made = source.cloneNode(true) as HTMLElement;
    let text: Node = made;
    while (text.lastChild) text = text.lastChild;
    text.nodeValue = fill(text.nodeValue || '');
    return made;
  }
  /** A field's error and remedy, as FieldWrapper draws them: above the control, what is below kept in place on screen. */
  function showField(name: Step1Field, { texts, domains }: Step1Page): void {
    const input = fieldNamed(name);
    if (!input) return;
    const error = shownError(answers, name, domains);
    const mended = error && name === 'email' ? suggestWorkEmail(answers.values.email, domains) : undefined;
    const state = `${error || ''} ${mended || ''}`;
    if ((shown[name] || ' ') === state) return;
    shown[name] = state;
    const id = input.id;
    // The box of a checkbox sits in its own <div> with its label; a text box directly in the field.
    const control = input.type === 'checkbox' ? (input.parentNode as HTMLElement) : input;
    const wrapper = control.parentNode as HTMLElement;
    const height = wrapper.getBoundingClientRect().height;
    remove(doc.getElementById(errorId(id)));
    if (name === 'email') {
      remove(remedy);
      remedy = null;
    }
    const message = error ? fromTemplate(TEMPLATE_IDS.error, () => texts.errors[error]) : null;
    if (message) {
      message.id = errorId(id);
      wrapper.insertBefore(message, control);
    }
    if (mended) {
      remedy = fromTemplate(TEMPLATE_IDS.remedy, (label) => label.split(SUGGESTION_PLACEHOLDER).join(mended));
      if (remedy) wrapper.insertBefore(remedy, control);
    }
    wrapper.className = fieldClass(!!error);
    mark(input, 'aria-invalid', error ? 'true' : null);
    mark(input, 'aria-describedby', describedBy(id, !!doc.getElementById(hintId(id)), !!error));
    keepBelowInPlace(wrapper, height);
  }
  /** Conferma and the hint of what it waits for, as SubmitButton draws them. */
  function showButton({ texts, domains }: Step1Page): void {
    if (!button) return;
    const missing = step1Missing(answers.values, domains);
    const text = missing.length > 0 ? texts.missing[missing.join(',')] || '' : '';
    mark(button, 'aria-disabled', missing.length > 0 ? 'true' : null);
    mark(button, 'aria-describedby', text ? SUBMIT_HINT_ID : null);
    const hint = doc.getElementById(SUBMIT_HINT_ID);
    if (hint && hint.textContent === text) return;
    remove(hint);
    const made = text ? fromTemplate(TEMPLATE_IDS.hint, () => text) : null;
    if (made) button.parentNode!.appendChild(made);
  }
  function show(): void {
    if (!page || !answering) return;
    STEP1_FIELDS.forEach((name) => showField(name, page));
    showButton(page);
  }
  function answer(event: EarlyEvent): void {
    events.push(event);
    if (event.type === 'change') last[event.name] = event.value;
    if (page) applyEvent(answers, event, page.domains);
    fetchNext();
    // What leaving a field shows waits for the press that left it to land, as in the app.
    afterPointerRelease(show);
  }

  // 2 and 3.
  function onValue(event: Pick<Event, 'target'>): void {
    const input = event.target;
    if (!recording || !isField(input)) return;
    // A text box's `change` on leaving it repeats its last `input`: one event for one value.
    const value = valueOf(input);
    if (value !== undefined && value !== last[input.name]) answer({ type: 'change', name: input.name, value });
  }
  /** The last value of every field that changed without an event (autofill), as if it had had one. */
  const catchUp = () => fields().forEach((input) => onValue({ target: input }));
  // The browser puts the fields back after this script has run (Chromium: some time after the page is
  // parsed, with no event): what it puts back is taken as typed, until the app takes the page.
  if (restoring) {
    const restored = setInterval(() => (answering ? catchUp() : clearInterval(restored)), 200);
  }
  function onLeave(event: Event): void {
    if (recording && isField(event.target)) answer({ type: 'blur', name: event.target.name });
  }
  function onMend(event: Event): void {
    const mended =
      answering && page && remedy && remedy.contains(event.target as Node)
        ? suggestWorkEmail(answers.values.email, page.domains)
        : undefined;
    if (!mended || !emailInput) return;
    // "Intendevi …?": the mended address, and the focus back in the field (as eligibility-form.tsx does).
    emailInput.value = mended;
    answer({ type: 'change', name: 'email', value: mended });
    emailInput.focus();
  }
  function onSubmit(event: Event): void {
    // The press is answered here, not by the browser (whose submit, the forms' method being `dialog`, does nothing).
    event.preventDefault();
    if (!recording || leaving || event.target !== form) return;
    catchUp();
    if (
      page &&
      answering &&
      !answers.submitted &&
      step1Missing(answers.values, page.domains).length === 0 &&
      toStep2(page.partner)
    )
      return;
    const done = answers.submitted;
    answer({ type: 'submit' });
    if (!page || !answering || done || answers.submitted) return;
    // Every error shows: the first field at fault takes the focus, as confirmForm does.
    const first = fieldNamed(step1Missing(answers.values, page.domains)[0] || '');
    if (first) first.focus();
  }
  // On step 2's page, its Indietro goes back to step 1's page as the browser's Back does, which finds it
  // as the member left it; a link's new load of step 1 would start it afresh.
  function onBack(event: Event): void {
    const back = !page && answering ? (event.target as Element).closest(`.${BACK_LINK_CLASS}`) : null;
    if (back) {
      event.preventDefault();
      history.back();
    }
  }
  /** Every move, to what answers it. */
  function answerMove(event: Event): void {
    const type = event.type as EarlyMoveType;
    if (type === 'submit') onSubmit(event);
    else if (type === 'focusout') onLeave(event);
    else if (type === 'click') {
      onMend(event);
      onBack(event);
    } else onValue(event);
  }
  EARLY_MOVE_TYPES.forEach((type) => doc.addEventListener(type, answerMove, true));
  // What the member did before this script ran, in order, as if these listeners had been there.
  earlier.forEach(answerMove);

  /**
   * Conferma with right answers before the app runs: step 1's answers as the app's Conferma makes them
   * (step1Done) go to the tab's sessionStorage under the key the app reads on arriving (RESUME_KEY,
   * deleted on read), and the browser goes to step 2's page, drawn at build time: never by the form,
   * whose GET would put the answers into the address. False, and the press waits for the app, when
   * storage refuses.
   */
  function toStep2(partner: Step1Page['partner']): boolean {
    try {
      const done = step1Done(answers.values, partner.name, existingUserIn(location.search));
      storeResume(sessionStorage, {
        partner: partner.slug,
        path: STEPS.details.path,
        answers: done,
        uncounted: [STEPS.email.number],
      });
    } catch {
      return false;
    }
    leaving = true;
    location.assign(STEPS.details.path + location.search);
    return true;
  }
  // Back to this page from step 2's, as it was left (the back/forward cache): Conferma works again.
  window.addEventListener('pageshow', () => (leaving = false));

  // 5.
  const notice = doc.getElementById(START_NOTICE_ID);
  const reload = notice ? notice.querySelector('button') : null;
  if (reload) reload.addEventListener('click', () => location.reload());
  function fail(): void {
    if (answering && notice) notice.hidden = false;
  }
  const timer = setTimeout(fail, config.failAfterMs);

  /** EarlyRecorder's take (`stop` false) and stop. */
  function handOver(stop: boolean): EarlyEvent[] {
    if (!recording) return [];
    catchUp();
    if (stop) recording = false;
    else {
      clearTimeout(timer);
      if (notice) notice.hidden = true;
      // The app's first render is the record: the page shows it now, a press still down or not.
      show();
      answering = false;
    }
    return events.splice(0);
  }
  const recorder: EarlyRecorder = { take: () => handOver(false), stop: () => handOver(true) };
  (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL] = recorder;

  // 4.
  if (!('noModule' in doc.createElement('script'))) return fail();
  function add(tag: string, attributes: Record<string, string>): HTMLElement {
    const made = doc.createElement(tag);
    for (const name in attributes) made.setAttribute(name, attributes[name]!);
    return doc.head.appendChild(made);
  }
  /**
   * Asks for the app's files a few at a time, a task each few: on a phone each request costs the main thread
   * several milliseconds, and two dozen in one go would keep a tap waiting (`npm run bench`'s long frames).
   */
  function preload(files: string[]): void {
    const until = performance.now() + PRELOAD_SLICE_MS;
    while (files.length > 0 && performance.now() < until)
      add('link', { rel: 'modulepreload', crossorigin: '', href: files.shift()! });
    if (files.length > 0) setTimeout(() => preload(files), 0);
  }
  /** Right answers go to step 2: its modules come while the member presses Conferma and the app starts. */
  function fetchNext(): void {
    if (fetching && page && config.next.length > 0 && step1Missing(answers.values, page.domains).length === 0)
      preload(config.next.splice(0));
  }
  // A requestAnimationFrame callback runs just before the frame paints; a task queued from it runs after.
  // Each request in a task of its own or nearly: one costs the main thread of a phone about 10 ms.
  requestAnimationFrame(() =>
    setTimeout(() => {
      add('script', { type: 'module', crossorigin: '', src: config.entry }).addEventListener('error', fail);
      setTimeout(() => {
        // A page without step 1's answers is step 2's (it records, and the app answers once it runs): the app
        // starts there, and step 2's modules come with step 1's.
        preload(page ? config.preloads : config.preloads.concat(config.next.splice(0)));
        fetching = true;
        fetchNext();
      }, 0);
    }, 0),
  );
}
