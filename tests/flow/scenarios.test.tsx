/**
 * The shared scenarios (tests/scenarios/flow.scenarios.ts), every one of them, in jsdom: the app as
 * main.tsx starts it on the test partner's host, the provider stood in by msw. Those tagged `engines`
 * run in Chromium, Firefox ESR and WebKit too (tests/engines/flow.engines.ts).
 */
import { test as base } from 'vitest';
import type { ScenarioContext } from '../scenarios/member';
import { flowScenarios } from '../scenarios/flow.scenarios';
import { JsdomMember, MswProvider, partnerOf } from '../support/jsdom-member';
import { testTenant } from '../support/test-tenant';

const tenant = testTenant();

const test = base.extend<ScenarioContext>({
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's needs from its first argument
  member: async ({}, provide) => provide(new JsdomMember(tenant)),
  // eslint-disable-next-line no-empty-pattern
  provider: async ({}, provide) => provide(new MswProvider()),
});

describe('the shared scenarios, in jsdom', () => {
  flowScenarios(test, { partners: [partnerOf(tenant)], pagesWrittenAtBuild: true });
});
