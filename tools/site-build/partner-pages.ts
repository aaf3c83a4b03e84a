/**
 * The HTML documents of the site, written by the build from Vite's manifest (the documented
 * way to put Vite's output in pages of one's own) and the server renders of src/entry-prerender.tsx:
 * - partners/<slug>.html: the partner's step 1, its colours, its configuration;
 * - partners/<slug>/insert-info.html: the partner's step 2 likewise, with its guard in the head;
 * - index.html: the generic page, which finds the partner from the host and fetches its file;
 * - not-found.html: "Azienda non trovata", with no script, for hosts that are no partner.
 * Every document is made here from its parts; none is an edit of another tool's output.
 */
import { createHash } from 'node:crypto';
import { SLUG_PATTERN } from '../../src/shared/tenant/patterns.ts';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_STEP_ATTRIBUTE } from '../../src/early/page-markers.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The JavaScript of the first screen: the entry and the step-1 route, with their static imports. */
export interface Step1Scripts {
  entry: string;
  preloads: string[];
}

/** The app's entry module: the client build's input. */
export const CLIENT_ENTRY = 'src/main.tsx';

export const STEP1_ROUTE = 'src/routes/index.tsx';

function staticImports(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest names ${key}, which it does not hold`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticImports(manifest, imported, seen);
}

export function step1Scripts(manifest: Manifest): Step1Scripts {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`the build manifest has ${entries.length} entries, expected 1 (src/main.tsx)`);
  const entryKey = entries[0]!;
  const route = Object.keys(manifest).find((key) => key.startsWith(STEP1_ROUTE) && key !== entryKey);
  if (!route) throw new Error(`the build manifest has no chunk for ${STEP1_ROUTE}`);
  const keys = new Set<string>();
  staticImports(manifest, entryKey, keys);
  // The entry loads the app in steps (src/main.tsx): those chunks are needed at once too.
  for (const imported of manifest[entryKey]!.dynamicImports ?? []) staticImports(manifest, imported, keys);
  staticImports(manifest, route, keys);
  const entry = manifest[entryKey]!.file;
  const preloads = [...keys].map((key) => manifest[key]!.file).filter((file) => file !== entry && file.endsWith('.js'));
  return { entry, preloads: [...new Set(preloads)].sort() };
}

export const STEP2_ROUTE = 'src/routes/insert-info.tsx';

/** Step 2's texts, loaded by its route (src/lib/i18n.ts, loadTexts): a chunk of their own. */
export const STEP2_TEXTS = 'locales/it/userInfo.json';

/**
 * The JavaScript step 2 adds to step 1's: the chunks of its route's component and its texts that
 * step 1 has not loaded. The page fetches them once step 1's answers are right, before Conferma is
 * pressed, so step 2 waits for neither after it.
 */
export function step2Scripts(manifest: Manifest, step1: Step1Scripts): string[] {
  const route = Object.keys(manifest).filter((name) => name.startsWith(`${STEP2_ROUTE}?`));
  if (route.length === 0) throw new Error(`the build manifest has no chunk for ${STEP2_ROUTE}'s component`);
  const keys = new Set<string>();
  for (const key of [...route, ...(manifest[STEP2_TEXTS] ? [STEP2_TEXTS] : [])]) staticImports(manifest, key, keys);
  const loaded = new Set([step1.entry, ...step1.preloads]);
  const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js') && !loaded.has(file));
  return [...new Set(files)].sort();
}

/** The stylesheets the entry pulls in, in order: inlined into every page. */
export function entryStylesheets(manifest: Manifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return entry?.css ?? [];
}

/** The CSP source that allows exactly this inline <style> or <script> content. */
export function inlineHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** JSON inside <script type="application/json">: no "<" can end the element or open a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** An inline <script> may hold no "</script" or "<!--" (the script is ours, but a page must never break silently). */
function scriptElement(code: string): string {
  if (/<\/script|<!--/i.test(code)) throw new Error('an inline script contains "</script" or "<!--"');
  return `<script>${code}</script>`;
}

/** An inline <style> may hold no "</style" (the CSS is ours, but a page must never break silently). */
function styleElement(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('an inline stylesheet contains "</style"');
  return `<style>${css}</style>`;
}

export interface PageParts {
  title: string;
  /** Inline stylesheets, in order: the app's CSS, then the partner's colours. */
  styles: string[];
  /** The app's scripts, loaded from the head (the generic page); none on a page that needs no JavaScript. */
  scripts?: Step1Scripts;
  /**
   * A page already drawn (a partner's): its one inline script (tools/site-build/before-app-script.ts),
   * which records what the member does and starts the app after the first paint.
   */
  beforeApp?: string;
  /** The markup of #root, the slug of the partner it was rendered for and, for a later step than step 1, that step's path. */
  root?: { html: string; partner?: string; step?: string };
  /**
   * Inline scripts in the head, run in order before anything is drawn: step 2's guard (src/early/step2-guard.ts)
   * and what keeps the member's first moves for the inline script (src/early/early-moves.ts).
   */
  headScripts?: string[];
  /** Shown with JavaScript off (markup). */
  noscript?: string;
  /** Shown by the inline script if the app cannot start (markup, hidden until then). */
  startNotice?: string;
  /** The `<template>`s the inline script fills (src/early/templates.tsx). */
  templates?: string;
  /** The partner's configuration, for the app to start without fetching it. */
  config?: { id: string; value: unknown };
  /** What the inline script answers step 1 with (Step1Page): same script, this partner's data. */
  step1?: { id: string; value: unknown };
}

export function pageDocument({
  title,
  styles,
  scripts,
  beforeApp,
  headScripts = [],
  root,
  noscript,
  startNotice,
  templates,
  config,
  step1,
}: PageParts): string {
  if (root?.partner !== undefined && !SLUG_PATTERN.test(root.partner)) throw new Error(`"${root.partner}" is not a partner slug`);
  const head = [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="referrer" content="strict-origin-when-cross-origin" />',
    '<meta name="robots" content="noindex" />',
    '<meta name="theme-color" content="#ffffff" />',
    '<link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />',
    `<title>${escapeHtml(title)}</title>`,
    ...headScripts.map(scriptElement),
    ...styles.map(styleElement),
    ...(scripts
      ? [
          `<script type="module" crossorigin src="/${scripts.entry}"></script>`,
          ...scripts.preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
        ]
      : []),
  ];
  if (root?.step !== undefined && !/^\/[a-z-]+$/.test(root.step)) throw new Error(`"${root.step}" is not a step's path`);
  const marker =
    (root?.partner ? ` ${PRERENDERED_ATTRIBUTE}="${root.partner}"` : '') +
    (root?.step ? ` ${PRERENDERED_STEP_ATTRIBUTE}="${root.step}"` : '');
  const body = [
    ...(noscript ? [`<noscript>${noscript}</noscript>`] : []),
    `<div id="root"${marker}>${root?.html ?? ''}</div>`,
    ...(startNotice ? [startNotice] : []),
    ...(templates ? [templates] : []),
    ...[config, step1].flatMap((data) =>
      data ? [`<script type="application/json" id="${escapeHtml(data.id)}">${jsonForScript(data.value)}</script>`] : [],
    ),
    ...(beforeApp ? [scriptElement(beforeApp)] : []),
  ];
  return ['<!doctype html>', '<html lang="it">', '<head>', ...head, '</head>', '<body>', ...body, '</body>', '</html>', ''].join(
    '\n',
  );
}
