/**
 * The browsers the engines suite drives, each behind the same small `Tab` interface (tab.ts) so the
 * scenarios are written once. Two maintained clients, the suite's own packages (tests/engines/package.json,
 * installed by `npm run test:engines` on first use, never by the project's `npm ci`):
 *
 * - WebKit through WebdriverIO, speaking classic WebDriver to WebKitGTK's WebKitWebDriver, which this
 *   file starts under a virtual X server (MiniBrowser needs a display); WebdriverIO connects to it by
 *   host and port, so it downloads and starts no driver of its own.
 * - Chromium over CDP and Firefox ESR over WebDriver BiDi through puppeteer-core, which launches both
 *   itself. WebdriverIO reaches Firefox only through geckodriver, which neither Debian nor the npm
 *   registry ships (the npm packages download it at install or run time, from where this machine
 *   cannot); Firefox speaks WebDriver BiDi itself, and puppeteer-core needs nothing between them.
 *
 * All three browsers are Debian's packages: chromium, firefox-esr, webkit2gtk-driver (+ xvfb).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { Key as WebDriverKey, remote } from 'webdriverio';
import type { ElementRef, Engine, EngineKind, Key, Tab } from './tab';

export type { ElementRef, Engine, EngineKind, Key, Tab } from './tab';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** WebDriver's key for an element in what a script returns. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
/** A command WebKitWebDriver never answers fails after this long. */
const COMMAND_TIMEOUT_MS = 30_000;

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
// WebdriverIO: WebKitGTK's MiniBrowser over classic WebDriver, through WebKitWebDriver

/** The capabilities of a MiniBrowser session; `webkitgtk:browserOptions` is WebKitGTK's own (WebdriverIO does not know it). */
type WebKitCapabilities = WebdriverIO.Capabilities & { 'webkitgtk:browserOptions': { binary: string; args: string[] } };

class WebDriverTab implements Tab {
  constructor(private readonly browser: WebdriverIO.Browser) {}

  async goto(url: string) {
    // The session's page load strategy is 'none' (see webkit below): wait here for the new page's HTML.
    await this.browser.execute('window.beforeNavigation = true');
    await this.browser.url(url);
    await this.parsed('return window.beforeNavigation !== true && document.readyState !== "loading"');
  }
  /** Polls `check` (a script body) until it answers true: the page may be between documents meanwhile. */
  private async parsed(check: string) {
    for (const deadline = Date.now() + 20_000; ;) {
      const done: unknown = await this.browser.execute(check).catch(() => false);
      if (done === true) return;
      if (Date.now() > deadline) throw new Error(`the page did not load within 20 s (${check})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  async url() {
    return this.browser.getUrl();
  }
  async back() {
    await this.browser.back();
  }
  async forward() {
    await this.browser.forward();
  }
  async reload() {
    await this.browser.execute('window.beforeReload = true');
    await this.browser.refresh();
    await this.parsed('return window.beforeReload !== true && document.readyState !== "loading"');
  }
  async run(body: string, ...args: unknown[]) {
    const value: unknown = await this.browser.execute(body, ...args);
    // An element comes back as WebDriver's reference to it; WebdriverIO's element for it sends no command.
    if (value && typeof value === 'object' && ELEMENT_KEY in value)
      return { engineElement: await this.browser.$(value as { [ELEMENT_KEY]: string }) } satisfies ElementRef;
    return value;
  }
  async click(element: ElementRef) {
    await (element.engineElement as WebdriverIO.Element).click();
  }
  async type(element: ElementRef, text: string) {
    await (element.engineElement as WebdriverIO.Element).addValue(text);
  }
  async press(element: ElementRef, key: Key) {
    await (element.engineElement as WebdriverIO.Element).addValue(WebDriverKey[key]);
  }
  async close() {
    await this.browser.deleteSession();
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
    const capabilities: WebKitCapabilities = {
      browserName: 'MiniBrowser',
      // Commands do not wait for the page's load event: a page whose scripts a test holds back never
      // "loads", and WebKitWebDriver would hold every command until it did. The scenarios wait for what they need.
      pageLoadStrategy: 'none',
      // Classic WebDriver only: WebdriverIO would otherwise ask for a WebDriver BiDi socket as well.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    };
    const newSession = () =>
      remote({
        // A driver that is already running (hostname and port): WebdriverIO neither downloads nor starts one.
        hostname: '127.0.0.1',
        port,
        capabilities,
        // A command's failure reaches the caller as an error; WebdriverIO's log would also print those the suite
        // expects (a script run while the page is between documents, polled again until the new one answers).
        logLevel: 'silent',
        // WebKitWebDriver now and then never answers a command: it fails after 30 s, not tried again
        // (a click may have happened), and the suite runs the test once more (vitest.config.ts).
        connectionRetryTimeout: COMMAND_TIMEOUT_MS,
        connectionRetryCount: 0,
      });
    const probe = await newSession();
    const version = `WebKitGTK ${probe.capabilities.browserVersion ?? '?'}`;
    await probe.deleteSession();
    return {
      version,
      // A session per tab: a fresh MiniBrowser, with nothing left from the previous scenario.
      async newTab() {
        const browser = await newSession();
        await browser.setWindowSize(1280, 900);
        return new WebDriverTab(browser);
      },
      async close() {
        // xvfb-run's process group: the driver, Xvfb and any MiniBrowser left over.
        if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
      },
    };
  },
};

export const ENGINES: readonly EngineKind[] = [chromium, firefox, webkit];
