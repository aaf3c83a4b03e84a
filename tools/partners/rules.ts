/** What a build or the dev server accepts from partner files, and which partners it ships. */
import { basename } from 'node:path';
import type { TenantRules } from '../../src/shared/tenant/schema.ts';
import { DEMO_SLUG } from '../../src/shared/tenant/patterns.ts';
import type { TenantLoadResult } from './problems.ts';

/**
 * Set to 1 for a production build that only ever runs on this machine (the browser suite,
 * npm run bench): it accepts http:// on localhost and 127.0.0.1 and keeps the demo partner.
 */
export const TEST_BUILD_VARIABLE = 'ONBOARDING_TEST_BUILD';

export interface BuildRules extends TenantRules {
  /** tenants/demo.json, the partner of http://localhost:5173, is left out of builds that are deployed. */
  includeDemo: boolean;
}

export function buildRules(command: 'build' | 'serve', env: Record<string, string | undefined> = process.env): BuildRules {
  const local = command === 'serve' || env[TEST_BUILD_VARIABLE] === '1';
  return { allowLoopback: local, includeDemo: local };
}

/**
 * What a build of these rules ships and checks: without `includeDemo`, tenants/demo.json is left out
 * altogether (its partner, its file and its problems: its addresses are npm run dev's own, on this machine).
 */
export function shippedPartners(loaded: TenantLoadResult, rules: BuildRules): TenantLoadResult {
  if (rules.includeDemo) return loaded;
  const demo = `${DEMO_SLUG}.json`;
  const shipped = <T>(map: Map<string, T>) => new Map([...map].filter(([slug]) => slug !== DEMO_SLUG));
  const problems = loaded.problems.filter((problem) => basename(problem.file) !== demo);
  return { ...loaded, tenants: shipped(loaded.tenants), files: shipped(loaded.files), problems };
}

/** The partner files a build of these rules checks and lists (names such as acme.json). */
export function shippedFileNames(names: readonly string[], rules: BuildRules): string[] {
  return rules.includeDemo ? [...names] : names.filter((name) => name !== `${DEMO_SLUG}.json`);
}
