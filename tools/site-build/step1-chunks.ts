/**
 * How the build cuts step 1's JavaScript into files (Rolldown's `output.codeSplitting.groups`).
 *
 * Left to itself, Rolldown gives each set of modules with the same importers a chunk of its own. Step 1
 * loaded 22 scripts that way, a dozen of them under 1 KB. Each was compressed alone, and each was one more
 * request on a phone and one more preload for the page's inline script to add. All in one file, the same
 * code is 5 KB gzip smaller.
 *
 * So the modules that step 1 runs go in three files:
 * - `step1-start`: what the entry imports itself (it runs before the app starts);
 * - `step1-libs`: the libraries the app starts with (they change with an upgrade, not with a release);
 * - `step1-app`: the app's own code for the start and step 1.
 *
 * The entry starts the app in stages, one task each (src/main.tsx): React, react-dom's client, then
 * the app. Those stay apart: the first stage evaluates the libraries' modules, the second runs
 * react-dom's (lazily wrapped) code, the third evaluates the app's. If the entry imported one of the two
 * big files itself, the whole start would run in one task.
 *
 * What only step 2 or 3 runs stays out of all three: step 1 downloads nothing it did not before.
 */
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { CLIENT_ENTRY, STEP1_ROUTE } from './partner-pages.ts';

type ModuleInfo = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;
type ModuleInfoOf = (id: string) => ModuleInfo | null;

export const STEP1_START = 'step1-start';
export const STEP1_LIBRARIES = 'step1-libs';
export const STEP1_APP = 'step1-app';

const LIBRARY = /[\\/]node_modules[\\/]/;
const STYLESHEET = /\.css($|\?)/;

/** Every module that `from` imports statically, `from` included. */
function staticClosure(moduleInfo: ModuleInfoOf, from: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The file of step 1 each module goes in; a module of no step-1 file is absent. */
export function step1Files(root: string, moduleInfo: ModuleInfoOf): Map<string, string> {
  const entry = resolve(root, CLIENT_ENTRY);
  const step1Route = resolve(root, STEP1_ROUTE);
  if (!moduleInfo(entry)) throw new Error(`step 1's files: the build has no module ${entry}`);
  const route = moduleInfo(step1Route);
  if (!route) throw new Error(`step 1's files: the build has no module ${step1Route}`);
  const files = new Map<string, string>();
  for (const id of staticClosure(moduleInfo, [entry])) {
    if (id !== entry && !STYLESHEET.test(id)) files.set(id, STEP1_START);
  }
  // The app as the entry starts it, and step 1's route with its component (split off by the router's plugin).
  const started = [resolve(root, 'src/bootstrap.tsx'), step1Route, ...route.dynamicallyImportedIds];
  for (const id of staticClosure(moduleInfo, started)) {
    if (!files.has(id)) files.set(id, LIBRARY.test(id) ? STEP1_LIBRARIES : STEP1_APP);
  }
  return files;
}

export function step1CodeSplitting(root: string): Rolldown.CodeSplittingOptions {
  let files: Map<string, string> | undefined;
  // One group per file: a group whose name function returned several names would take the
  // dependencies of each into that one's file (includeDependenciesRecursively), whatever it answered for them.
  const group = (file: string, priority: number): Rolldown.CodeSplittingGroup => ({
    name: (id, ctx) => {
      files ??= step1Files(root, (moduleId) => ctx.getModuleInfo(moduleId));
      return files.get(id) === file ? file : null;
    },
    priority,
  });
  return { groups: [group(STEP1_START, 3), group(STEP1_LIBRARIES, 2), group(STEP1_APP, 1)] };
}
