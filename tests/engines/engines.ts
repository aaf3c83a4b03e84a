/**
 * The browsers the engines suite drives, each behind the same small `Tab` interface so the
 * scenarios are written once:
 *
 * - Chromium and Firefox ESR through puppeteer-core: Chromium over CDP, Firefox over
 *   WebDriver BiDi, which Firefox answers itself (no geckodriver).
 * - WebKit through WebKitGTK's WebKitWebDriver (classic WebDriver, spoken by webdriver-session.ts),
 *   which starts MiniBrowser under a virtual X server.
 *
 * All three are Debian's packages: chromium, firefox-esr, webkit2gtk-driver (+ xvfb).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { WebDriverSession } from './webdriver-session';

/** An element found in the page; only the engine that returned it understands it. */
export type ElementRef = { readonly engineElement: unknown };

/** The keys the scenarios press, and their WebDriver code points. */
const WEBDRIVER_KEYS = { ArrowDown: '\uE015', ArrowUp: '\uE013', Enter: '\uE007', Escape: '\uE00C' } as const;
export type Key = keyof typeof WEBDRIVER_KEYS;

/** One browser tab, the few things the scenarios need from an engine. */
export interface Tab {
  /** Opens `url`; 'parsed' returns once the HTML is parsed, without waiting for its scripts and images. */
  goto(url: string, until?: 'load' | 'parsed'): Promise<void>;
  url(): Promise<string>;
  back(): Promise<void>;
  forward(): Promise<void>;
  reload(): Promise<void>;
  /** Runs a function body (reading `arguments`) in the page; returns JSON values, or an element. */
  run(body: string, ...args: unknown[]): Promise<unknown>;
  /** A real click through the engine's input machinery. */
  click(element: ElementRef): Promise<void>;
  /** Types text into the element with real key events. */
  type(element: ElementRef, text: string): Promise<void>;
  /** Presses one key on the element with real key events. */
  press(element: ElementRef, key: Key): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  /** "Chromium 139.0.7258.154", as the browser reports itself. */
  readonly version: string;
  newTab(): Promise<Tab>;
  close(): Promise<void>;
}

export interface EngineKind {
  name: 'chromium' | 'firefox' | 'webkit';
  launch(): Promise<Engine>;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// ---------------------------------------------------------------------------------------------
// puppeteer-core: Chromium (CDP) and Firefox (WebDriver BiDi)

class PuppeteerTab implements Tab {
  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  async goto(url: string, until: 'load' | 'parsed' = 'load') {
    await this.page.goto(url, { waitUntil: until === 'load' ? 'load' : 'domcontentloaded' });
  }
  async url() {
    return this.page.url();
  }
  async back() {
    await this.page.goBack();
  }
  async forward() {
    await this.page.goForward();
  }
  async reload() {
    await this.page.reload();
  }
  async run(body: string, ...args: unknown[]) {
    // A string, not a function: tsx's helpers must not leak into the page's copy of the code.
    const handle = await this.page.evaluateHandle(`(function () {\n${body}\n}).apply(null, ${JSON.stringify(args)})`);
    const element = handle.asElement();
    if (element) return { engineElement: element } satisfies ElementRef;
    const value: unknown = await handle.jsonValue();
    await handle.dispose();
    return value;
  }
  async click(element: ElementRef) {
    await (element.engineElement as ElementHandle).click();
  }
  async type(element: ElementRef, text: string) {
    await (element.engineElement as ElementHandle).type(text);
  }
  async press(element: ElementRef, key: Key) {
    await (element.engineElement as ElementHandle).press(key);
  }
  async close() {
    await this.context.close();
  }
}

async function puppeteerEngine(product: string, browser: Browser): Promise<Engine> {
  // "HeadlessChrome/139.0.7258.154", "firefox/153.7.0"
  const build = (await browser.version()).split('/').pop();
  return {
    version: `${product} ${build}`,
    async newTab() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      page.setDefaultTimeout(20_000);
      return new PuppeteerTab(context, page);
    },
    close: () => browser.close(),
  };
}

