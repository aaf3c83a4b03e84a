/**
 * The lint holds the boundaries between the browser (src/), the shared rules (src/shared) and the
 * Node code under tools/: each probe is a file that does not
 * exist, linted with the project's own eslint.config.js as if it stood where its path says.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const ROOT = join(import.meta.dirname, '..', '..');
const RULES = new Set(['boundaries/dependencies', 'no-restricted-imports']);

// Without types: a probe is in no tsconfig project, and the rules under test need none.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: [{ files: ['**/*.ts'], ...tseslint.configs.disableTypeChecked }],
  ruleFilter: ({ ruleId }) => RULES.has(ruleId),
});

/** The rules a file at `path` breaks by importing `source`. */
async function brokenBy(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${source}';\nexport const value = probe;\n`, {
    filePath: join(ROOT, path),
  });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the lint of imports across browser, shared and Node code', () => {
  it.each([
    ['src/shared/tenant/probe.ts', '../../tenant/load-tenant', 'boundaries/dependencies'],
    ['src/shared/tenant/probe.ts', '../../lib/i18n', 'boundaries/dependencies'],
    ['src/shared/tenant/probe.ts', '../../../tools/partners/load', 'boundaries/dependencies'],
    ['src/shared/tenant/probe.ts', 'node:fs', 'no-restricted-imports'],
    ['src/shared/tenant/probe.ts', 'path', 'no-restricted-imports'],
    ['src/shared/tenant/probe.ts', 'zod', 'no-restricted-imports'],
    // zod/mini only through src/shared/zod.ts, which sets it before any schema is built.
    ['src/shared/tenant/probe.ts', 'zod/mini', 'no-restricted-imports'],
    ['src/features/user-info/probe.ts', 'zod/mini', 'no-restricted-imports'],
    ['src/tenant/probe.ts', '../../tools/partners/validate', 'boundaries/dependencies'],
    ['src/lib/probe.ts', '../../tools/partners/messages', 'boundaries/dependencies'],
    ['src/lib/probe.ts', 'node:path', 'no-restricted-imports'],
    ['src/features/eligibility/probe.ts', 'node:fs/promises', 'no-restricted-imports'],
    ['tools/partners/probe.ts', '../../src/tenant/apply-theme', 'boundaries/dependencies'],
    ['tools/partners/probe.ts', '../../src/lib/i18n', 'boundaries/dependencies'],
    ['tools/site-build/probe.ts', '../../src/tenant/load-tenant', 'boundaries/dependencies'],
    ['tools/deploy/probe.ts', '../../src/lib/api-client', 'boundaries/dependencies'],
    ['tools/commands/probe.ts', '../../src/tenant/resolve-slug', 'boundaries/dependencies'],
  ])('refuses %s importing %s (%s)', async (path, source, rule) => {
    expect(await brokenBy(path, source)).toEqual([rule]);
  });

  it.each([
    ['src/shared/tenant/probe.ts', './patterns'],
    ['src/shared/tenant/probe.ts', '../../../locales/it/common.json'],
    ['src/shared/tenant/probe.ts', '../i18n/text-keys'],
    ['src/shared/tenant/probe.ts', '../zod.ts'],
    ['src/features/user-info/probe.ts', '@/shared/zod'],
    ['src/shared/zod.ts', 'zod/mini'],
    ['tools/partners/probe.ts', 'zod/mini'],
    ['src/tenant/probe.ts', '../shared/tenant/schema'],
    ['src/lib/probe.ts', '@/shared/tenant/patterns'],
    ['tools/partners/probe.ts', '../../src/shared/tenant/schema'],
    ['tools/partners/probe.ts', 'node:fs'],
    ['tools/site-build/probe.ts', '../partners/load'],
    ['tools/commands/probe.ts', '../partners/problems'],
    ['tools/texts/probe.ts', '../json-file'],
    ['tools/commands/probe.ts', '../../src/shared/i18n/text-keys'],
  ])('allows %s importing %s', async (path, source) => {
    expect(await brokenBy(path, source)).toEqual([]);
  });
});
