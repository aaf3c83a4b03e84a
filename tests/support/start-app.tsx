import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { bootstrap } from '@/bootstrap';
import type { Analytics } from '@/lib/analytics';
import type { SiteEvents } from '@/lib/site-events';
import { EARLY_INPUT_GLOBAL } from '@/early/page-markers';

let mounted: { root: Root; container: HTMLElement } | null = null;

interface StartOptions {
  /** The page's host, e.g. acme.example.it; the origin is https://<host>. */
  host: string;
  /** Path and search of the first page. */
  url?: string;
  /** The page's origin, when it is not https://<host>. */
  origin?: string;
  analytics?: Analytics;
  fetch?: typeof fetch;
  /** A partner's page as the build writes it: its step 1 and its configuration. */
  partnerPage?: { html: string; tenant: unknown; slug: string };
  /** What the member does to that markup before the app starts. */
  beforeStart?: (container: HTMLElement) => void | Promise<void>;
  /** False for a development build; production unless told. */
  isProduction?: boolean;
  /** Where the app sends the tab away (the provider's signup page); nowhere unless told. */
  redirectTo?: (url: string) => void;
  /** What the page does to reload itself (a release since it opened); nothing unless told. */
  reload?: () => void;
  /** The site's own events; none unless told. */
  events?: SiteEvents;
}

/** Starts the app as main.tsx does, from the host onwards, in a fresh root. */
export async function startApp({
  host,
  url = '/',
  origin = `https://${host}`,
  analytics = { track: () => {} },
  fetch,
  partnerPage,
  beforeStart,
  isProduction = true,
  redirectTo = () => {},
  reload = () => {},
  events,
}: StartOptions): Promise<{ history: RouterHistory }> {
  unmountApp();
  const container = document.body.appendChild(document.createElement('div'));
  if (partnerPage) {
    // As in the page the build writes: the page's inline script finds step 1 in #root.
    container.id = 'root';
    container.innerHTML = partnerPage.html;
    container.setAttribute('data-prerendered', partnerPage.slug);
  }
  await beforeStart?.(container);
  const history = createMemoryHistory({ initialEntries: [url] });
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  let root: Root | undefined;
  await act(async () => {
    root = await bootstrap({
      container,
      embeddedTenant: partnerPage?.tenant,
      // What the page's inline script, if a test ran it, left on window (as main.tsx reads it).
      earlyRecorder: (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL],
      location: { host, search, origin, pathname: url.split('?')[0]! },
      isProduction,
      analytics,
      redirectTo,
      reload,
      events,
      history,
      fetch,
    });
  });
  mounted = { root: root!, container };
  return { history };
}

/** Called after each test by tests/setup.ts. */
export function unmountApp(): void {
  if (!mounted) return;
  const { root, container } = mounted;
  act(() => root.unmount());
  container.remove();
  mounted = null;
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  document.documentElement.lang = 'it';
}
