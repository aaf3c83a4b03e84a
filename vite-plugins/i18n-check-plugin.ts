/**
 * The whole of `npm run i18n:check` (tooling/i18n/check-texts.ts) in the build and the dev server.
 * The build stops on any problem, with file, key and fix. The dev server prints them in the terminal
 * and shows them in the page, in Vite's error overlay: locales/it/common.json, which every page imports,
 * fails with them; they are checked again when a locale file or the code changes. A locale file that is not
 * valid JSON fails with its file:line:column, before Vite's own JSON plugin (whose error names the file
 * "[object Object]" in the terminal and leaves a blank page).
 */
import type { Plugin, ViteDevServer } from 'vite';
import { join, relative, sep } from 'node:path';
import { checkTexts } from '../tooling/i18n/check-texts.ts';
import { formatJsonError, parseJson } from '../tooling/tenant/json-file.ts';

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
  const shown = join(locales, 'it', 'common.json');
  let command: 'build' | 'serve' = 'build';

  return {
    name: PLUGIN,
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
    },
    async buildStart() {
      if (command !== 'build' || !checkOnBuild) return;
      const problems = await check();
      if (problems.length > 0) this.error(textsMessage(problems));
    },
    configureServer(server: ViteDevServer) {
      const report = async () => {
        let problems: string[];
        try {
          problems = await check();
        } catch (error) {
          // Said in the terminal, never an unhandled rejection that would stop the dev server.
          server.config.logger.error(
            `[i18n] the texts could not be checked: ${error instanceof Error ? error.message : String(error)}`,
          );
          return;
        }
        if (problems.length === 0) return;
        const message = textsMessage(problems);
        server.config.logger.error(`[i18n] ${message}`);
        server.ws.send({ type: 'error', err: { message, stack: '', plugin: PLUGIN } });
      };
      const recheck = (path: string) => {
        if (!isLocale(path) && !(inside(src, path) && /(?<!\.test)\.tsx?$/.test(path))) return;
        pending = undefined;
        // The page's next load fetches the Italian texts again, and fails or not with the new result.
        const graph = server.environments.client.moduleGraph;
        for (const module of graph.getModulesByFile(shown) ?? []) graph.invalidateModule(module);
        void report();
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, recheck);
      void report();
    },
    async transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!isLocale(path)) return null;
      const parsed = parseJson(code);
      if (!parsed.ok) {
        const { line, column } = parsed.error;
        this.error({ message: formatJsonError(relative(root, path), parsed.error), id: path, loc: { file: path, line, column } });
      }
      const problems = command === 'serve' && path === shown ? await check() : [];
      if (problems.length > 0) this.error({ message: textsMessage(problems), id: path });
      return null;
    },
  };
}
