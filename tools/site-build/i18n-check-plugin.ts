/**
 * The whole of `npm run i18n:check` (tools/texts/check-texts.ts) in the build and the dev server.
 * The build stops on any problem, with file, key and fix.
 *
 * The dev server: a locale save reaches the open page in place (no reload, the member's answers kept).
 * Once every locale file is valid JSON, they all go to the page as the event LOCALES_EVENT, and
 * src/lib/i18n-hmr.ts puts the namespaces the page has into i18next. A save that changes only wording goes
 * at once, then the texts are checked (the whole check takes about half a second); a save that changes a
 * text's {{placeholders}}, braces or <tags>, or its keys, is checked first and goes only if right. A file
 * that is not valid JSON, or a problem the check finds (a placeholder the code does not fill in, one typed
 * with one brace), is said in the terminal and in Vite's overlay by file:line:column, over the page:
 * closing the overlay shows the page with the last good texts, and the save that fixes the file closes
 * the overlay and brings the new texts by itself. A page opened while the texts are wrong gets the last
 * good texts, and the overlay as it connects.
 */
import type { HotPayload, Plugin, ViteDevServer } from 'vite';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { checkTexts } from '../texts/check-texts.ts';
import { locateTextProblem, type LocatedProblem } from '../texts/locate.ts';
import { formatJsonError, parseJson } from '../json-file.ts';
import { LOCALES_EVENT, LOCALES_REQUEST, type LocalesPayload } from '../../src/shared/dev/live-edits.ts';

const PLUGIN = 'onboarding:i18n-check';

