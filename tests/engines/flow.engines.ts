/**
 * The flow, the guards, the coupon and the provider's failures, written once and run in every
 * engine: Chromium, Firefox ESR and WebKit (WebKitGTK). The production build is served by
 * serve.ts; the provider API is the suite's stand-in, and the tests assert what reached it.
 */
import { API_ORIGIN, API_PORT, siteUrl } from '../e2e/support/ports';
import { ProviderStandIn } from '../e2e/support/provider-stand-in';
import { TENANTS, expectedPreRegistration, type Tenant } from '../e2e/support/tenants';
import { ENGINES, type Engine } from './engines';
import { EnginePage } from './page';
import { ui } from './ui';

const chosen = process.env.ENGINES?.split(',') ?? ENGINES.map((engine) => engine.name);
const engines = ENGINES.filter((engine) => chosen.includes(engine.name));
const [alfa] = TENANTS;

const api = new ProviderStandIn();
beforeAll(() => api.start(API_PORT));
afterAll(() => api.stop());

const isSignup = (url: URL) => url.origin === API_ORIGIN && url.pathname === '/webapp/signup';

async function open(page: EnginePage, tenant: Tenant, path = '/') {
  await page.goto(siteUrl(tenant.slug, path));
  await page.find(ui.appRunning);
}

async function passStep1(page: EnginePage, tenant: Tenant) {
  await page.fill(ui.email, tenant.email);
  await page.click(ui.emailIsMine);
  await page.click(ui.confirm);
  await page.find(ui.step2);
}

async function passStep2(page: EnginePage) {
  await page.fill(ui.firstName, 'Mario');
  await page.fill(ui.lastName, 'Rossi');
  await page.click(ui.male);
  await page.fill(ui.day, '5');
  await page.fill(ui.month, '3');
  await page.fill(ui.year, '1980');
  await page.click(ui.bornInItaly);
  await page.select(ui.province, 'MB');
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
    page = new EnginePage(await engine.newTab());
    onTestFailed(() =>
      console.log(
        `${kind.name}: what reached the provider stand-in:`,
        api.calls.map((call) => `${call.method} ${call.path} ${call.succeeded ?? ''}`),
      ),
    );
  });
  afterEach(() => page.tab.close());

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

  test('the guards send direct addresses, and a reload, back to step 1', async () => {
    for (const path of ['/insert-info', '/description', '/description?existingUser=true']) {
      await open(page, alfa, path);
      await page.find(ui.email);
      await page.waitForUrl((url) => url.pathname === '/', 'step 1');
    }
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
    await page.find(ui.appRunning);
    await page.waitForUrl((url) => url.pathname === '/', 'step 1');
    // Not asserted here: whether the e-mail field is empty. Firefox restores the values of the
    // prerendered step-1 form on a reload (its form restoration); Chromium and WebKit do not.
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

  test('the coupon request answers 500: the retry asks for the coupon only', async () => {
    api.queue('contact-coupon', { status: 500 });
    await toDescription(page, alfa, true);

    await page.waitForText(ui.alert, ui.couponFailed);
    await page.click(ui.retry);
    await page.find(ui.copyCode);
    expect(api.apiCalls('contact-pre-reg')).toHaveLength(1);
    expect(api.apiCalls('contact-coupon')).toHaveLength(2);
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
    await page.goto(siteUrl('sconosciuta', '/'));
    await page.find(ui.tenantNotFound);
    expect(await page.count(ui.email)).toBe(0);
  });
});
