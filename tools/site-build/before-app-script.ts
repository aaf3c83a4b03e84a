/**
 * The inline script of a partner's page, made from src/early/before-app.ts and the step-1 rules it
 * imports from src/shared (one copy of each rule, shared with the app): bundled by Rolldown (the
 * bundler of Vite itself), lowered and minified with Oxc, then called with the build's values.
 * The same text for every page of a build, so one CSP hash allows it: what differs from partner to
 * partner (domains, texts) is data in the page (src/early/step1-page.ts).
 *
 * The files are written in ES5 (var, function); the minifier writes its strings as template
 * literals, the one later syntax in the output, which every browser since 2015 reads, among
 * them those too old for the app's modules (Safari 9 and 10, Chrome before 61), which this
 * script must reach to say that the page cannot work there. The build stops if anything later
 * (let, const, classes, spreads, template placeholders) reaches the script, from whichever file.
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import { minifySync, transformWithOxc } from 'vite';
import type { BeforeAppConfig } from '../../src/early/before-app.ts';

export const BEFORE_APP_SOURCE = 'src/early/before-app.ts';
/** Browsers that run classic scripts but not the app's modules. */
const OLDEST = ['chrome41', 'firefox34', 'safari9'];
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
  // Throws on a syntax error; arrow functions and `??` become ES5.
  const { code } = await transformWithOxc(bundled, 'before-app.js', { lang: 'js', target: OLDEST });
  const minified = minifySync('before-app.js', code, { compress: { target: OLDEST }, mangle: true });
  if (minified.errors.length > 0)
    throw new Error(`${BEFORE_APP_SOURCE}: ${minified.errors.map((error) => error.message).join('; ')}`);
  const script = minified.code.trim();
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
