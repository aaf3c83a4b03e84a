/**
 * The inline script of a partner's page, made from src/early/before-app.ts: compiled from
 * TypeScript and minified with the tools Vite itself uses (Oxc), then called with the build's
 * values. The same text for every page of a build, so one CSP hash allows it.
 *
 * The file is written in ES5 (var, function); the minifier writes its strings as template
 * literals, the one later syntax in the output, which every browser since 2015 reads, among
 * them those too old for the app's modules (Safari 9 and 10, Chrome before 61), which this
 * script must reach to say that the page cannot work there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync, transformWithOxc } from 'vite';
import type { BeforeAppConfig } from '../src/early/before-app.ts';

export const BEFORE_APP_SOURCE = 'src/early/before-app.ts';
const DECLARATION = /^export function beforeApp\(/m;
/** Browsers that run classic scripts but not the app's modules. */
const OLDEST = ['chrome41', 'firefox34', 'safari9'];

export async function beforeAppScript(root: string, config: BeforeAppConfig): Promise<string> {
  const path = join(root, BEFORE_APP_SOURCE);
  // Throws on a syntax error, naming the file; `import type` lines go with the types.
  const { code } = await transformWithOxc(readFileSync(path, 'utf8'), path, { lang: 'ts', target: OLDEST });
  if (!DECLARATION.test(code)) throw new Error(`${BEFORE_APP_SOURCE} must declare "export function beforeApp(config)"`);
  const body = code.replace(DECLARATION, 'function beforeApp(');
  // An inline classic script can neither import nor export: the file may only import types.
  if (/^\s*(import|export)\b/m.test(body))
    throw new Error(`${BEFORE_APP_SOURCE} may import types only, and export only beforeApp`);
  const program = `(function(){${body}\nbeforeApp(${JSON.stringify(config)})})()`;
  const minified = minifySync('before-app.js', program, { compress: { target: OLDEST }, mangle: true });
  if (minified.errors.length > 0)
    throw new Error(`${BEFORE_APP_SOURCE}: ${minified.errors.map((error) => error.message).join('; ')}`);
  return minified.code.trim();
}
