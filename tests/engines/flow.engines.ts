/**
 * The flow, the guards, the coupon and the provider's failures, written once and run in every
 * engine (Chromium, Firefox ESR and WebKit/WebKitGTK) on both ways the site is served: the
 * generic page on a static host (serve.ts), and each partner's own page behind nginx with
 * deploy/nginx.conf, where the seconds before the app runs are tried too (its scripts held back
 * by a gate in front of nginx). The provider API is the suite's stand-in; the tests assert what
 * reached it.
 */
import { API_ORIGIN, API_PORT, GATE_PORT, NGINX_HTTP_PORT, NGINX_PORT, siteUrl } from '../e2e/support/ports';
import { BUILD_DIR, REPO } from '../e2e/support/paths';
import { startNginx, type RunningNginx } from '../e2e/support/nginx';
import { ProviderStandIn } from '../e2e/support/provider-stand-in';
import { ScriptGate } from '../e2e/support/script-gate';
import { SUPPORT_EMAIL, TENANTS, expectedPreRegistration, type Tenant } from '../e2e/support/tenants';
import { ENGINES, type Engine } from './engines';
import { EnginePage } from './page';
import { ui } from './ui';

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

interface Site {
  name: string;
  url: (slug: string, path?: string) => string;
  /** Partners' own pages: step 1 drawn in the HTML before any script. */
  prerendered: boolean;
}
const SITES: Site[] = [
  { name: 'static host', url: (slug, path) => siteUrl(slug, path), prerendered: false },
  {
    name: 'partner pages behind nginx',
    url: (slug, path) => siteUrl(slug, path, GATE_PORT),
    prerendered: true,
  },
];

const isSignup = (url: URL) => url.origin === API_ORIGIN && url.pathname === '/webapp/signup';

let site: Site;

/**
 * The app runs: its support block shows, and it has taken #root over from the page written at
 * build time (bootstrap.tsx drops the marker; on a partner's page the support block is in the HTML).
 */
async function waitForApp(page: EnginePage) {
  await page.find(ui.appRunning);
  for (const deadline = Date.now() + 20_000; ;) {
    if (await page.tab.run("return !document.querySelector('#root[data-prerendered]')")) return;
    if (Date.now() > deadline) throw new Error('the app did not take over the page within 20 s');
    await new Promise((done) => setTimeout(done, 50));
  }
}

async function open(page: EnginePage, tenant: Tenant, path = '/') {
  await page.goto(site.url(tenant.slug, path));
  await waitForApp(page);
}

async function passStep1(page: EnginePage, tenant: Tenant) {
  await page.fill(ui.email, tenant.email);
  await page.click(ui.emailIsMine);
  await page.click(ui.confirm);
  await page.find(ui.step2);
}

/** Step 2 answered up to the municipality, born in Italy in `province`. */
async function answerStep2(page: EnginePage, province: string) {
  await page.fill(ui.firstName, 'Mario');
  await page.fill(ui.lastName, 'Rossi');
  await page.click(ui.male);
  await page.fill(ui.day, '5');
  await page.fill(ui.month, '3');
  await page.fill(ui.year, '1980');
  await page.click(ui.bornInItaly);
  await page.select(ui.province, province);
}

async function passStep2(page: EnginePage) {
  await answerStep2(page, 'MB');
  await page.fill(ui.city, 'Monza');
  await page.click(ui.confirm);
  await page.find(ui.step3);
}

async function toDescription(page: EnginePage, tenant: Tenant, existingUser = false) {
  await open(page, tenant, existingUser ? '/?existingUser=true' : '/');
  await passStep1(page, tenant);
  await passStep2(page);
}

