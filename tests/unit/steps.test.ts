/**
 * The map of the steps (src/shared/steps.ts) against what it names: the route tree's pages, the
 * locale files, the feature folders; and no other module of src/ writes a step's path or done flag.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FileRoutesByFullPath } from '../../src/routeTree.gen';
import { STEPS, STEP_ORDER, stepAt, type Step } from '../../src/shared/steps';

const ROOT = join(import.meta.dirname, '..', '..');
const steps: Step[] = STEP_ORDER.map((id) => STEPS[id]);

/** Every source file under src/, as [path from the root, text]. */
function sources(dir = join(ROOT, 'src')): Array<[string, string]> {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [[relative(ROOT, path), readFileSync(path, 'utf8')]] : [];
  });
}

describe('the steps', () => {
  it("are the route tree's pages, in the member's order, numbered 1 to 3", () => {
    const paths: Array<keyof FileRoutesByFullPath> = steps.map((step) => step.path);
    const tree = readFileSync(join(ROOT, 'src', 'routeTree.gen.ts'), 'utf8');
    const fullPaths = /fullPaths: (.*)/
      .exec(tree)?.[1]
      ?.match(/'[^']*'/g)
      ?.map((path) => path.slice(1, -1));
    expect([...paths].sort()).toEqual(fullPaths?.sort());
    expect(steps.map((step) => step.number)).toEqual([1, 2, 3]);
    expect(stepAt('/insert-info')).toBe(STEPS.details);
    expect(stepAt('/altro')).toBeUndefined();
  });

  it('name their locale file, feature folder and the specification’s flags', () => {
    for (const step of steps) {
      expect(existsSync(join(ROOT, 'locales', 'it', `${step.namespace}.json`))).toBe(true);
      expect(existsSync(join(ROOT, 'src', 'features', step.feature))).toBe(true);
    }
    expect(steps.map((step) => step.doneFlag)).toEqual([
      'stepSelectCompanyCompleted',
      'stepUserInfoCompleted',
      'stepDescriptionCompleted',
    ]);
  });

  it('are the only place in src/ that writes a step’s path or done flag (the route files name their own path)', () => {
    const written: string[] = [];
    for (const [file, text] of sources()) {
      if (file === join('src', 'shared', 'steps.ts') || file === join('src', 'routeTree.gen.ts')) continue;
      for (const step of steps) {
        const own = file === join('src', 'routes', step.path === '/' ? 'index.tsx' : `${step.path.slice(1)}.tsx`);
        const path = step.path === '/' ? [] : [`'${step.path}'`];
        for (const name of [...path, step.doneFlag]) {
          const count = text.split(name).length - 1;
          // A route file names its own path once, in createFileRoute (the route generator's rule).
          if (count > (own && name.startsWith("'") ? 1 : 0)) written.push(`${file}: ${name}`);
        }
      }
    }
    expect(written).toEqual([]);
  });
});
