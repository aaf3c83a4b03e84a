/**
 * Stands in for @tanstack/devtools-event-client (vite.config.ts aliases it here): TanStack Form
 * reports every form to the TanStack devtools through that client, which keeps trying to reach
 * them over a message bus. The app ships no devtools, so the forms report to nothing, and step 1's
 * JavaScript goes without the client (about 1.3 KB gzip). The methods are the client's, as
 * @tanstack/form-core calls them (its EventClient.js subclasses this one).
 */
export class EventClient {
  readonly #pluginId: string;
  constructor({ pluginId }: { pluginId: string }) {
    this.#pluginId = pluginId;
  }
  getPluginId(): string {
    return this.#pluginId;
  }
  emit(): void {}
  on(): () => void {
    return () => {};
  }
  onAll(): () => void {
    return () => {};
  }
  onAllPluginEvents(): () => void {
    return () => {};
  }
}
