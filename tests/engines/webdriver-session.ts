/**
 * Classic WebDriver (W3C) over HTTP: the dozen commands the engines suite sends to WebKitWebDriver.
 * The protocol is JSON over fetch, so a few lines replace a client library and the browser drivers
 * it would download (edgedriver, geckodriver) for engines this suite drives otherwise.
 */

/** A command WebKitWebDriver never answers fails after this long (the suite retries a test once). */
const COMMAND_TIMEOUT_MS = 30_000;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

async function command(url: string, method: 'GET' | 'POST' | 'DELETE', body?: Json): Promise<unknown> {
  const answer = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
  });
  const { value } = (await answer.json()) as { value: unknown };
  if (!answer.ok) {
    const { error, message } = (value ?? {}) as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${error ?? answer.status} ${message ?? ''}`.trim());
  }
  return value;
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    /** The capabilities the driver granted, browserVersion among them. */
    readonly capabilities: { browserVersion?: string },
  ) {}

  static async start(driverUrl: string, capabilities: { [key: string]: Json }): Promise<WebDriverSession> {
    const value = (await command(`${driverUrl}/session`, 'POST', { capabilities: { alwaysMatch: capabilities } })) as {
      sessionId: string;
      capabilities: { browserVersion?: string };
    };
    return new WebDriverSession(`${driverUrl}/session/${value.sessionId}`, value.capabilities);
  }

  private send(path: string, body: Json = {}) {
    return command(`${this.base}${path}`, 'POST', body);
  }

  executeScript(script: string, args: unknown[]): Promise<unknown> {
    return this.send('/execute/sync', { script, args: args as Json[] });
  }
  async navigateTo(url: string) {
    await this.send('/url', { url });
  }
  async getUrl(): Promise<string> {
    return (await command(`${this.base}/url`, 'GET')) as string;
  }
  async back() {
    await this.send('/back');
  }
  async forward() {
    await this.send('/forward');
  }
  async refresh() {
    await this.send('/refresh');
  }
  async elementClick(element: string) {
    await this.send(`/element/${element}/click`);
  }
  async elementSendKeys(element: string, text: string) {
    await this.send(`/element/${element}/value`, { text });
  }
  async setWindowSize(width: number, height: number) {
    await this.send('/window/rect', { width, height });
  }
  async end() {
    await command(this.base, 'DELETE');
  }
}
