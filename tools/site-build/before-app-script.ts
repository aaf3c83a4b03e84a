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
const ENTRY = '\0before-app-entry';
/**
 * Every page carries the script before its first paint: it stays small. 3.5 KB gzip (issue 39's budget;
 * issue 28's was 3 KB): the script holds the addresses of step 1's and step 2's modules, so it grows a
 * few bytes whenever the bundler names another chunk.
 */
export const BEFORE_APP_MAX_GZIP = 3.5 * 1024;

export async function beforeAppScript(root: string, config: BeforeAppConfig): Promise<string> {
  const source = join(root, BEFORE_APP_SOURCE);
  const bundle = await rolldown({
    input: ENTRY,
    cwd: root,
    resolve: { alias: { '@': join(root, 'src') } },
    logLevel: 'silent',
    plugins: [
      {
        name: 'before-app-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY ? `import { beforeApp } from ${JSON.stringify(source)};\nbeforeApp(${JSON.stringify(config)});` : null,
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
      `${BEFORE_APP_SOURCE} and the rules it imports must be ES5 (var, function): "${later[0]}" reached the page's script`,
    );
  const gzip = gzipSync(script, { level: 9 }).length;
  if (gzip > BEFORE_APP_MAX_GZIP)
    throw new Error(`${BEFORE_APP_SOURCE}: the page's script is ${gzip} bytes gzip, over its ${BEFORE_APP_MAX_GZIP}`);
  return script;
}
