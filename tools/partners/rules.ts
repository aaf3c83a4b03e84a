/** What a build or the dev server accepts from partner files, and which partners it ships. */
import type { TenantRules } from '../../src/shared/tenant/schema.ts';

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
