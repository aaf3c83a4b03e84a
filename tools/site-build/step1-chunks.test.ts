import { STEP1_APP, STEP1_LIBRARIES, STEP1_START, step1Files } from './step1-chunks';

const ROOT = '/site';
const lib = (name: string) => `${ROOT}/node_modules/${name}/index.js`;
const src = (name: string) => `${ROOT}/src/${name}`;

/** A small module graph with the shape of the app's: static imports, then dynamic ones. */
const GRAPH: Record<string, [string[], string[]]> = {
  [src('main.tsx')]: [
    [src('styles.css'), src('early/page-markers.ts'), src('lib/analytics.ts')],
    [lib('react'), lib('react-dom/client'), src('bootstrap.tsx')],
  ],
  [src('bootstrap.tsx')]: [
    [lib('react'), lib('react-dom/client'), src('early/page-markers.ts'), src('router.tsx')],
    [src('tenant/load-tenant.ts')],
  ],
  [src('router.tsx')]: [[lib('@tanstack/react-router'), src('routes/index.tsx'), src('routes/insert-info.tsx')], []],
  [src('routes/index.tsx')]: [[lib('@tanstack/react-router')], [src('routes/index.tsx?tsr-split=component')]],
  [src('routes/index.tsx?tsr-split=component')]: [[src('components/email-field.tsx')], []],
  [src('routes/insert-info.tsx')]: [[lib('@tanstack/react-router')], [src('routes/insert-info.tsx?tsr-split=component')]],
  [src('routes/insert-info.tsx?tsr-split=component')]: [[src('components/date-field.tsx'), lib('autocomplete'), lib('zod')], []],
  [src('tenant/load-tenant.ts')]: [[src('shared/tenant/schema.ts')], []],
};

const moduleInfo = (id: string) => {
  const node = GRAPH[id];
  return node ? ({ id, importedIds: node[0], dynamicallyImportedIds: node[1] } as never) : null;
};

describe("step 1's files", () => {
  const files = step1Files(ROOT, moduleInfo);

  it("put what the entry imports itself in a file of its own, not the entry's stylesheet", () => {
    expect(files.get(src('early/page-markers.ts'))).toBe(STEP1_START);
    expect(files.get(src('lib/analytics.ts'))).toBe(STEP1_START);
    expect(files.has(src('styles.css'))).toBe(false);
    expect(files.has(src('main.tsx'))).toBe(false);
  });

  it('put the libraries the app starts with in one file, its own code for the start and step 1 in another', () => {
    expect(files.get(lib('react-dom/client'))).toBe(STEP1_LIBRARIES);
    expect(files.get(lib('@tanstack/react-router'))).toBe(STEP1_LIBRARIES);
    expect(files.get(lib('react'))).toBe(STEP1_LIBRARIES);
    expect(files.get(src('bootstrap.tsx'))).toBe(STEP1_APP);
    expect(files.get(src('router.tsx'))).toBe(STEP1_APP);
    expect(files.get(src('routes/index.tsx?tsr-split=component'))).toBe(STEP1_APP);
    expect(files.get(src('components/email-field.tsx'))).toBe(STEP1_APP);
  });

  it('leave out what only a later step loads', () => {
    expect(files.has(src('routes/insert-info.tsx?tsr-split=component'))).toBe(false);
    expect(files.has(src('components/date-field.tsx'))).toBe(false);
    expect(files.has(lib('autocomplete'))).toBe(false);
    expect(files.has(lib('zod'))).toBe(false);
    expect(files.has(src('tenant/load-tenant.ts'))).toBe(false);
    expect(files.has(src('shared/tenant/schema.ts'))).toBe(false);
    // The route's definition loads with the router, its component lazily: only the definition is step 1's.
    expect(files.get(src('routes/insert-info.tsx'))).toBe(STEP1_APP);
  });

  it('say which module is missing when the build has no entry or no step-1 route', () => {
    expect(() => step1Files('/elsewhere', moduleInfo)).toThrow(/no module \/elsewhere\/src\/main.tsx/);
    const noRoute = (id: string) => (id === src('routes/index.tsx') ? null : moduleInfo(id));
    expect(() => step1Files(ROOT, noRoute)).toThrow(/no module \/site\/src\/routes\/index.tsx/);
  });
});
