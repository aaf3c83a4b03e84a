// ESLint: typescript-eslint (with types), the rules of hooks, and the direction of imports between the app's layers.
// Formatting is Prettier's job (.prettierrc.json): no rule here is about layout.
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way, from the app shell down to the partner's data:
 *
 *   src/*.tsx (main, bootstrap, app, router, entry-prerender): the shell, wires everything together
 *     -> src/routes           one file per step: guards, loaders, the page
 *       -> src/features/<x>   one step's form, schema and api call; never another feature
 *         -> src/components   field components and layout (may use lib's i18n helpers and the tenant's types)
 *           -> src/lib        api client, analytics, i18n, dates, the onboarding store; no UI
 *             -> src/tenant   the partner in the browser: host -> slug, loading its file, theme
 *               -> src/shared rules the browser and Node share: the tenant schema, patterns, the texts' keys,
 *                             {{placeholders}} and <tags> (src/shared/i18n); pure, no DOM and no Node
 *                 -> locales  the Italian and English strings (JSON)
 *
 * Each layer may import any layer below it, never one above. src/mocks (msw handlers) stands apart and may use
 * lib, tenant and shared. src/early is the feature "before the app runs" (src/early/README.md): the inline script of a
 * partner's page, which the build compiles on its own with step 1's rules from shared (lowered to ES5 with them), and
 * the app's side of it (bootstrap's hand-over, step 1's hook, which uses the form hook of components).
 *
 * Three worlds, held apart by the layout:
 * - the browser: everything under src/ but src/shared; never Node's builtins (node:fs, …), never the tooling,
 *   never zod's full build, and zod/mini only through src/shared/zod.ts, which sets it first (step 1 loads no zod);
 * - shared (src/shared): pure rules used by both sides; only itself, locales and npm packages; no DOM globals
 *   are used there, no Node builtins, no zod's full build;
 * - Node, all under tools/: partner files (tools/partners: reads, merges and checks them, words the problems), texts
 *   (tools/texts), data (tools/data), the site build and its Vite plugins (tools/site-build), deploy (tools/deploy)
 *   and the commands' entry points (tools/commands). They may
 *   import shared and each other, never browser code: only the build compiles src/early, and it runs the server
 *   render's entry by its built file, so no React code runs in Node.
 * Tests (*.test.ts[x], everything under tests/), the bench and the mutation testing may import anything.
 */
const layers = [
  { type: 'routes', pattern: 'src/routes' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'shared', pattern: 'src/shared' },
  { type: 'tenant', pattern: 'src/tenant' },
  { type: 'mocks', pattern: 'src/mocks' },
  { type: 'early', pattern: 'src/early' },
  // Last, so that it only takes the files directly in src/ that no folder above claims.
  { type: 'shell', pattern: 'src' },
  { type: 'locales', pattern: 'locales' },
  { type: 'tooling', pattern: 'tools/partners' },
  { type: 'tooling', pattern: 'tools/texts' },
  { type: 'tooling', pattern: 'tools/data' },
  { type: 'build', pattern: 'tools/site-build' },
  { type: 'build', pattern: 'tools/deploy' },
  { type: 'scripts', pattern: 'tools/commands' },
  // Last of the tools, so that it only takes the files directly in tools/ (paths.ts, json-file.ts).
  { type: 'tooling', pattern: 'tools' },
].map((layer) => ({ ...layer, partialMatch: false }));

/** `from` may import its own layer and the layers in `to`. */
const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: [from, ...to] } } } },
});

const TESTS = ['**/*.test.{ts,tsx}', 'tests/**', 'tools/bench/**', 'tools/mutation/**'];

/** What code that runs in browsers (src/, shared rules included) never imports. */
const NOT_IN_BROWSERS = [
  ...builtinModules
    .flatMap((name) => [name, `node:${name}`])
    .map((name) => ({
      name,
      message: "Node's builtins do not run in browsers: Node code belongs in tools/.",
    })),
  ...['zod', 'zod/v4'].map((name) => ({
    name,
    message: "Import z from src/shared/zod.ts (zod/mini): zod's full build is several times larger.",
  })),
];

/** zod/mini itself: only src/shared/zod.ts imports it, so that no schema is built before zod is set to generate no code. */
const ZOD_THROUGH_ITS_SETTING = {
  name: 'zod/mini',
  message:
    'Import z from src/shared/zod.ts: it sets zod to generate no code before any schema is built (a strict CSP reports the probe).',
};

export default defineConfig(
  globalIgnores([
    'dist',
    '.e2e-dist',
    '.tmp',
    'test-results',
    'playwright-report',
    '.tanstack',
    'src/routeTree.gen.ts',
    '.releases',
  ]),

  js.configs.recommended,
  // With types: a promise nobody awaits, a Request turned into '[object Request]', an `any` leaking out.
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // The few JavaScript files are Node tooling: this config and the import resolver beside it.
    files: ['**/*.{js,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // A leading underscore names what is left out on purpose: `const { slug: _slug, ...rest } = tenant`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The router's guards `throw redirect(...)` (and `notFound()`): that is how TanStack Router leaves a route.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
        },
      ],
    },
  },

  {
    // React code and its tests; not the browser suite, where Playwright's fixtures call a `use()` that is no hook.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },

  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layers,
      'import/resolver': { [fileURLToPath(new URL('eslint-resolver.cjs', import.meta.url))]: {} },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow('shell', ['routes', 'feature', 'early', 'components', 'lib', 'tenant', 'shared', 'mocks', 'locales']),
            allow('routes', ['feature', 'early', 'components', 'lib', 'tenant', 'shared', 'locales']),
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: [
                  { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
                  { element: { types: { anyOf: ['early', 'components', 'lib', 'tenant', 'shared', 'locales'] } } },
                ],
              },
            },
            allow('components', ['lib', 'tenant', 'shared', 'locales']),
            allow('lib', ['tenant', 'shared', 'locales']),
            allow('tenant', ['shared', 'locales']),
            allow('shared', ['locales']),
            allow('mocks', ['lib', 'tenant', 'shared']),
            allow('early', ['components', 'shared']),
            allow('tooling', ['shared', 'locales']),
            allow('build', ['tooling', 'shared', 'locales', 'early']),
            allow('scripts', ['build', 'tooling', 'shared', 'locales']),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: NOT_IN_BROWSERS }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/zod.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [...NOT_IN_BROWSERS, ZOD_THROUGH_ITS_SETTING] }] },
  },
  {
    files: TESTS,
    rules: {
      'boundaries/dependencies': 'off',
      // Stand-ins for async APIs (fetch, loaders) are written `async () => value`, like what they replace.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Lighthouse and chrome-launcher are the bench's own packages (tools/bench/package.json), absent after the project's
    // npm ci. Without them every value of theirs would be an error type, so the file that imports them is linted
    // without types, the same with or without tools/bench/node_modules; npm run bench type-checks it (tsc -p tools/bench).
    files: ['tools/bench/run.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // The same for the engines suite's own packages (tests/engines/package.json: WebdriverIO, puppeteer-core), which
    // only engines.ts imports; npm run test:engines type-checks it (tsc -p tests/engines).
    files: ['tests/engines/engines.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Playwright reads a fixture's first parameter and requires it to be a destructuring pattern, even an empty one.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
);
