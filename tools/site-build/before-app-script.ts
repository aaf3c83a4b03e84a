/**
 * The inline script of a partner's page, made from src/early/before-app.ts and what it imports (the
 * step-1 rules from src/shared, the field markup and the pointer-release wait from src/components: one
 * copy of each, shared with the app): bundled by Rolldown (the bundler of Vite itself), lowered to
 * ES5 and minified by SWC, then called with the build's values. The same text for every page of a
 * build, so one CSP hash allows it: what differs from partner to partner (domains, texts, the markup's
 * templates) is data in the page (src/early/step1-page.ts, templates.tsx).
 *
 * The sources are modern TypeScript. ES5 is what every browser since 2012 runs, among them those too old
 * for the app's modules (Safari 9 and 10, Chrome before 61), which this script must reach to say that the
 * page cannot work there: SWC lowers `let`, `const`, arrows, classes and template literals (Oxc, Vite's
 * own, does not lower `let`/`const` or classes). The build stops if anything later reaches the script.
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import { transform } from '@swc/core';
import type { BeforeAppConfig } from '../../src/early/before-app.ts';

export const BEFORE_APP_SOURCE = 'src/early/before-app.ts';
/** What ES5 lacks and the minifier does not write by itself. */
export const LATER_THAN_ES5 = /=>|\b(let|const|class|async|await|of)\s|\$\{|\.\.\./;
const ENTRY = '\0inline-script-entry';
/**
 * Every page carries the script before its first paint: it stays small. 3.75 KB gzip: issue 39's budget
 * was 3.5 KB (issue 28's 3 KB); issue 41 gave the script step 2 (it leads there, and records there) and
 * Back to step 1 with its answers, which took it to 3.58 KB. It holds the addresses of step 1's and
 * step 2's modules, so it grows a few bytes whenever the bundler names another chunk.
 */
export const BEFORE_APP_MAX_GZIP = 3.75 * 1024;

export async function beforeAppScript(root: string, config: BeforeAppConfig): Promise<string> {
  return inlineScript(root, BEFORE_APP_SOURCE, `beforeApp(${JSON.stringify(config)})`, BEFORE_APP_MAX_GZIP);
}

export const STEP2_GUARD_SOURCE = 'src/early/step2-guard.ts';
/** The guard in the head of step 2's page holds one test and one redirect. */
export const STEP2_GUARD_MAX_GZIP = 512;

/** The head script of a partner's step-2 page (src/early/step2-guard.ts). */
export const step2GuardScript = (root: string): Promise<string> =>
  inlineScript(root, STEP2_GUARD_SOURCE, 'step2Guard()', STEP2_GUARD_MAX_GZIP);

export const EARLY_MOVES_SOURCE = 'src/early/early-moves.ts';
/** The head script that keeps the member's first moves holds a list of events, no more. */
export const EARLY_MOVES_MAX_GZIP = 512;

/** The head script of a partner's pages that keeps the member's first moves (src/early/early-moves.ts). */
export const earlyMovesScript = (root: string): Promise<string> =>
  inlineScript(root, EARLY_MOVES_SOURCE, 'keepEarlyMoves()', EARLY_MOVES_MAX_GZIP);

/** `call` (a call of a function `source` exports), with what it imports, as an ES5 script of at most `maxGzip` bytes. */
async function inlineScript(root: string, sourceFile: string, call: string, maxGzip: number): Promise<string> {
  const source = join(root, sourceFile);
  const name = /^(\w+)\(/.exec(call)![1]!;
  const bundle = await rolldown({
    input: ENTRY,
    cwd: root,
    resolve: { alias: { '@': join(root, 'src') } },
    logLevel: 'silent',
    plugins: [
      {
        name: 'inline-script-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) => (id === ENTRY ? `import { ${name} } from ${JSON.stringify(source)};\n${call};` : null),
      },
    ],
  });
  let bundled: string;
  try {
    const { output } = await bundle.generate({ format: 'iife' });
    bundled = output[0].code;
  } finally {
    await bundle.close();
  }
  // Throws on a syntax error. `loose`: the smaller ES5 of spreads and classes. A for…of brings an iterator helper: write an index.
  const { code } = await transform(bundled, {
    filename: 'before-app.js',
    jsc: {
      target: 'es5',
      loose: true,
      parser: { syntax: 'ecmascript' },
      minify: { compress: true, mangle: true },
    },
    minify: true,
  });
  const script = code.trim();
  const later = LATER_THAN_ES5.exec(script);
  if (later)
    throw new Error(
      `${sourceFile} and the rules it imports must be ES5 (var, function): "${later[0]}" reached the page's script`,
    );
  const gzip = gzipSync(script, { level: 9 }).length;
  if (gzip > maxGzip) throw new Error(`${sourceFile}: the page's script is ${gzip} bytes gzip, over its ${maxGzip}`);
  return script;
}