export const chromium: EngineKind = {
  name: 'chromium',
  launch: async () =>
    puppeteerEngine(
      'Chromium',
      await puppeteer.launch({
        browser: 'chrome',
        executablePath: CHROMIUM,
        headless: true,
        // As Playwright does for Chromium: Chromium's sandbox refuses to start as root (containers, CI).
        args: [
          '--disable-gpu',
          '--no-first-run',
          '--disable-background-networking',
          '--lang=it-IT',
          ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
        ],
      }),
    ),
};

export const firefox: EngineKind = {
  name: 'firefox',
  launch: async () =>
    puppeteerEngine(
      'Firefox',
      await puppeteer.launch({
        browser: 'firefox',
        executablePath: FIREFOX,
        headless: true,
        extraPrefsFirefox: { 'intl.accept_languages': 'it-IT, it' },
      }),
    ),
};

// ---------------------------------------------------------------------------------------------
// WebKitWebDriver: WebKitGTK's MiniBrowser over classic WebDriver

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

class WebDriverTab implements Tab {
  constructor(private readonly client: WebDriverSession) {}

  async goto(url: string) {
    // The session's page load strategy is 'none' (see webkit below): wait here for the new page's HTML.
    await this.client.executeScript('window.beforeNavigation = true', []);
    await this.client.navigateTo(url);
    await this.parsed('return window.beforeNavigation !== true && document.readyState !== "loading"');
  }
  /** Polls `check` (a script body) until it answers true: the page may be between documents meanwhile. */
  private async parsed(check: string, ...args: unknown[]) {
    for (const deadline = Date.now() + 20_000; ;) {
      const done: unknown = await this.client.executeScript(check, args).catch(() => false);
      if (done === true) return;
      if (Date.now() > deadline) throw new Error(`the page did not load within 20 s (${check})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  async url() {
    return this.client.getUrl();
  }
  async back() {
    await this.client.back();
  }
  async forward() {
    await this.client.forward();
  }
  async reload() {
    await this.client.executeScript('window.beforeReload = true', []);
    await this.client.refresh();
    await this.parsed('return window.beforeReload !== true && document.readyState !== "loading"');
  }
  async run(body: string, ...args: unknown[]) {
    const value: unknown = await this.client.executeScript(body, args);
    if (value && typeof value === 'object' && ELEMENT_KEY in value)
      return { engineElement: (value as Record<string, string>)[ELEMENT_KEY] };
    return value;
  }
  async click(element: ElementRef) {
    await this.client.elementClick(element.engineElement as string);
  }
  async type(element: ElementRef, text: string) {
    await this.client.elementSendKeys(element.engineElement as string, text);
  }
  async press(element: ElementRef, key: Key) {
    await this.client.elementSendKeys(element.engineElement as string, WEBDRIVER_KEYS[key]);
  }
  async close() {
    await this.client.end();
  }
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function waitForDriver(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/status`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('WebKitWebDriver did not start within 20 s');
}

export const webkit: EngineKind = {
  name: 'webkit',
  async launch() {
    const port = await freePort();
    // MiniBrowser needs a display: xvfb-run gives the driver, and the browsers it starts, one.
    const driver = spawn('xvfb-run', ['--auto-servernum', WEBKIT_DRIVER, `--port=${port}`], { stdio: 'ignore', detached: true });
    await waitForDriver(port, driver);
    const newSession = () =>
      WebDriverSession.start(`http://127.0.0.1:${port}`, {
        browserName: 'MiniBrowser',
        // Commands do not wait for the page's load event: a page whose scripts a test holds back never
        // "loads", and WebKitWebDriver would hold every command until it did. The scenarios wait for what they need.
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      });
    const probe = await newSession();
    const version = `WebKitGTK ${probe.capabilities.browserVersion ?? '?'}`;
    await probe.end();
    return {
      version,
      // A session per tab: a fresh MiniBrowser, with nothing left from the previous scenario.
      async newTab() {
        const client = await newSession();
        await client.setWindowSize(1280, 900);
        return new WebDriverTab(client);
      },
      async close() {
        // xvfb-run's process group: the driver, Xvfb and any MiniBrowser left over.
        if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
      },
    };
  },
};

export const ENGINES: readonly EngineKind[] = [chromium, firefox, webkit];
