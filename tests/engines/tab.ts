/**
 * What the engines suite needs from a browser, the same for every engine so the scenarios are written
 * once: engine-member.ts drives a `Tab`, engines.ts gives one per engine. This file imports no browser
 * client: those are the suite's own packages (tests/engines/package.json), absent after the project's
 * `npm ci`, and `npm run typecheck` checks this file and engine-member.ts without them.
 */

/** An element found in the page; only the engine that returned it understands it. */
export type ElementRef = { readonly engineElement: unknown };

/** The keys the scenarios press. */
export type Key = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape';

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
