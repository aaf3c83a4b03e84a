/**
 * The scenarios' driver (tests/scenarios/member.ts) for a real engine: finds elements by role and
 * accessible name, label or text, as a person does, through DOM Testing Library's queries (the same
 * as the flow tests in jsdom), loaded into the page under test. Clicks and typing go through the
 * engine's real input.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ScriptGate } from '../e2e/support/script-gate';
import { describeQuery, type Key, type Member, type Partner, type Query, type ScriptsHeld, type Text } from '../scenarios/member';
import { ui } from '../scenarios/ui';
import type { ElementRef, Tab } from './tab';

/** How the site is served: where a partner's page is, and the gate that can hold its scripts back. */
export interface EngineSite {
  url(slug: string, path?: string): string;
  /** Only on the partners' own pages behind nginx, which the build writes with step 1 drawn. */
  gate?: ScriptGate;
  /** The provider's site, where the app sends a new member (its signup page). */
  providerOrigin: string;
}

const require = createRequire(import.meta.url);
const TESTING_LIBRARY = readFileSync(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8');

/**
 * Runs in the page. `arguments`: the query, then what to do with the first visible match.
 * Answers 'no-queries' when the page (new after a navigation) lacks Testing Library.
 */
const IN_PAGE = `
  var TL = window.TestingLibraryDom;
  if (!TL) return 'no-queries';
  var q = arguments[0], action = arguments[1], value = arguments[2];
  function text(t) { return t && typeof t === 'object' ? new RegExp(t.source, t.flags) : t; }
  var all = q.role ? TL.queryAllByRole(document.body, q.role, q.name === undefined ? {} : { name: text(q.name) })
    : q.label !== undefined ? TL.queryAllByLabelText(document.body, text(q.label))
    : TL.queryAllByText(document.body, text(q.text));
  var visible = all.filter(function (el) { return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'; });
  var el = visible[0] || null;
  if (action === 'count') return visible.length;
  if (!el) return null;
  if (action === 'text') return el.textContent;
  if (action === 'value') return el.value;
  if (action === 'place') { var r = el.getBoundingClientRect(); return [r.left, r.top, window.scrollX, window.scrollY].join(' '); }
  if (action === 'disabled') return el.getAttribute('aria-disabled') === 'true';
  if (action === 'invalid') return el.getAttribute('aria-invalid') === 'true';
  if (action === 'checked') return el.checked === true;
  if (action === 'paste') {
    el.focus();
    var data = new DataTransfer();
    data.setData('text/plain', value);
    // Firefox gives the event an empty copy of clipboardData, and fills it from its own dataType and data.
    var paste = new ClipboardEvent('paste', { clipboardData: data, dataType: 'text/plain', data: value, bubbles: true, cancelable: true });
    if (el.dispatchEvent(paste)) document.execCommand('insertText', false, value);
    return true;
  }
  if (action === 'select') {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return el.value === value;
  }
  return el;
`;

/** RegExps do not survive JSON: send their source and flags. */
function onTheWire(query: Query): unknown {
  const wire = (t: Text | undefined) => (t instanceof RegExp ? { source: t.source, flags: t.flags } : t);
  if ('role' in query) return { role: query.role, name: wire(query.name) };
  if ('label' in query) return { label: wire(query.label) };
  return { text: wire(query.text) };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export class EngineMember implements Member {
  constructor(
    readonly tab: Tab,
    private readonly site: EngineSite,
    private readonly partner: Partner,
    private readonly timeoutMs = 10_000,
  ) {}

  private async ask(query: Query, action: string, value?: string): Promise<unknown> {
    const answer = await this.tab.run(IN_PAGE, onTheWire(query), action, value);
    if (answer !== 'no-queries') return answer;
    await this.tab.run(TESTING_LIBRARY);
    return this.tab.run(IN_PAGE, onTheWire(query), action, value);
  }

  /** Asks until `accept` takes the answer; a navigation in between only means asking again. */
  private async poll<T>(
    what: string,
    read: () => Promise<T>,
    accept: (value: T) => boolean,
    timeoutMs = this.timeoutMs,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let last: unknown;
    for (;;) {
      try {
        const value = await read();
        if (accept(value)) return value;
        last = value;
      } catch (error) {
        last = error;
      }
      if (Date.now() > deadline)
        throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last answer: ${String(last)}`);
      await sleep(100);
    }
  }

  async goto(url: string, until?: 'load' | 'parsed'): Promise<void> {
    await this.tab.goto(url, until);
  }

  /**
   * The app runs: its support block shows, and it has taken #root over from the page written at
   * build time (bootstrap.tsx drops the marker; on a partner's page the support block is in the HTML).
   */
  async waitForApp(): Promise<void> {
    await this.find(ui.appRunning);
    await this.poll(
      'the app to take the page over',
      () => this.tab.run("return !document.querySelector('#root[data-prerendered]')"),
      (taken) => taken === true,
      20_000,
    );
  }

  async open(path = '/', partner = this.partner) {
    await this.goto(this.site.url(partner.slug, path));
    await this.waitForApp();
  }

  async openOther(slug: string, path = '/') {
    await this.goto(this.site.url(slug, path));
  }

  async openWithScriptsHeld(path = '/'): Promise<ScriptsHeld> {
    const gate = this.site.gate;
    if (!gate) throw new Error('scripts can be held back only on the partners’ pages behind nginx');
    gate.hold();
    await this.goto(this.site.url(this.partner.slug, path), 'parsed');
    await this.find(ui.email);
    await this.poll(
      'a script request to reach the gate',
      async () => gate.held,
      (held) => held > 0,
    );
    const entries = (await this.tab.run('return history.length')) as number;
    return {
      release: async () => {
        gate.release();
        await this.waitForApp();
      },
      navigations: async () => ((await this.tab.run('return history.length')) as number) - entries,
    };
  }

  /** The first visible match, once there is one. */
  async element(query: Query, timeoutMs?: number): Promise<ElementRef> {
    return (await this.poll(
      describeQuery(query),
      () => this.ask(query, 'element'),
      (found) => !!found && typeof found === 'object',
      timeoutMs,
    )) as ElementRef;
  }

  async find(query: Query, timeoutMs?: number): Promise<void> {
    await this.element(query, timeoutMs);
  }

  async count(query: Query): Promise<number> {
    return (await this.ask(query, 'count')) as number;
  }

  /** Clicks the element once it has stopped moving (the page may be scrolling it into view smoothly). */
  async click(query: Query): Promise<void> {
    await this.find(query);
    let last: unknown;
    await this.poll(
      `${describeQuery(query)} to stop moving`,
      async () => {
        const before = last;
        last = await this.ask(query, 'place');
        return before === last;
      },
      (still) => still,
    );
    await this.tab.click(await this.element(query));
  }

  /** Types into an empty field. */
  async fill(query: Query, text: string): Promise<void> {
    await this.type(query, text);
    await this.poll(
      `${describeQuery(query)} to hold ${JSON.stringify(text)}`,
      () => this.ask(query, 'value'),
      (value) => value === text,
    );
  }

  async type(query: Query, text: string): Promise<void> {
    await this.tab.type(await this.element(query), text);
  }

  async press(query: Query, key: Key): Promise<void> {
    await this.tab.press(await this.element(query), key);
  }

  /**
   * Pastes `text` into a field: clicks it, then hands the page the paste event a paste makes,
   * carrying the text (WebDriver has no clipboard to paste from); if the page leaves the event
   * alone, the text is inserted as the browser would.
   */
  async paste(query: Query, text: string): Promise<void> {
    await this.click(query);
    await this.ask(query, 'paste', text);
  }

  /** Picks an option of a select by its value, as a choice from the list does. */
  async select(query: Query, value: string): Promise<void> {
    await this.poll(
      `${describeQuery(query)} to select ${value}`,
      () => this.ask(query, 'select', value),
      (done) => done === true,
    );
  }

  async textOf(query: Query, timeoutMs?: number): Promise<string> {
    await this.find(query, timeoutMs);
    return (await this.ask(query, 'text')) as string;
  }

  async valueOf(query: Query): Promise<string> {
    await this.find(query);
    return (await this.ask(query, 'value')) as string;
  }

  /** Waits until a checkbox is ticked. */
  async waitForChecked(query: Query, timeoutMs?: number): Promise<void> {
    await this.poll(
      `${describeQuery(query)} to be ticked`,
      () => this.ask(query, 'checked'),
      (checked) => checked === true,
      timeoutMs,
    );
  }

  async isDisabled(query: Query): Promise<boolean> {
    await this.find(query);
    return (await this.ask(query, 'disabled')) as boolean;
  }

  async isInvalid(query: Query): Promise<boolean> {
    await this.find(query);
    return (await this.ask(query, 'invalid')) as boolean;
  }

  /** Waits until the query's text contains `expected`. */
  async waitForText(query: Query, expected: string, timeoutMs?: number): Promise<void> {
    await this.poll(
      `${describeQuery(query)} to contain ${JSON.stringify(expected)}`,
      () => this.ask(query, 'text'),
      (text) => typeof text === 'string' && text.includes(expected),
      timeoutMs,
    );
  }

  private async waitForUrl(accept: (url: URL) => boolean, what: string, timeoutMs?: number): Promise<URL> {
    return this.poll(`the address to be ${what}`, async () => new URL(await this.tab.url()), accept, timeoutMs);
  }

  async address(): Promise<string> {
    const url = new URL(await this.tab.url());
    return `${url.pathname}${url.search}`;
  }

  async waitForAddress(pathAndSearch: string): Promise<void> {
    await this.waitForUrl((url) => `${url.pathname}${url.search}` === pathAndSearch, pathAndSearch);
  }

  async waitForProviderPage(): Promise<URL> {
    return this.waitForUrl((url) => url.origin === this.site.providerOrigin, 'the provider’s site');
  }

  async back(): Promise<void> {
    await this.tab.back();
  }

  async forward(): Promise<void> {
    await this.tab.forward();
  }

  async reload(): Promise<void> {
    await this.tab.reload();
    await this.waitForApp();
  }

  async wait(ms: number): Promise<void> {
    await sleep(ms);
  }
}