/** One message for all the problems, as the build and the overlay show it. */
export function textsMessage(problems: readonly string[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  const list = problems.map((problem) => `  - ${problem}`).join('\n');
  return `The texts in locales/ have ${count} (npm run i18n:check lists the same):\n${list}`;
}

/** `root`: the project (its src/ and locales/). `checkOnBuild: false` when the build's caller has checked them. */
export function i18nCheckPlugin(root: string, { checkOnBuild = true } = {}): Plugin {
  const [src, locales] = [join(root, 'src'), join(root, 'locales')];
  let pending: Promise<string[]> | undefined;
  const check = () =>
    (pending ??= checkTexts({ srcDir: src, localesDir: locales, cwd: root }).then(
      ({ problems }) => problems,
      (error: unknown) => {
        // A check that could not run (a file removed while it read) is tried again next time.
        pending = undefined;
        throw error;
      },
    ));
  const inside = (dir: string, path: string) => path.startsWith(`${dir}${sep}`);
  const isLocale = (path: string) => inside(locales, path) && path.endsWith('.json');
  let command: 'build' | 'serve' = 'build';
  const lastGood = new Map<string, string>();

  return {
    name: PLUGIN,
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
      // vite.config.ts reads the texts too (through the tenant rules): Vite would restart the server on a locale
      // save, and the page would reload. A locale save goes to the page instead (configureServer).
      const deps = config.configFileDependencies;
      for (let index = deps.length - 1; index >= 0; index -= 1) if (isLocale(deps[index] ?? '')) deps.splice(index, 1);
    },
    async buildStart() {
      if (command !== 'build' || !checkOnBuild) return;
      const problems = await check();
      if (problems.length > 0) this.error(textsMessage(problems));
    },
    configureServer(server: ViteDevServer) {
      const read = (path: string) => readFileSync(path, 'utf8');
      // The texts the open pages have: each locale file as last sent to them (at start, as it is if valid JSON).
      // A page loaded while a file is broken or wrong gets them, under the overlay, never a blank page or a raw {{placeholder}}.
      for (const path of localeFiles(locales)) {
        const text = read(path);
        if (parseJson(text).ok) lastGood.set(path, text);
      }
      let shownError: { message: string; loc?: LocatedProblem['loc'] } | undefined;
      const showError = (error: { message: string; loc?: LocatedProblem['loc'] }) => {
        shownError = error;
        server.config.logger.error(`[i18n] ${error.message}`);
        server.ws.send({
          type: 'error',
          err: { message: error.message, stack: '', plugin: PLUGIN, id: error.loc?.file, loc: error.loc },
        });
      };
      /** The check's result: the overlay's error, or undefined when the texts are right. */
      const report = async (): Promise<boolean> => {
        let problems: string[];
        try {
          problems = await check();
        } catch (error) {
          // Said in the terminal, never an unhandled rejection that would stop the dev server.
          server.config.logger.error(
            `[i18n] the texts could not be checked: ${error instanceof Error ? error.message : String(error)}`,
          );
          return false;
        }
        if (problems.length === 0) {
          shownError = undefined;
          return true;
        }
        const located = problems.map((problem) => locateTextProblem(problem, root));
        showError({ message: textsMessage(located.map(({ message }) => message)), loc: located.find(({ loc }) => loc)?.loc });
        return false;
      };
      /** Every locale file as the pages have it, to the page: it takes the namespaces it has. */
      const sendTexts = () => {
        const texts: LocalesPayload['texts'] = {};
        for (const [path, text] of lastGood) {
          const parsed = parseJson(text);
          if (parsed.ok) (texts[basename(dirname(path))] ??= {})[basename(path, '.json')] = parsed.value;
        }
        server.ws.send(LOCALES_EVENT, { texts } satisfies LocalesPayload);
      };
      const localeSaved = async (path: string) => {
        const text = read(path);
        const parsed = parseJson(text);
        const shown = relative(root, path);
        if (!parsed.ok) {
          const { line, column } = parsed.error;
          showError({ message: formatJsonError(shown, parsed.error), loc: { file: path, line, column } });
          return;
        }
        pending = undefined;
        const before = lastGood.get(path);
        const wordingOnly = before !== undefined && shapeOf(before) === shapeOf(text);
        if (wordingOnly) {
          lastGood.set(path, text);
          sendTexts();
        }
        const right = await report();
        // A new placeholder, brace, tag or key reaches the pages only once the check finds it right.
        if (!wordingOnly && right && read(path) === text) {
          lastGood.set(path, text);
          sendTexts();
        }
        if (right)
          server.config.logger.info(`[i18n] ${shown} changed: the texts are right, the open pages show them`, {
            timestamp: true,
          });
      };
      const recheck = (path: string) => {
        if (!isLocale(path) && !(inside(src, path) && /(?<!\.test)\.tsx?$/.test(path))) return;
        pending = undefined;
        if (!isLocale(path)) return void report();
        // A file that cannot be read (removed, a folder mid-rename): the check says what is wrong.
        localeSaved(path).catch(() => void report());
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, recheck);
      // A page that connects while the texts are wrong shows them in the overlay, over its last good texts.
      server.ws.on('vite:client:connect', (_data: unknown, client: { send: (payload: HotPayload) => void }) => {
        if (shownError)
          client.send({ type: 'error', err: { message: shownError.message, stack: '', plugin: PLUGIN, loc: shownError.loc } });
      });
      server.ws.on(LOCALES_REQUEST, sendTexts);
      void report();
    },
    hotUpdate({ file }) {
      if (this.environment.name !== 'client' || !isLocale(file)) return;
      // The watcher's listener above sends the texts. No module update: Vite would reload the page (i18n.ts accepts no update) and lose the member's answers.
      return [];
    },
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!isLocale(path)) return null;
      // The dev server: the texts the open pages have (the last good ones while the overlay shows a problem).
      const good = command === 'serve' ? lastGood.get(path) : undefined;
      if (good !== undefined) return { code: good, map: null };
      const parsed = parseJson(code);
      if (!parsed.ok) {
        const { line, column } = parsed.error;
        this.error({ message: formatJsonError(relative(root, path), parsed.error), id: path, loc: { file: path, line, column } });
      }
      return null;
    },
  };
}

/**
 * What of a locale file the check looks at beyond its wording: each key with its {{placeholders}}, braces
 * and <tags>. Two saves of the same shape differ only in wording; '' when not valid JSON.
 */
function shapeOf(text: string): string {
  const parsed = parseJson(text);
  if (!parsed.ok) return '';
  const shape: string[] = [];
  const visit = (tree: unknown, prefix: string): void => {
    if (typeof tree === 'object' && tree !== null)
      for (const [key, value] of Object.entries(tree)) visit(value, `${prefix}${key}.`);
    else
      shape.push(
        `${prefix}${
          String(tree)
            .match(/\{+[^{}]*\}+|[{}]|<[^<>]*>?|>/g)
            ?.join(' ') ?? ''
        }`,
      );
  };
  visit(parsed.value, '');
  return shape.join('\n');
}

/** locales/<language>/<ns>.json, every one. */
function localeFiles(dir: string): string[] {
  let languages: string[];
  try {
    languages = readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
  } catch {
    return [];
  }
  return languages.flatMap((language) =>
    readdirSync(join(dir, language))
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(dir, language, name)),
  );
}
