/**
 * The shared scenarios tagged `engines` (tests/scenarios/flow.scenarios.ts, which the flow tests run
 * in jsdom) in every engine: Chromium, Firefox ESR and WebKit/WebKitGTK, on both ways the site is
 * served: the generic page on a static host (serve.ts), and each partner's own page behind nginx
 * with deploy/nginx.conf, where the seconds before the app runs are tried too (its scripts held
 * back by a gate in front of nginx). The provider API is the browser suites' HTTP stand-in.
 *
 * Below them, the two things only a browser's own loading shows, which jsdom has no part of:
 * scripts refused on the way, and a reload after which the browser may put typed text back.
 */
import { test as base } from 'vitest';
import { API_ORIGIN, API_PORT, GATE_PORT, NGINX_HTTP_PORT, NGINX_PORT, siteUrl } from '../e2e/support/ports';
import { BUILD_DIR, REPO } from '../e2e/support/paths';
import { startNginx, type RunningNginx } from '../e2e/support/nginx';
import { ProviderStandIn } from '../e2e/support/provider-stand-in';
import { ScriptGate } from '../e2e/support/script-gate';
import { SUPPORT_EMAIL, TENANTS } from '../e2e/support/tenants';
import { flowScenarios } from '../scenarios/flow.scenarios';
import type { ScenarioContext } from '../scenarios/member';
import { ui } from '../scenarios/ui';
import { ENGINES, type Engine } from './engines';
import { EngineMember, type EngineSite } from './engine-member';
import { StandInProvider } from './stand-in-provider';

const chosen = process.env.ENGINES?.split(',') ?? ENGINES.map((engine) => engine.name);
const engines = ENGINES.filter((engine) => chosen.includes(engine.name));
const [alfa] = TENANTS;

const api = new ProviderStandIn();
const gate = new ScriptGate();
let nginx: RunningNginx | undefined;
beforeAll(async () => {
  await api.start(API_PORT);
  nginx = await startNginx({ root: BUILD_DIR, port: NGINX_PORT, httpPort: NGINX_HTTP_PORT, repo: REPO });
  await gate.start({ port: GATE_PORT, upstreamPort: NGINX_PORT });
});
afterAll(async () => {
  await api.stop();
  await gate.stop();
  await nginx?.stop();
});

const STATIC_HOST: EngineSite & { name: string } = {
  name: 'static host',
  url: (slug, path) => siteUrl(slug, path),
  providerOrigin: API_ORIGIN,
};
const PARTNER_PAGES: EngineSite & { name: string } = {
  name: 'partner pages behind nginx',
  url: (slug, path) => siteUrl(slug, path, GATE_PORT),
  gate,
  providerOrigin: API_ORIGIN,
};

describe.each(engines)('$name', (kind) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await kind.launch();
    console.log(`${kind.name}: ${engine.version}`);
  });
  afterAll(() => engine?.close());

  /** Vitest's test with a fresh tab of this engine on `site`, and the provider stand-in, reset. */
  const testOn = (site: EngineSite) =>
    base.extend<ScenarioContext & { member: EngineMember }>({
      member: async ({ onTestFailed }, provide) => {
        api.reset();
        gate.reset();
        onTestFailed(() =>
          console.log(
            `${kind.name}: what reached the provider stand-in:`,
            api.calls.map((call) => `${call.method} ${call.path} ${call.succeeded ?? ''}`),
            '\nwhat reached the gate in front of nginx:',
            gate.log,
          ),
        );
        const member = new EngineMember(await engine.newTab(), site, alfa);
        await provide(member);
        await member.tab.close();
      },
      // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's needs from its first argument
      provider: async ({}, provide) => provide(new StandInProvider(api)),
    });

  for (const site of [STATIC_HOST, PARTNER_PAGES]) {
    describe(site.name, () => {
      flowScenarios(testOn(site), {
        partners: TENANTS,
        pagesWrittenAtBuild: site === PARTNER_PAGES,
        // Chromium under puppeteer over WebDriver BiDi stalls on the click that starts step 2's page load while the
        // page's scripts are held (seen, not yet understood); Chromium is tried on that by tests/e2e/before-app.spec.ts.
        loadsPages: kind.name !== 'chromium',
        tagged: 'engines',
      });
    });
  }

  describe('what only the browser’s own loading shows, on partner pages behind nginx', () => {
    const test = testOn(PARTNER_PAGES);

    test('scripts refused on the way: the page says so, with the support e-mail, and a reload starts the app', async ({
      member,
    }) => {
      gate.refuse();
      await member.goto(PARTNER_PAGES.url(alfa.slug, '/'), 'parsed');
      expect(await member.textOf(ui.startFailed)).toContain(SUPPORT_EMAIL);
      gate.release();
      await member.tab.run('window.beforeReload = true');
      await member.click(ui.reload);
      for (const deadline = Date.now() + 10_000; await member.tab.run('return window.beforeReload === true').catch(() => true);) {
        if (Date.now() > deadline) throw new Error('the page did not reload');
        await new Promise((done) => setTimeout(done, 50));
      }
      // WebKitGTK does not fetch again, within the same tab, scripts that failed to load: there the
      // reloaded page shows the notice again, and the app starts in a new tab only.
      if (kind.name === 'webkit') return void (await member.find(ui.startFailed));
      await member.waitForApp();
      expect(await member.count(ui.startFailed)).toBe(0);
    });

    test('a reload forgets what was typed: the browser puts nothing back into step 1', async ({ member }) => {
      await member.open();
      await member.fill(ui.email, alfa.email);
      await member.click(ui.emailIsMine);
      await member.reload();
      expect(await member.valueOf(ui.email)).toBe('');
      expect(await member.isDisabled(ui.confirm)).toBe(true);
    });
  });
});
