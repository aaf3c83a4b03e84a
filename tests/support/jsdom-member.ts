/**
 * The scenarios' driver (tests/scenarios/member.ts) for jsdom: the app started as main.tsx starts it
 * (tests/support/start-app.tsx) on the test partner's host, found through Testing Library's queries
 * and used through user-event; the provider is the msw stand-in of tests/support/msw-server.ts.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay, http } from 'msw';
import type { RouterHistory } from '@tanstack/react-router';
import { endpointOf, type ProviderEndpoint } from '@/shared/provider-api';
import type { TenantConfig } from '@/shared/tenant/schema';
import {
  describeQuery,
  type Key,
  type Member,
  type Partner,
  type Provider,
  type ProviderCall,
  type Query,
  type ScriptsHeld,
} from '../scenarios/member';
import { SITE_ORIGIN, handlers, received, server } from './msw-server';
import { addStep1Data, partnerPage, runInlineScript } from './partner-page';
import { startApp } from './start-app';
import { API_BASE, testTenant } from './test-tenant';

const hostOf = (slug: string) => `${slug}.example.it`;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * From now on to the test's end, the page's timers run on Vitest's fake clock, so that a timeout the app
 * waits for (the provider's 15 s, REQUEST_TIMEOUT_MS) takes no real time: JsdomMember.wait moves the clock on.
 * The clock also runs with real time (shouldAdvanceTime), so user-event and waitFor go on as before.
 * AbortSignal.timeout runs on Node's own timers, which no fake clock reaches: it is made of the faked setTimeout.
 */
function fakeClock() {
  if (vi.isFakeTimers()) return;
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
    return controller.signal;
  });
  onTestFinished(() => {
    timeout.mockRestore();
    vi.useRealTimers();
  });
}

/** The test partner (testTenant()) as the scenarios know it. */
export function partnerOf(tenant: TenantConfig): Partner {
  const [domain] = tenant.partner.emailDomains;
  return { slug: tenant.slug, name: tenant.partner.name, email: `mario.rossi@${domain}`, contractRef: tenant.contractRef };
}

function queryAll(query: Query): HTMLElement[] {
  if ('role' in query) return screen.queryAllByRole(query.role, query.name === undefined ? {} : { name: query.name });
  if ('label' in query) return screen.queryAllByLabelText(query.label);
  return screen.queryAllByText(query.text);
}

export class JsdomMember implements Member {
  // user-event's pauses between keys move the fake clock too, when there is one (fakeClock).
  private readonly user = userEvent.setup({
    advanceTimers: async (ms) => {
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(ms);
    },
  });
  private history: RouterHistory | undefined;
  private readonly redirects: string[] = [];

  /**
   * The site (msw's SITE_ORIGIN) serves `tenant`'s file and the province lists; any other partner's
   * file answers 404, as a static host does.
   */
  constructor(private readonly tenant: TenantConfig = testTenant()) {
    const { slug, ...file } = tenant;
    server.use(
      http.get(`${SITE_ORIGIN}/tenants/:file`, ({ params }) =>
        params.file === `${slug}.json` ? HttpResponse.json(file) : new HttpResponse(null, { status: 404 }),
      ),
    );
  }

  private async start(slug: string, url: string) {
    ({ history: this.history } = await startApp({ host: hostOf(slug), origin: SITE_ORIGIN, url, redirectTo: this.redirect }));
  }

  private readonly redirect = (target: string) => {
    this.redirects.push(target);
  };

  async open(path = '/', partner?: Partner) {
    await this.start(partner?.slug ?? this.tenant.slug, path);
  }

  async openOther(slug: string, path = '/') {
    await this.start(slug, path);
  }

  async openWithScriptsHeld(path = '/'): Promise<ScriptsHeld> {
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    let drawn = () => {};
    const ready = new Promise<void>((done) => (drawn = done));
    const page = await partnerPage(this.tenant);
    const started = startApp({
      host: hostOf(this.tenant.slug),
      origin: SITE_ORIGIN,
      url: path,
      partnerPage: page,
      redirectTo: this.redirect,
      beforeStart: async () => {
        addStep1Data(page);
        await runInlineScript();
        drawn();
        await released;
      },
    });
    await ready;
    return {
      release: async () => {
        release();
        ({ history: this.history } = await started);
        // The replay runs once the form is mounted, and a press may navigate: let it settle.
        await act(() => sleep(50));
      },
      navigations: async () => (this.history ? this.history.length - 1 : 0),
    };
  }

