/**
 * The member's way through the three steps, written once over the driver of ./member.ts and run by
 * two suites:
 *
 * - every scenario by the flow tests, in jsdom (tests/flow/scenarios.test.tsx, `npm test`);
 * - those tagged `engines` by the engines suite, in Chromium, Firefox ESR and WebKit, on a static
 *   host and on the partners' own pages behind nginx (tests/engines/flow.engines.ts).
 *
 * A scenario asserts only what a member sees and what reached the provider, so it means the same
 * in both. What only one level can show stays in that suite: the analytics and console in the flow
 * tests, a browser's own loading and form restoring in the engines suite.
 */
import type { TestAPI, TestOptions } from 'vitest';
// Relative, not '@/': the engines suite's Vitest has no alias.
import { COUPON, PRE_REGISTRATION } from '../../src/shared/provider-api';
import { REQUEST_TIMEOUT_MS } from '../../src/lib/api-client';
import { MARIO, expectedPreRegistration } from './answers';
import type { Member, Partner, ScenarioContext } from './member';
import { ui } from './ui';

/** Run by the engines suite too (the tag is declared in vite.config.ts). */
const ENGINES = { tags: ['engines'] };

export interface ScenarioOptions {
  /** The partners to open; the first is used where one is enough. */
  partners: readonly [Partner, ...Partner[]];
  /** The partner's page is written at build time, so the seconds before the app runs can be tried. */
  pagesWrittenAtBuild: boolean;
  /**
   * The browser loads pages (the engines suite): a Conferma pressed before the app runs leads to step 2's
   * own page. jsdom loads none, and leaves out what needs one.
   */
  loadsPages?: boolean;
  /** Only the scenarios with this tag (the engines suite: 'engines'); every one unless told. */
  tagged?: string;
}

async function passStep1(member: Member, partner: Partner) {
  await member.fill(ui.email, partner.email);
  await member.click(ui.emailIsMine);
  await member.click(ui.confirm);
  await member.find(ui.step2);
}

/** Step 2 answered as MARIO up to the municipality, born in Italy in `province`. */
async function answerStep2(member: Member, province: string = MARIO.province) {
  await member.fill(ui.firstName, MARIO.firstName);
  await member.fill(ui.lastName, MARIO.lastName);
  await member.click(ui.male);
  await member.fill(ui.day, MARIO.day);
  await member.fill(ui.month, MARIO.month);
  await member.fill(ui.year, MARIO.year);
  await member.click(ui.bornInItaly);
  await member.select(ui.province, province);
}

async function passStep2(member: Member) {
  await answerStep2(member);
  await member.fill(ui.city, MARIO.city);
  await member.click(ui.confirm);
  await member.find(ui.step3);
}

async function toDescription(member: Member, partner: Partner, path = '/') {
  await member.open(path, partner);
  await passStep1(member, partner);
  await passStep2(member);
}