describe.each(engines)('$name', (kind) => {
  let engine: Engine;
  let page: EnginePage;

  beforeAll(async () => {
    engine = await kind.launch();
    console.log(`${kind.name}: ${engine.version}`);
  });
  afterAll(() => engine?.close());
  beforeEach(async ({ onTestFailed }) => {
    api.reset();
    gate.reset();
    page = new EnginePage(await engine.newTab());
    onTestFailed(() =>
      console.log(
        `${kind.name}: what reached the provider stand-in:`,
        api.calls.map((call) => `${call.method} ${call.path} ${call.succeeded ?? ''}`),
        '\nwhat reached the gate in front of nginx:',
        gate.log,
      ),
    );
  });
  afterEach(() => page.tab.close());

  describe.each(SITES)('$name', (current) => {
    beforeAll(() => {
      site = current;
    });

    for (const tenant of TENANTS) {
      test(`${tenant.slug}: a new member is pre-registered and sent to signup`, async () => {
        await toDescription(page, tenant);
        await page.click(ui.activate);

        const url = await page.waitForUrl(isSignup, 'the signup page');
        expect(url.search).toBe(`?refCode=REF-1&contractRef=${encodeURIComponent(tenant.contractRef)}`);
        expect(api.apiCalls()).toHaveLength(1);
        const [call] = api.apiCalls('contact-pre-reg');
        expect(call?.path).toBe(`/patient/contact-pre-reg/${encodeURIComponent(tenant.contractRef)}`);
        expect(call?.contentType).toBe('application/json');
        expect(call?.body).toEqual(expectedPreRegistration(tenant));
      });
    }

    test('the municipality is picked from the province’s list by keyboard and by pointer', async () => {
      await open(page, alfa, '/');
      await passStep1(page, alfa);
      await answerStep2(page, 'MI');
      const box = await page.find(ui.cityWithSuggestions);
      await page.tab.type(box, 'sesto s');
      await page.find(ui.sestoSanGiovanni);
      await page.tab.press(box, 'ArrowDown');
      await page.tab.press(box, 'Enter');
      expect(await page.valueOf(ui.city)).toBe('Sesto San Giovanni');
      expect(await page.count(ui.sestoSanGiovanni)).toBe(0); // the list has closed

      await page.select(ui.province, 'NU'); // clears the municipality
      await page.tab.type(await page.find(ui.city), 'tortol');
      await page.click(ui.tortoli);
      expect(await page.valueOf(ui.city)).toBe('Tortolì');
      await page.click(ui.confirm);
      await page.find(ui.step3);
      await page.click(ui.activate);
      await page.waitForUrl(isSignup, 'the signup page');
      expect(api.apiCalls('contact-pre-reg')[0]?.body).toEqual({ ...expectedPreRegistration(alfa), bornCity: 'Tortolì' });
    });

    test('a private e-mail, then the box pressed at once: the error shows above and the press still ticks the box', async () => {
      await open(page, alfa, '/');
      await page.fill(ui.email, 'mario.rossi@gmail.com');
      // The e-mail's error appears above the box as the press that leaves the field lands.
      await page.tab.click(await page.find(ui.emailIsMine));
      await page.find(ui.notWorkEmail);
      await page.waitForChecked(ui.emailIsMine);
    });

    test('a whole date typed with separators, or pasted into any box, fills the three boxes of the birth date', async () => {
      const date = async () => [await page.valueOf(ui.day), await page.valueOf(ui.month), await page.valueOf(ui.year)];
      await open(page, alfa, '/');
      await passStep1(page, alfa);
      await page.fill(ui.firstName, 'Mario');
      await page.fill(ui.lastName, 'Rossi');
      await page.click(ui.male);
      // Typed with the engine's real keys into Giorno: the two-digit year shows in four.
      await page.tab.type(await page.find(ui.day), '7.3.90');
      expect(await date()).toEqual(['7', '3', '1990']);
      // Pasted into Anno, over what it holds: a date that does not exist marks all three boxes.
      await page.paste(ui.year, '31/02/1990');
      expect(await date()).toEqual(['31', '02', '1990']);
      await page.find(ui.dateInvalid);
      expect(
        await page.tab.run('return document.querySelectorAll(\'[aria-invalid="true"][autocomplete^="bday-"]\').length'),
      ).toBe(3);
      await page.paste(ui.month, ' 05 - 03 - 1980 ');
      expect(await date()).toEqual(['05', '03', '1980']);
      expect(await page.count(ui.dateInvalid)).toBe(0);

      await page.click(ui.bornInItaly);
      await page.select(ui.province, 'MB');
      await page.fill(ui.city, 'Monza');
      await page.click(ui.confirm);
      await page.find(ui.step3);
      await page.click(ui.activate);
      await page.waitForUrl(isSignup, 'the signup page');
      expect(api.apiCalls('contact-pre-reg')[0]?.body).toEqual(expectedPreRegistration(alfa));
    });

    test('an existing member gets the coupon', async () => {
      await open(page, alfa, '/?existingUser=true');
      await passStep1(page, alfa);
      expect(`${(await page.url()).pathname}${(await page.url()).search}`).toBe('/insert-info?existingUser=true');
      await passStep2(page);

      await page.find(ui.greeting);
      await page.find({ text: 'CPN-2' });
      await page.find(ui.copyCode);
      expect(await page.count(ui.redeem)).toBe(1);
      expect(api.apiCalls().map((call) => call.body)).toEqual([
        expectedPreRegistration(alfa),
        { refCode: 'REF-1', type: 'REF_CODE' },
      ]);
    });

    // Direct addresses are tests/flow/guards.test.tsx: here, each engine's history and reload.
    test('the guards hold on back, forward and a reload', async () => {
      // A new member: the description screen posts nothing until "Attiva il servizio".
      await open(page, alfa, '/');
      await passStep1(page, alfa);
      await passStep2(page);
      await page.tab.back();
      await page.find(ui.step2);
      expect(await page.valueOf(ui.city)).toBe('Monza');
      await page.tab.forward();
      await page.find(ui.step3);
      await page.tab.reload();
      await waitForApp(page);
      await page.waitForUrl((url) => url.pathname === '/', 'step 1');
      expect(await page.count(ui.step2)).toBe(0);
      expect(api.apiCalls()).toEqual([]);
    });

    test('the provider answers 500: an Italian message, and Riprova works', async () => {
      api.queue('contact-pre-reg', { status: 500 });
      await toDescription(page, alfa);
      await page.click(ui.activate);

      await page.waitForText(ui.alert, ui.activationFailed);
      expect((await page.url()).pathname).toBe('/description');
      expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
      await page.click(ui.retry);
      await page.waitForUrl(isSignup, 'the signup page');
      expect(api.apiCalls('contact-pre-reg')).toHaveLength(2);
      expect(api.successes('contact-pre-reg')).toHaveLength(1);
    });

    test('the network drops during the pre-registration: told it may have gone through, nothing is sent again', async () => {
      await toDescription(page, alfa);
      api.networkDownFor('contact-pre-reg', 2_000);
      await page.click(ui.activate);

      await page.waitForText(ui.alert, ui.activationUnconfirmed);
      expect(await page.count(ui.retry)).toBe(0);
      expect(await page.count(ui.activate)).toBe(0);
      const reached = api.apiCalls('contact-pre-reg').length;
      await new Promise((done) => setTimeout(done, 2_500));
      // What reached the provider: the app sends once; an engine may itself send a POST again once
      // when a kept-alive connection is reset before any answer (Chromium does). Nothing after that.
      expect(reached).toBeGreaterThanOrEqual(1);
      expect(reached).toBeLessThanOrEqual(2);
      expect(api.apiCalls('contact-pre-reg')).toHaveLength(reached);
    });

    test('the provider never answers: after 15 s the member is told it may have gone through, nothing is sent again', async () => {
      api.queue('contact-pre-reg', { hang: true });
      await toDescription(page, alfa);
      await page.click(ui.activate);

      await page.waitForText(ui.alert, ui.activationUnconfirmed, 30_000);
      expect(await page.count(ui.retry)).toBe(0);
      expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
    });

    test('an unknown subdomain gets the not-found page', async () => {
      await page.goto(site.url('sconosciuta', '/'));
      await page.find(ui.tenantNotFound);
      expect(await page.count(ui.email)).toBe(0);
    });
  });

  describe('before the app runs, on partner pages behind nginx', () => {
    beforeAll(() => {
      site = SITES.find((candidate) => candidate.prerendered)!;
    });

    /** Opens alfa's page with the app's scripts held back by the gate, once it shows step 1. */
    async function openHeld() {
      gate.hold();
      await page.goto(site.url(alfa.slug, '/'), 'parsed');
      await page.find(ui.email);
      for (const deadline = Date.now() + 10_000; gate.held === 0;) {
        if (Date.now() > deadline) throw new Error('no script request reached the gate');
        await new Promise((done) => setTimeout(done, 50));
      }
      const entries = (await page.tab.run('return history.length')) as number;
      return { navigations: async () => ((await page.tab.run('return history.length')) as number) - entries };
    }

    test('a wrong e-mail typed, the box ticked, Conferma pressed: the page answers at once, and the app keeps it', async () => {
      const { navigations } = await openHeld();
      await page.fill(ui.email, 'mario.rossi');
      await page.click(ui.emailIsMine);
      // Left for the box: the page says what is wrong before the app runs, and Conferma waits.
      await page.find(ui.emailInvalid);
      expect(await page.isDisabled(ui.confirm)).toBe(true);
      await page.click(ui.confirm);
      expect(await page.count(ui.emailInvalid)).toBe(1);

      gate.release();
      await waitForApp(page);
      expect(await page.count(ui.emailInvalid)).toBe(1);
      expect(await page.valueOf(ui.email)).toBe('mario.rossi');
      expect(await page.isDisabled(ui.confirm)).toBe(true);
      expect((await page.url()).pathname).toBe('/');
      expect(await navigations()).toBe(0);
    });

    test('right answers and Conferma pressed twice: step 2, once, with the answers kept', async () => {
      const { navigations } = await openHeld();
      await page.fill(ui.email, alfa.email);
      await page.click(ui.emailIsMine);
      await page.click(ui.confirm);
      await page.click(ui.confirm);
      expect(await navigations()).toBe(0);

      gate.release();
      await page.find(ui.step2);
      expect((await page.url()).pathname).toBe('/insert-info');
      expect(await navigations()).toBe(1);
      await page.tab.back();
      await waitForApp(page);
      expect(await page.valueOf(ui.email)).toBe(alfa.email);
      expect(api.apiCalls()).toEqual([]);
    });

    test('scripts refused on the way: the page says so, with the support e-mail, and a reload starts the app', async () => {
      gate.refuse();
      await page.goto(site.url(alfa.slug, '/'), 'parsed');
      const notice = await page.textOf(ui.startFailed);
      expect(notice).toContain(SUPPORT_EMAIL);
      gate.release();
      await page.tab.run('window.beforeReload = true');
      await page.click(ui.reload);
      for (const deadline = Date.now() + 10_000; await page.tab.run('return window.beforeReload === true').catch(() => true);) {
        if (Date.now() > deadline) throw new Error('the page did not reload');
        await new Promise((done) => setTimeout(done, 50));
      }
      // WebKitGTK does not fetch again, within the same tab, scripts that failed to load: there the
      // reloaded page shows the notice again, and the app starts in a new tab only.
      if (kind.name === 'webkit') return void (await page.find(ui.startFailed));
      await waitForApp(page);
      expect(await page.count(ui.startFailed)).toBe(0);
    });

    test('a reload forgets what was typed: the browser puts nothing back into step 1', async () => {
      await open(page, alfa, '/');
      await page.fill(ui.email, alfa.email);
      await page.click(ui.emailIsMine);
      await page.tab.reload();
      await waitForApp(page);
      expect(await page.valueOf(ui.email)).toBe('');
      expect(await page.isDisabled(ui.confirm)).toBe(true);
    });
  });
});
