/**
 * The one inline script of a partner's page. The build (vite-plugins/partner-pages.ts) compiles
 * and minifies this file and writes it at the end of <body>, where it runs as soon as the
 * prerendered step 1 has been parsed, long before the app's modules arrive; the page's CSP
 * allows it by its hash. Until the app takes over (EarlyRecorder.stop, called by bootstrap.tsx) it:
 *
 * 1. forgets values the browser restored into the form from an earlier visit (Firefox puts typed
 *    text back after a reload): a reload starts afresh, as everywhere else in the flow;
 * 2. records what the member does in the form (values, fields left, a press of Conferma or Enter),
 *    for step 1 to replay once the app runs (src/lib/early-input.ts);
 * 3. shows Conferma as ready (no `aria-disabled`) once every field has something in it; a press
 *    is recorded either way, and whether the answers are right is the app's to say when it
 *    replays it (errors and the focus on the first field at fault, or step 2);
 * 4. adds the app's modules once the page has painted, so nothing competes with the first paint;
 * 5. shows the page's notice (support e-mail, reload button) if the app cannot start: a browser
 *    too old for modules, a script that failed to load, or no start within `failAfterMs`.
 *
 * Written in the JavaScript every browser runs (var, function, no arrow): a browser too old
 * for the app must still be able to say so.
 */
import type { EarlyEvent, EarlyRecorder } from '@/lib/early-input';

export interface BeforeAppConfig {
  /** The app's entry module, a site path. */
  entry: string;
  /** Modules the entry imports, fetched with it after the first paint (site paths). */
  preloads: string[];
  /** Where to leave the EarlyRecorder for the app. */
  global: string;
  /** The id of the (hidden) notice shown when the app cannot start. */
  noticeId: string;
  /** How long the app may take to start before the notice shows. */
  failAfterMs: number;
}

export function beforeApp(config: BeforeAppConfig): void {
  var doc = document;
  var form = doc.querySelector<HTMLFormElement>('#root form');
  var button = form ? form.querySelector<HTMLButtonElement>('button[type="submit"]') : null;
  var buttonMark = button ? button.getAttribute('aria-disabled') : null;
  var events: EarlyEvent[] = [];
  var recording = true;
  var started = false;

  function fields(): HTMLInputElement[] {
    return form ? (Array.prototype.slice.call(form.querySelectorAll('input[name]')) as HTMLInputElement[]) : [];
  }
  function isField(target: EventTarget | null): target is HTMLInputElement {
    return !!form && target instanceof HTMLInputElement && target.name !== '' && form.contains(target);
  }
  function filled(input: HTMLInputElement): boolean {
    return input.type === 'checkbox' ? input.checked : /\S/.test(input.value);
  }
  function record(event: EarlyEvent): void {
    var last = events[events.length - 1];
    // Only a field's latest value matters until something else happens.
    if (event.type === 'change' && last && last.type === 'change' && last.name === event.name) events[events.length - 1] = event;
    else events.push(event);
  }

  // 1. What the browser restored is not what this member typed on this page.
  fields().forEach(function (input) {
    if (input.type === 'checkbox') input.checked = input.defaultChecked;
    else input.value = input.defaultValue;
  });

  // 2 and 3.
  function markButton(mark: string | null): void {
    if (!button) return;
    if (mark === null) button.removeAttribute('aria-disabled');
    else button.setAttribute('aria-disabled', mark);
  }
  function onValue(event: Event): void {
    var input = event.target;
    if (!recording || !isField(input)) return;
    record({ type: 'change', name: input.name, value: input.type === 'checkbox' ? input.checked : input.value });
    if (button) markButton(fields().every(filled) ? null : 'true');
  }
  doc.addEventListener('input', onValue, true);
  doc.addEventListener('change', onValue, true);
  doc.addEventListener(
    'focusout',
    function (event) {
      if (recording && isField(event.target)) record({ type: 'blur', name: event.target.name });
    },
    true,
  );
  doc.addEventListener(
    'submit',
    function (event) {
      // The forms have no action: submitted by the browser, the answers would end up in the page's address.
      event.preventDefault();
      if (recording && event.target === form) record({ type: 'submit' });
    },
    true,
  );

  // 5.
  var notice = doc.getElementById(config.noticeId);
  var reload = notice ? notice.querySelector('button') : null;
  if (reload)
    reload.addEventListener('click', function () {
      location.reload();
    });
  function fail(): void {
    if (!started && notice) notice.hidden = false;
  }
  var timer = setTimeout(fail, config.failAfterMs);

  var recorder: EarlyRecorder = {
    stop: function () {
      started = true;
      recording = false;
      clearTimeout(timer);
      if (notice) notice.hidden = true;
      markButton(buttonMark);
      return events;
    },
  };
  (window as unknown as Record<string, unknown>)[config.global] = recorder;

  // 4.
  if (!('noModule' in doc.createElement('script'))) return fail();
  function add(tag: string, attributes: Record<string, string>): HTMLElement {
    var element = doc.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]!);
    doc.head.appendChild(element);
    return element;
  }
  function start(): void {
    config.preloads.forEach(function (href) {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    add('script', { type: 'module', crossorigin: '', src: config.entry }).addEventListener('error', fail);
  }
  // A requestAnimationFrame callback runs just before the frame paints; a task queued from it runs after.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
}