/** Defines the scenarios with `test`, whose `member` and `provider` are the suite's own. */
export function flowScenarios<Context extends ScenarioContext>(
  test: TestAPI<Context>,
  { partners, pagesWrittenAtBuild, loadsPages = false, tagged }: ScenarioOptions,
): void {
  const [partner] = partners;
  /** A Vitest test carrying its tags, defined only if the suite runs them. */
  const scenario = (name: string, options: TestOptions, run: (context: ScenarioContext) => Promise<void>) => {
    if (tagged !== undefined && ![options.tags ?? []].flat().includes(tagged)) return;
    // Destructured: Vitest sets up the fixtures a test names in its first argument.
    test(name, options, ({ member, provider }) => run({ member, provider }));
  };
  const signupSearch = (code: string | undefined, contractRef: string) =>
    `?refCode=${code}&contractRef=${encodeURIComponent(contractRef)}`;

  for (const each of partners) {
    scenario(`${each.slug}: a new member is pre-registered and sent to signup`, ENGINES, async ({ member, provider }) => {
      await toDescription(member, each);
      await member.click(ui.activate);

      const signup = await member.waitForProviderPage();
      expect(signup.pathname).toMatch(/\/signup$/);
      expect(signup.search).toBe(signupSearch(provider.codes(PRE_REGISTRATION)[0], each.contractRef));
      const calls = provider.calls();
      expect(calls.map((call) => call.body)).toEqual([expectedPreRegistration(each)]);
      expect(calls[0]?.path.endsWith(`/${PRE_REGISTRATION}/${encodeURIComponent(each.contractRef)}`)).toBe(true);
    });
  }

  scenario(
    'the municipality is picked from the province’s list by keyboard and by pointer',
    ENGINES,
    async ({ member, provider }) => {
      await member.open();
      await passStep1(member, partner);
      await answerStep2(member, 'MI');
      await member.type(ui.cityWithSuggestions, 'sesto s');
      await member.find(ui.sestoSanGiovanni);
      await member.press(ui.cityWithSuggestions, 'ArrowDown');
      await member.press(ui.cityWithSuggestions, 'Enter');
      expect(await member.valueOf(ui.city)).toBe('Sesto San Giovanni');
      expect(await member.count(ui.sestoSanGiovanni)).toBe(0); // the list has closed

      await member.select(ui.province, 'NU'); // clears the municipality
      await member.type(ui.city, 'tortol');
      await member.click(ui.tortoli);
      expect(await member.valueOf(ui.city)).toBe('Tortolì');
      await member.click(ui.confirm);
      await member.find(ui.step3);
      await member.click(ui.activate);
      await member.waitForProviderPage();
      expect(provider.calls(PRE_REGISTRATION).map((call) => call.body)).toEqual([
        { ...expectedPreRegistration(partner), bornCity: 'Tortolì' },
      ]);
    },
  );

  scenario(
    'a private e-mail, then the box pressed at once: the error shows above and the press still ticks the box',
    ENGINES,
    async ({ member }) => {
      await member.open();
      await member.fill(ui.email, 'mario.rossi@gmail.com');
      // The e-mail's error appears above the box as the press that leaves the field lands.
      await member.click(ui.emailIsMine);
      await member.find(ui.notWorkEmail);
      await member.waitForChecked(ui.emailIsMine);
    },
  );

  scenario(
    'a whole date typed with separators, or pasted into any box, fills the three boxes of the birth date',
    ENGINES,
    async ({ member, provider }) => {
      const date = async () => [await member.valueOf(ui.day), await member.valueOf(ui.month), await member.valueOf(ui.year)];
      const marked = async () => [
        await member.isInvalid(ui.day),
        await member.isInvalid(ui.month),
        await member.isInvalid(ui.year),
      ];
      await member.open();
      await passStep1(member, partner);
      await member.fill(ui.firstName, MARIO.firstName);
      await member.fill(ui.lastName, MARIO.lastName);
      await member.click(ui.male);
      // Typed key by key into Giorno: the two-digit year shows in four.
      await member.type(ui.day, '7.3.90');
      expect(await date()).toEqual(['7', '3', '1990']);
      // Pasted into Anno, over what it holds: a date that does not exist marks all three boxes.
      await member.paste(ui.year, '31/02/1990');
      expect(await date()).toEqual(['31', '02', '1990']);
      await member.find(ui.dateInvalid);
      expect(await marked()).toEqual([true, true, true]);
      await member.paste(ui.month, ' 05 - 03 - 1980 ');
      expect(await date()).toEqual(['05', '03', '1980']);
      expect(await member.count(ui.dateInvalid)).toBe(0);
      expect(await marked()).toEqual([false, false, false]);

      await member.click(ui.bornInItaly);
      await member.select(ui.province, MARIO.province);
      await member.fill(ui.city, MARIO.city);
      await member.click(ui.confirm);
      await member.find(ui.step3);
      await member.click(ui.activate);
      await member.waitForProviderPage();
      expect(provider.calls(PRE_REGISTRATION).map((call) => call.body)).toEqual([expectedPreRegistration(partner)]);
    },
  );

  scenario('an existing member gets the coupon', ENGINES, async ({ member, provider }) => {
    await member.open('/?existingUser=true');
    await passStep1(member, partner);
    expect(await member.address()).toBe('/insert-info?existingUser=true');
    await passStep2(member);

    await member.find(ui.greeting);
    const [coupon] = provider.codes(COUPON);
    await member.find({ text: coupon! });
    await member.find(ui.copyCode);
    expect(await member.count(ui.redeem)).toBe(1);
    expect(provider.calls().map((call) => call.body)).toEqual([
      expectedPreRegistration(partner),
      { refCode: provider.codes(PRE_REGISTRATION)[0], type: 'REF_CODE' },
    ]);
  });

  // Direct addresses with answers already given are tests/flow/guards.test.tsx.
  scenario('the guards hold on back, forward and a reload', ENGINES, async ({ member, provider }) => {
    // A new member: the description screen posts nothing until "Attiva il servizio".
    await toDescription(member, partner);
    await member.back();
    await member.find(ui.step2);
    expect(await member.valueOf(ui.city)).toBe(MARIO.city);
    await member.forward();
    await member.find(ui.step3);
    await member.reload();
    await member.waitForAddress('/');
    expect(await member.count(ui.step2)).toBe(0);
    expect(provider.calls()).toEqual([]);
  });

  scenario('a step’s address opened first leads to step 1; an unknown path gets an Italian page', {}, async ({ member }) => {
    await member.open('/insert-info');
    await member.find(ui.email);
    expect(await member.address()).toBe('/');
    await member.open('/?existingUser=yes');
    await member.find(ui.email);
    expect(await member.address()).toBe('/');
    await member.open('/nope');
    await member.find(ui.pageNotFound);
  });

  scenario('the provider answers 500: an Italian message, and Riprova works', ENGINES, async ({ member, provider }) => {
    provider.failNext(PRE_REGISTRATION, 500);
    await toDescription(member, partner);
    await member.click(ui.activate);

    await member.waitForText(ui.alert, ui.activationFailed);
    expect(await member.address()).toBe('/description');
    expect(provider.calls(PRE_REGISTRATION)).toHaveLength(1);
    await member.click(ui.retry);
    const signup = await member.waitForProviderPage();
    expect(provider.calls(PRE_REGISTRATION)).toHaveLength(2);
    expect(provider.codes(PRE_REGISTRATION)).toHaveLength(1);
    expect(signup.search).toBe(signupSearch(provider.codes(PRE_REGISTRATION)[0], partner.contractRef));
  });

  scenario(
    'the network drops during the pre-registration: told it may have gone through, nothing is sent again',
    ENGINES,
    async ({ member, provider }) => {
      await toDescription(member, partner);
      provider.dropFor(PRE_REGISTRATION, 2_000);
      await member.click(ui.activate);

      await member.waitForText(ui.alert, ui.activationUnconfirmed);
      expect(await member.count(ui.retry)).toBe(0);
      expect(await member.count(ui.activate)).toBe(0);
      const reached = provider.calls(PRE_REGISTRATION).length;
      await member.wait(2_500);
      // What reached the provider: the app sends once; an engine may itself send a POST again once
      // when a kept-alive connection is reset before any answer (Chromium does). Nothing after that.
      expect(reached).toBeGreaterThanOrEqual(1);
      expect(reached).toBeLessThanOrEqual(2);
      expect(provider.calls(PRE_REGISTRATION)).toHaveLength(reached);
    },
  );

  scenario(
    'the provider never answers: after 15 s the member is told it may have gone through, nothing is sent again',
    { ...ENGINES, timeout: 60_000 },
    async ({ member, provider }) => {
      await toDescription(member, partner);
      provider.hangNext(PRE_REGISTRATION);
      await member.click(ui.activate);

      // The page's time: real in a browser; in jsdom a fake clock, so the 15 s take none (member.wait).
      await member.wait(REQUEST_TIMEOUT_MS - 1_000);
      expect(await member.count({ text: ui.activationUnconfirmed })).toBe(0);
      await member.wait(1_000);
      await member.waitForText(ui.alert, ui.activationUnconfirmed, 15_000);
      expect(await member.count(ui.retry)).toBe(0);
      expect(provider.calls(PRE_REGISTRATION)).toHaveLength(1);
    },
  );

  scenario('an unknown subdomain gets the not-found page', ENGINES, async ({ member }) => {
    await member.openOther('sconosciuta');
    await member.find(ui.tenantNotFound);
    expect(await member.count(ui.email)).toBe(0);
  });

  if (!pagesWrittenAtBuild) return;

  scenario(
    'before the app runs: a wrong e-mail typed, the box ticked, Conferma pressed: the page answers at once, and the app keeps it',
    ENGINES,
    async ({ member }) => {
      const held = await member.openWithScriptsHeld();
      await member.fill(ui.email, 'mario.rossi');
      await member.click(ui.emailIsMine);
      // Left for the box: the page says what is wrong before the app runs, and Conferma waits.
      await member.find(ui.emailInvalid);
      expect(await member.isDisabled(ui.confirm)).toBe(true);
      await member.click(ui.confirm);
      expect(await member.count(ui.emailInvalid)).toBe(1);

      await held.release();
      expect(await member.count(ui.emailInvalid)).toBe(1);
      expect(await member.valueOf(ui.email)).toBe('mario.rossi');
      expect(await member.isDisabled(ui.confirm)).toBe(true);
      expect(await member.address()).toBe('/');
      expect(await held.navigations()).toBe(0);
    },
  );

  if (!loadsPages) return;
  scenario(
    'before the app runs: right answers and Conferma pressed twice: step 2, once, with the answers kept',
    ENGINES,
    async ({ member, provider }) => {
      const held = await member.openWithScriptsHeld();
      await member.fill(ui.email, partner.email);
      await member.click(ui.emailIsMine);
      await member.click(ui.confirm);
      await member.click(ui.confirm);
      // Step 2's own page, drawn at build time, before the app runs.
      await member.find(ui.step2);
      expect(await member.address()).toBe('/insert-info');
      expect(await held.navigations()).toBe(1);

      await held.release();
      await member.find(ui.step2);
      expect(await held.navigations()).toBe(1);
      await member.back();
      await member.find(ui.email);
      expect(await member.valueOf(ui.email)).toBe(partner.email);
      await member.waitForChecked(ui.emailIsMine);
      expect(provider.calls()).toEqual([]);
    },
  );
}