  private element(query: Query, timeoutMs = 5_000): Promise<HTMLElement> {
    return waitFor(
      () => {
        const [first] = queryAll(query);
        if (!first) throw new Error(`nothing on the page is ${describeQuery(query)}`);
        return first;
      },
      { timeout: timeoutMs },
    );
  }

  async find(query: Query, timeoutMs?: number) {
    await this.element(query, timeoutMs);
  }
  async count(query: Query) {
    return queryAll(query).length;
  }
  async valueOf(query: Query) {
    return ((await this.element(query)) as HTMLInputElement).value;
  }
  async isDisabled(query: Query) {
    return (await this.element(query)).getAttribute('aria-disabled') === 'true';
  }
  async isInvalid(query: Query) {
    return (await this.element(query)).getAttribute('aria-invalid') === 'true';
  }
  async waitForChecked(query: Query, timeoutMs = 5_000) {
    const box = (await this.element(query, timeoutMs)) as HTMLInputElement;
    await waitFor(() => expect(box.checked).toBe(true), { timeout: timeoutMs });
  }
  async waitForText(query: Query, expected: string, timeoutMs = 5_000) {
    await waitFor(() => expect(queryAll(query)[0]?.textContent).toContain(expected), { timeout: timeoutMs });
  }

  async click(query: Query) {
    await this.user.click(await this.element(query));
  }
  async fill(query: Query, text: string) {
    const field = (await this.element(query)) as HTMLInputElement;
    await this.user.type(field, text);
    await waitFor(() => expect(field.value).toBe(text));
  }
  async type(query: Query, text: string) {
    await this.user.type(await this.element(query), text);
  }
  async press(query: Query, key: Key) {
    const field = await this.element(query);
    act(() => field.focus());
    await this.user.keyboard(`{${key}}`);
  }
  async paste(query: Query, text: string) {
    await this.click(query);
    await this.user.paste(text);
  }
  async select(query: Query, value: string) {
    await this.user.selectOptions(await this.element(query), value);
  }

  async address() {
    const location = this.history?.location;
    return location ? `${location.pathname}${location.search}` : '';
  }
  async waitForAddress(pathAndSearch: string) {
    await waitFor(async () => expect(await this.address()).toBe(pathAndSearch));
  }
  async waitForProviderPage() {
    await waitFor(() => expect(this.redirects).not.toEqual([]));
    return new URL(this.redirects.at(-1)!);
  }
  async back() {
    await act(async () => this.history?.back());
  }
  async forward() {
    await act(async () => this.history?.forward());
  }
  /** A new page at the same address: what the app kept in memory is gone, the tab's storage stays. */
  async reload() {
    await this.start(this.tenant.slug, await this.address());
  }
  async wait(ms: number) {
    await act(async () => {
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(ms);
      else await sleep(ms);
    });
  }
}

const API_PATH = new URL(API_BASE).pathname;

/** The provider as msw stands in for it: tests/support/msw-server.ts, overridden for one call. */
export class MswProvider implements Provider {
  private readonly answered: { endpoint: ProviderEndpoint; code: string }[] = [];

  constructor() {
    server.events.on('response:mocked', async ({ request, response }) => {
      const endpoint = endpointOf(API_PATH, new URL(request.url).pathname);
      if (endpoint && response.ok) this.answered.push({ endpoint, code: await response.clone().text() });
    });
    onTestFinished(() => server.events.removeAllListeners('response:mocked'));
  }

  /** The app logs a failed call as "Errore" (asserted in tests/flow/description.test.tsx): kept out of the output here. */
  private expectErrors() {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  }

  failNext(endpoint: ProviderEndpoint, status: number) {
    this.expectErrors();
    server.use(handlers.provider(endpoint, () => new HttpResponse('Errore del server', { status }), { once: true }));
  }
  /** The app sends once, so cutting the next call is the same as cutting every call for a while. */
  dropFor(endpoint: ProviderEndpoint) {
    this.expectErrors();
    fakeClock();
    server.use(handlers.provider(endpoint, () => HttpResponse.error(), { once: true }));
  }
  hangNext(endpoint: ProviderEndpoint) {
    this.expectErrors();
    fakeClock();
    server.use(
      handlers.provider(
        endpoint,
        async () => {
          await delay('infinite');
          return new HttpResponse(null, { status: 504 });
        },
        { once: true },
      ),
    );
  }
  calls(endpoint?: ProviderEndpoint): ProviderCall[] {
    return received.filter((call) => !endpoint || endpointOf(API_PATH, call.path) === endpoint);
  }
  codes(endpoint: ProviderEndpoint) {
    return this.answered.filter((answer) => answer.endpoint === endpoint).map((answer) => answer.code);
  }
}
