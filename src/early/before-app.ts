/**
 * The one inline script of a partner's page. The build (tools/site-build/before-app-script.ts) bundles
 * this file with the step-1 rules it imports from src/shared, compiles and minifies it, and writes
 * it at the end of <body>, where it runs as soon as the prerendered step 1 has been parsed, long
 * before the app's modules arrive; the page's CSP allows it by its hash (the order of events with
 * the app: README.md here). Until the app takes over (EarlyRecorder, record.ts) it:
 *
 * 1. forgets values the browser restored into the form from an earlier visit (Firefox puts typed
 *    text back after a reload): a reload starts afresh, as everywhere else in the flow;
 * 2. records what the member does in the form (values, fields left, a press of Conferma or Enter,
 *    and, when the app takes over, any value a field took without an event: autofill) for the
 *    app, which starts step 1 from it (foldEarlyEvents, record.ts) and submits it if Conferma was
 *    pressed with every answer right; it records on while React hydrates, answering no more;
 * 3. answers for step 1 as the app does, with the app's rules (src/shared/eligibility/step1.ts) and
 *    the partner's texts and domains that come with the page (Step1Page, under STEP1_PAGE_ID): the
 *    e-mail's error once the field is left (with "Intendevi …?" for a slip in the partner's domain),
 *    the checkbox's once it is changed or left, Conferma marked `aria-disabled` with the hint of
 *    what it waits for, and a press while an answer is wrong shows every error and focuses the
 *    first field at fault. The markup is the app's own (src/components/field-wrapper.tsx,
 *    field-error.tsx, submit-button.tsx), so the app hydrates the page as it stands;
 * 4. adds the app's modules once the page has painted, so nothing competes with the first paint;
 * 5. shows the page's notice (support e-mail, reload button) if the app cannot start: a browser
 *    too old for modules, a script that failed to load, or no start within `failAfterMs`.
 *
 * Written in the JavaScript every browser runs (var, function, no arrow), like the rules it
 * imports: a browser too old for the app must still be able to say so.
 */
import { STEP1_FIELDS, step1Missing, type Step1Field } from '@/shared/eligibility/step1';
import { applyEvent, shownError, startAnswers, type EarlyEvent, type EarlyRecorder } from './record';
import { SUGGESTION_PLACEHOLDER, type Step1Page } from './step1-page';
import { EARLY_INPUT_GLOBAL, START_NOTICE_ID, STEP1_PAGE_ID } from './page-markers';
import { suggestWorkEmail } from '@/shared/tenant/near-domain';

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

