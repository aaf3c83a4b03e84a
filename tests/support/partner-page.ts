/**
 * A partner's page as the build writes it, for jsdom: step 1 drawn by the server render, the page's
 * data beside #root, and the page's inline script (src/early/before-app.ts, the very text the build
 * writes) to run on it before the app starts.
 */
import { renderPartnerPage } from '@/entry-prerender';
import { STEP1_PAGE_ID } from '@/early/page-markers';
import type { TenantConfig } from '@/shared/tenant/schema';
import { beforeAppScript, earlyMovesScript } from '../../tools/site-build/before-app-script';
import { jsonForScript } from '../../tools/site-build/partner-pages';
import { testTenant } from './test-tenant';

/** What the build tells the inline script: where the app's scripts are, and when to give up on them. */
export const BEFORE_APP_CONFIG = {
  entry: '/assets/main.js',
  preloads: [],
  next: ['/assets/insert-info.js'],
  failAfterMs: 10_000,
};

let script: Promise<string> | undefined;
/** The inline script, built once per test file (Vitest runs from the repository's root). */
export const inlineScript = (): Promise<string> => (script ??= beforeAppScript(process.cwd(), BEFORE_APP_CONFIG));

export type PartnerPage = Awaited<ReturnType<typeof partnerPage>>;

/** The partner's page: its step 1's markup and data, and its configuration as the page carries it. */
export async function partnerPage(tenant: TenantConfig = testTenant()) {
  const { html, step1, templates } = await renderPartnerPage(tenant);
  return { html, step1, templates, tenant: JSON.parse(JSON.stringify(tenant)) as unknown, slug: tenant.slug };
}

/** Adds the page's data and templates for its inline script beside #root, as the build does, until the test ends. */
export function addStep1Data({ step1, templates }: Pick<PartnerPage, 'step1' | 'templates'>): void {
  const markup = document.createElement('div');
  markup.innerHTML = templates;
  const added = [...markup.children];
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = STEP1_PAGE_ID;
  data.textContent = jsonForScript(step1);
  document.body.append(...added, data);
  onTestFinished(() => [...added, data].forEach((element) => element.remove()));
}

/** Runs the page's inline script, as the browser does once it has parsed step 1. */
export async function runInlineScript(): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function(await inlineScript()) as () => void)();
}

let movesScript: Promise<string> | undefined;
/** The head script that keeps the member's first moves (src/early/early-moves.ts), as the build writes it. */
export const headScript = (): Promise<string> => (movesScript ??= earlyMovesScript(process.cwd()));

/**
 * Runs that head script, as the browser does before it draws the page; until `parsed` is
 * called the document reads as still loading, as it does in a browser until the inline script has run.
 */
export async function runHeadScript(): Promise<{ parsed: () => void }> {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  const parsed = () => void delete (document as { readyState?: unknown }).readyState;
  onTestFinished(parsed);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function(await headScript()) as () => void)();
  return { parsed };
}