export function beforeApp(config: BeforeAppConfig): void {
  var doc = document;
  var form = doc.querySelector<HTMLFormElement>('#root form');
  var button = form ? form.querySelector<HTMLButtonElement>('button[type="submit"]') : null;
  var events: EarlyEvent[] = [];
  /** Each field's value as last recorded: a field that shows another was changed without an event (autofill). */
  var last: Record<string, string | boolean> = {};
  var recording = true;
  /** Until the app is about to draw the page (EarlyRecorder.take): from then, React draws it. */
  var answering = true;

  function fields(): HTMLInputElement[] {
    return form ? (Array.prototype.slice.call(form.querySelectorAll('input[name]')) as HTMLInputElement[]) : [];
  }
  function isField(target: EventTarget | null): target is HTMLInputElement {
    return !!form && target instanceof HTMLInputElement && target.name !== '' && form.contains(target);
  }
  function valueOf(input: HTMLInputElement): string | boolean {
    return input.type === 'checkbox' ? input.checked : input.value;
  }
  function fieldNamed(name: string): HTMLInputElement | null {
    return form ? form.querySelector<HTMLInputElement>('input[name="' + name + '"]') : null;
  }

  // 1. What the browser restored is not what this member typed on this page.
  fields().forEach(function (input) {
    if (input.type === 'checkbox') input.checked = input.defaultChecked;
    else input.value = input.defaultValue;
    last[input.name] = valueOf(input);
  });

  // 3. Step 1's answers as the app would hold them, from the page as drawn.
  var page = readPage();
  var emailInput = fieldNamed('email');
  var confirmInput = fieldNamed('confirmData');
  var answers = startAnswers({
    email: emailInput ? emailInput.value : '',
    confirmData: confirmInput ? confirmInput.checked : false,
  });

  /** What each field shows now, as drawn: no error. */
  var shown: Record<string, string> = {};
  /** A pointer is down: what leaving a field shows waits for its click (as src/components/after-pointer-release.ts). */
  var pressed = false;
  /** The app's modules have been asked for: step 2's may follow. */
  var fetching = false;
  var tapping: ReturnType<typeof setTimeout> | undefined;

  function readPage(): Step1Page | null {
    try {
      // No element, or no JSON in it: the script records, and the app answers once it runs.
      return JSON.parse(doc.getElementById(STEP1_PAGE_ID)!.textContent) as Step1Page;
    } catch (_unreadable) {
      return null;
    }
  }
  function element(tag: string, attributes: Record<string, string>, className?: string, text?: string): HTMLElement {
    var made = doc.createElement(tag);
    for (var name in attributes) made.setAttribute(name, attributes[name]!);
    if (className) made.className = className;
    if (text) made.appendChild(doc.createTextNode(text));
    return made;
  }
  function mark(target: Element, name: string, value: string | null): void {
    if (value === null) target.removeAttribute(name);
    else target.setAttribute(name, value);
  }
  function remove(target: Element | null): void {
    if (target && target.parentNode) target.parentNode.removeChild(target);
  }
  /** A field's error and remedy, with the markup of FieldWrapper and FieldError. */
  function showField(name: Step1Field, texts: Step1Page['texts'], domains: string[]): void {
    var input = fieldNamed(name);
    if (!input) return;
    var error = shownError(answers, name, domains);
    var mended = error && name === 'email' ? suggestWorkEmail(answers.values.email, domains) : undefined;
    var state = (error || '') + ' ' + (mended || '');
    if ((shown[name] || ' ') === state) return;
    shown[name] = state;
    var id = input.id;
    // The box of a checkbox sits in its own <div> with its label; a text box directly in the field.
    var control = input.type === 'checkbox' ? (input.parentNode as HTMLElement) : input;
    var wrapper = control.parentNode as HTMLElement;
    remove(doc.getElementById(id + '-error'));
    remove(wrapper.querySelector('.field-remedy'));
    if (error) {
      // "<span>Errore:</span> message", as React draws `<span/> {text}`: two text nodes.
      var message = element('p', { id: id + '-error' }, 'field-error');
      message.appendChild(element('span', {}, 'visually-hidden', texts.errorPrefix));
      message.appendChild(doc.createTextNode(' '));
      message.appendChild(doc.createTextNode(texts.errors[error]));
      wrapper.insertBefore(message, control);
      if (mended) {
        var remedy = element('p', {}, 'field-remedy');
        remedy.appendChild(
          element(
            'button',
            { type: 'button' },
            'button button--secondary field-remedy__button',
            texts.suggestion.split(SUGGESTION_PLACEHOLDER).join(mended),
          ),
        );
        wrapper.insertBefore(remedy, control);
      }
    }
    wrapper.className = error ? 'field field--invalid' : 'field';
    mark(input, 'aria-invalid', error ? 'true' : null);
    var hint = doc.getElementById(id + '-hint') ? id + '-hint' : '';
    var describedBy = error ? (hint ? hint + ' ' : '') + id + '-error' : hint;
    mark(input, 'aria-describedby', describedBy || null);
  }
  /** Conferma and the hint of what it waits for, with the markup of SubmitButton. */
  function showButton(texts: Step1Page['texts'], domains: string[]): void {
    if (!button) return;
    var missing = step1Missing(answers.values, domains);
    var text = missing.length > 0 ? texts.missing[missing.join(',')] || '' : '';
    var hint = doc.getElementById('submit-hint');
    mark(button, 'aria-disabled', missing.length > 0 ? 'true' : null);
    mark(button, 'aria-describedby', text ? 'submit-hint' : null);
    if (!text) return remove(hint);
    if (!hint) hint = button.parentNode!.appendChild(element('p', { id: 'submit-hint' }, 'form-actions__hint'));
    if (hint.textContent !== text) hint.textContent = text;
  }
  function show(): void {
    if (page && step1Missing(answers.values, page.domains).length === 0) fetchNext();
    if (!page || !answering || pressed) return;
    var texts = page.texts;
    var domains = page.domains;
    STEP1_FIELDS.forEach(function (name) {
      showField(name, texts, domains);
    });
    showButton(texts, domains);
  }
  function answer(event: EarlyEvent): void {
    events.push(event);
    if (event.type === 'change') last[event.name] = event.value;
    if (page) applyEvent(answers, event, page.domains);
    show();
  }

  // 2 and 3.
  function onValue(event: Event): void {
    var input = event.target;
    // A text box's `change` on leaving it repeats its last `input`: one event for one value.
    if (!recording || !isField(input) || valueOf(input) === last[input.name]) return;
    answer({ type: 'change', name: input.name, value: valueOf(input) });
  }
  function release(): void {
    clearTimeout(tapping);
    if (!pressed) return;
    pressed = false;
    // After the click that follows the release, in the same task.
    setTimeout(show, 0);
  }
  doc.addEventListener('input', onValue, true);
  doc.addEventListener('change', onValue, true);
  doc.addEventListener(
    'focusout',
    function (event) {
      if (recording && isField(event.target)) answer({ type: 'blur', name: event.target.name });
    },
    true,
  );
  doc.addEventListener(
    'pointerdown',
    function () {
      clearTimeout(tapping);
      pressed = true;
      // Released by the press's click (a finger's comes after the focus has moved), or after a second.
      tapping = setTimeout(release, 1000);
    },
    true,
  );
  doc.addEventListener(
    'click',
    function (event) {
      release();
      var target = event.target as HTMLElement;
      var mended =
        answering && page && / field-remedy__button /.test(' ' + target.className + ' ')
          ? suggestWorkEmail(answers.values.email, page.domains)
          : undefined;
      if (!mended || !emailInput) return;
      // "Intendevi …?": the mended address, and the focus back in the field (as eligibility-form.tsx does).
      emailInput.value = mended;
      answer({ type: 'change', name: 'email', value: mended });
      emailInput.focus();
    },
    true,
  );
  doc.addEventListener(
    'submit',
    function (event) {
      // The forms have no action: submitted by the browser, the answers would end up in the page's address.
      event.preventDefault();
      if (!recording || event.target !== form) return;
      var done = answers.submitted;
      answer({ type: 'submit' });
      if (!page || !answering || done || answers.submitted) return;
      // Every error shows: the first field at fault takes the focus, as confirmForm does.
      var first = fieldNamed(step1Missing(answers.values, page.domains)[0] || '');
      if (first) first.focus();
    },
    true,
  );

  // 5.
  var notice = doc.getElementById(START_NOTICE_ID);
  var reload = notice ? notice.querySelector('button') : null;
  if (reload)
    reload.addEventListener('click', function () {
      location.reload();
    });
  function fail(): void {
    if (answering && notice) notice.hidden = false;
  }
  var timer = setTimeout(fail, config.failAfterMs);

  /** EarlyRecorder's take (`stop` false) and stop. */
  function handOver(stop: boolean): EarlyEvent[] {
    if (!recording) return [];
    // The last value of every field that changed without an event (autofill), as if it had had one.
    fields().forEach(function (input) {
      onValue({ target: input } as unknown as Event);
    });
    if (stop) recording = false;
    else {
      clearTimeout(timer);
      if (notice) notice.hidden = true;
      // The app's first render is the record: the page shows it now, a press still down or not.
      pressed = false;
      show();
      answering = false;
    }
    return events.splice(0);
  }
  var recorder: EarlyRecorder = { take: handOver.bind(null, false), stop: handOver.bind(null, true) };
  (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL] = recorder;

  // 4.
  if (!('noModule' in doc.createElement('script'))) return fail();
  function add(tag: string, attributes: Record<string, string>): HTMLElement {
    return doc.head.appendChild(element(tag, attributes));
  }
  function preload(files: string[]): void {
    files.forEach(function (href) {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
  }
  function start(): void {
    preload(config.preloads);
    add('script', { type: 'module', crossorigin: '', src: config.entry }).addEventListener('error', fail);
    fetching = true;
    show();
  }
  /** Right answers go to step 2: its modules come while the member presses Conferma and the app starts. */
  function fetchNext(): void {
    if (fetching && config.next.length > 0) preload(config.next.splice(0));
  }
  // A requestAnimationFrame callback runs just before the frame paints; a task queued from it runs after.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
}
