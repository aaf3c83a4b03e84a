/**
 * The seconds between the first paint of a partner's page and the app: behind nginx, the app's
 * scripts are held back while the member works on the drawn step 1, then let through. The page
 * answers step 1 from the first paint (its inline script, with the app's rules and texts), the
 * app takes it over without a change, and what the member did leads to what they expect, as if
 * the app had been running all along; a page whose scripts never arrive must say so.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { EMBEDDED_TENANT_ID } from '../../src/early/page-markers';
import { parseEventBody } from '../../src/shared/site-events';
import { SUPPORT_EMAIL, TENANTS, containing, expect, expectNoAxeViolations, t, waitForApp } from './support/fixtures';
import { partnerUrl, test } from './support/nginx-fixture';
import { expectNearMissInPlace, nearMiss } from './support/near-miss';

// The suite's nginx has a self-signed certificate.
test.use({ ignoreHTTPSErrors: true });

const [tenant] = TENANTS;
/** A phone in the hand: 360 x 740, a touch screen, tapped. */
const ON_A_PHONE = { hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } };
const SCRIPTS = /\/assets\/.+\.js$/;

/** Holds every request for the app's scripts until `release` is called. */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(SCRIPTS, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

const email = (page: Page) => page.getByLabel(t('eligibility:email.label'));
const checkbox = (page: Page) => page.getByRole('checkbox', { name: containing(t('eligibility:confirmData.label')) });
const firstName = (page: Page) => page.getByLabel(t('userInfo:firstName.label'), { exact: true });
const lastName = (page: Page) => page.getByLabel(t('userInfo:lastName.label'), { exact: true });
const confirm = (page: Page) => page.getByRole('button', { name: t('common:confirm') });
const step = (page: Page, current: number) => page.getByText(t('common:progress', { current, total: 3 }));

/** The app has taken over the page: step 1's form is mounted and has caught up (FORM_READY_MARK). */
async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('onboarding:form-ready').length > 0);
}

/**
 * The drawn form, and every change made to what it shows from now on (for the hand-over, which
 * must make none): elements or texts added, removed or changed, and attributes that end with
 * another value than they had (React sets some of an input's attributes again while hydrating
 * it, to the same value). The `value` and `checked` attributes are left out: React brings them in
 * line with what the fields already show.
 */
async function watchForm(page: Page): Promise<{ html: () => Promise<string>; changes: () => Promise<string[]> }> {
  await page.evaluate(() => {
    const form = document.querySelector('#root form')!;
    const seen: string[] = [];
    const attributes = new Map<string, { target: Element; name: string; before: string | null }>();
    const describe = (node: Node) => (node instanceof Element ? `${node.localName}#${node.id}` : node.nodeName);
    new MutationObserver((records) => {
      for (const record of records) {
        const name = record.attributeName;
        if (!name) {
          const nodes = [...record.addedNodes, ...record.removedNodes].map(describe).join(',');
          seen.push(`${record.type} ${nodes} in ${describe(record.target)}`);
        } else if (name !== 'value' && name !== 'checked' && record.target instanceof Element) {
          const key = `${describe(record.target)} ${name}`;
          if (!attributes.has(key)) attributes.set(key, { target: record.target, name, before: record.oldValue });
        }
      }
    }).observe(form, { subtree: true, childList: true, attributes: true, attributeOldValue: true, characterData: true });
    (window as unknown as { changes: () => string[] }).changes = () => [
      ...seen,
      ...[...attributes]
        .filter(([, { target, name, before }]) => target.getAttribute(name) !== before)
        .map(([key]) => `attribute ${key}`),
    ];
  });
  return {
    html: () =>
      page
        .locator('#root form')
        .evaluate((form) => form.outerHTML.replace(/ (value="[^"]*"|checked="[^"]*"|checked(?=[ >]))/g, '')),
    changes: () => page.evaluate(() => (window as unknown as { changes: () => string[] }).changes()),
  };
}

/** Opens the partner's page with the app's scripts held back, and checks they are. */
async function openHeld(page: Page) {
  const scripts = await holdScripts(page);
  // Not until "load": the page's module preloads are among the requests held.
  await page.goto(partnerUrl(tenant.slug), { waitUntil: 'domcontentloaded' });
  await expect.poll(scripts.held).toBeGreaterThan(0);
  // The tab's history so far (the blank page it opened with, then this page): navigations add to it.
  const entries = await page.evaluate(() => history.length);
  return { ...scripts, navigations: async () => (await page.evaluate(() => history.length)) - entries };
}

/**
 * Holds back the end of the partner's page `path` the next time it loads, as when the end of a page is
 * slow to arrive: a script the test holds is put before the page's data and its inline script, so the
 * browser draws the step and waits there. `drawn` waits for that; `finish` lets the rest through.
 */
async function holdEndOfPage(page: Page, path: string): Promise<{ drawn: () => Promise<void>; finish: () => void }> {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const held = `/rest-of-the-page${path.replace(/\W/g, '-')}.js`;
  await page.route(
    (url) => url.pathname === held,
    async (route) => {
      await finished;
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    },
  );
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      // The page's data comes after the step's markup, notices and templates (pageDocument), its inline script last.
      const at = html.indexOf(`<script type="application/json" id="${EMBEDDED_TENANT_ID}">`);
      expect(at).toBeGreaterThan(0);
      await route.fulfill({ response, body: `${html.slice(0, at)}<script src="${held}"></script>${html.slice(at)}` });
    },
    { times: 1 },
  );
  const drawn = async () => {
    await expect(page).toHaveURL(partnerUrl(tenant.slug, path));
    await expect(page.locator('#root form')).toBeVisible();
    // The page's inline script has not run: the page is still being parsed.
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
  };
  return { drawn, finish };
}

/** Step 1's page opened with its end held back (holdEndOfPage), drawn. */
async function openUnfinishedStep1(page: Page): Promise<{ finish: () => void }> {
  const end = await holdEndOfPage(page, '/');
  await page.goto(partnerUrl(tenant.slug), { waitUntil: 'commit' });
  await end.drawn();
  return end;
}

/** Step 1's page opened with its end held back, and `text` typed into its e-mail box by a person. */
async function typeOnUnfinishedStep1(page: Page, text: string): Promise<{ finish: () => void }> {
  const end = await openUnfinishedStep1(page);
  await email(page).click();
  await page.keyboard.type(text);
  return end;
}

test.describe('before the app runs, on a partner page behind nginx', () => {
  test('a wrong e-mail typed, left, the box ticked and Conferma pressed: the page answers at once, the app changes nothing', async ({
    page,
  }) => {
    const scripts = await openHeld(page);
    await email(page).fill('mario.rossi');
    await page.keyboard.press('Tab');
    // Still no app: the page answers, with the app's message and marks.
    await expect(page.getByText(t('validation:email.invalid'))).toBeVisible();
    await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(page)).toHaveAccessibleDescription(
      `${t('eligibility:email.hint')} ${t('common:errorPrefix')} ${t('validation:email.invalid')}`,
    );
    await checkbox(page).check();
    await expect(confirm(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm(page)).toHaveAccessibleDescription(
      t('common:missingHint', { fields: t('eligibility:fieldNames.email') }),
    );
    // Marked aria-disabled, which Playwright takes for disabled: the member can press it all the same.
    await confirm(page).click({ force: true });
    // The press found the e-mail at fault: the focus is there, for the member to correct it.
    await expect(email(page)).toBeFocused();
    expect(await scripts.navigations()).toBe(0);
    await expectNoAxeViolations(page, 'step 1 answered before the app');

    const form = await watchForm(page);
    const before = await form.html();
    scripts.release();
    await appTookOver(page);
    await expect(step(page, 1)).toBeVisible();
    // The app took the page over as it stood.
    expect(await form.changes()).toEqual([]);
    expect(await form.html()).toBe(before);
    await expect(email(page)).toBeFocused();
    await expect(email(page)).toHaveValue('mario.rossi');
    await expect(checkbox(page)).toBeChecked();
    expect(await scripts.navigations()).toBe(0);
    // And answers from there.
    await email(page).fill(tenant.email);
    await expect(page.getByText(t('validation:email.invalid'))).toHaveCount(0);
    await expect(confirm(page)).not.toHaveAttribute('aria-disabled');
  });

  test('a field left with a wrong e-mail shows its error at once, with nothing pressed, and keeps it', async ({ page }) => {
    const scripts = await openHeld(page);
    await email(page).fill('mario.rossi');
    await page.keyboard.press('Tab');
    await expect(checkbox(page)).toBeFocused();
    await expect(page.getByText(t('validation:email.invalid'))).toBeVisible();
    const form = await watchForm(page);
    scripts.release();
    await appTookOver(page);
    await expect(page.getByText(t('validation:email.invalid'))).toBeVisible();
    expect(await form.changes()).toEqual([]);
    // The box was not touched: no error for it yet, and the focus stays where the member put it.
    await expect(page.getByText(t('validation:confirmData.required'))).toHaveCount(0);
    await expect(checkbox(page)).toBeFocused();
  });

  test('a slip in the partner\'s domain: the near-miss message and "Intendevi …?" before the app', async ({ page }) => {
    const scripts = await openHeld(page);
    const [local, domain] = tenant.email.split('@') as [string, string];
    const slip = `${local}@${domain.slice(0, -1)}x`;
    await email(page).fill(slip);
    await page.keyboard.press('Tab');
    await expect(page.getByText(t('validation:email.nearMiss'))).toBeVisible();
    await page.getByRole('button', { name: t('eligibility:email.suggestion', { email: tenant.email }) }).click();
    await expect(email(page)).toHaveValue(tenant.email);
    await expect(email(page)).toBeFocused();
    await expect(page.getByText(t('validation:email.nearMiss'))).toHaveCount(0);
    scripts.release();
    await appTookOver(page);
    await expect(email(page)).toHaveValue(tenant.email);
  });

  test.describe('on a phone, 360 x 740, by taps', () => {
    test.use(ON_A_PHONE);

    test('a slip in the domain, left by a tap on the box: its message and "Intendevi …?" move neither the box nor Conferma', async ({
      page,
    }) => {
      const scripts = await openHeld(page);
      await email(page).tap();
      await email(page).pressSequentially(nearMiss(tenant.email));
      await expectNearMissInPlace(page, tenant.email, { height: 740 });
      const form = await watchForm(page);
      const scrolled = await page.evaluate(() => window.scrollY);
      scripts.release();
      await appTookOver(page);
      // The app took the page over as it stood, and left it where it was.
      expect(await form.changes()).toEqual([]);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });

    test('taps while React hydrates the page: it does not stop to hydrate it all at once, and the app takes them all', async ({
      page,
    }) => {
      // When each touch reached the page, and how long React's listeners on #root ran in long frames.
      await page.addInitScript(() => {
        const seen = { touches: [] as number[], react: [] as number[] };
        (window as unknown as { seen: typeof seen }).seen = seen;
        document.addEventListener('pointerdown', (event) => seen.touches.push(event.timeStamp), true);
        new PerformanceObserver((list) => {
          for (const frame of list.getEntries() as unknown as Array<{ scripts: Array<{ invoker: string; duration: number }> }>)
            for (const script of frame.scripts) if (/#root\.on/.test(script.invoker)) seen.react.push(script.duration);
        }).observe({ type: 'long-animation-frame', buffered: true });
      });
      const scripts = await openHeld(page);
      const centre = async (locator: Locator) => {
        const box = (await locator.boundingBox())!;
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      const heading = page.getByRole('heading', { level: 1 });
      const [emailAt, awayAt, confirmAt] = [await centre(email(page)), await centre(heading), await centre(confirm(page))];
      // A slow phone, so that hydration lasts long enough for a finger.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      scripts.release();
      await page.waitForFunction(() => performance.getEntriesByName('onboarding:hydrate').length > 0, undefined, {
        polling: 10,
      });
      // The e-mail box, away from it, and Conferma, as the bench's tap probe does.
      await page.touchscreen.tap(emailAt.x, emailAt.y);
      await page.touchscreen.tap(awayAt.x, awayAt.y);
      await page.touchscreen.tap(confirmAt.x, confirmAt.y);
      await appTookOver(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const times = await page.evaluate(() => ({
        ...(window as unknown as { seen: { touches: number[]; react: number[] } }).seen,
        hydrate: performance.getEntriesByName('onboarding:hydrate')[0]!.startTime,
        ready: performance.getEntriesByName('onboarding:form-ready')[0]!.startTime,
      }));
      // The first touch came after React began to draw the page and before step 1 had taken over.
      expect(times.touches[0]).toBeGreaterThan(times.hydrate);
      expect(times.touches[0]).toBeLessThan(times.ready);
      // React did not hydrate the page at once on a touch (its listener on #root running for the whole of it).
      expect(times.react.filter((duration) => duration > 100)).toEqual([]);
      // Conferma pressed with nothing filled in: every error, the focus on the e-mail.
      await expect(page.getByText(t('validation:email.required'))).toBeVisible();
      await expect(page.getByText(t('validation:confirmData.required'))).toBeVisible();
      await expect(email(page)).toBeFocused();
      expect(await scripts.navigations()).toBe(0);
    });
  });

  test('right answers and a double press of Conferma: step 2 at once, one page load, the answers kept back and forth', async ({
    page,
  }) => {
    const scripts = await openHeld(page);
    await expect(confirm(page)).toHaveAttribute('aria-disabled', 'true');
    await email(page).fill(tenant.email);
    await checkbox(page).check();
    // Every field has something in it: Conferma can be pressed before the app runs.
    await expect(confirm(page)).not.toHaveAttribute('aria-disabled');
    await confirm(page).dblclick();
    // Step 2's page, drawn at build time, with the app's scripts still held: one navigation, the answers in no address.
    await expect(page).toHaveURL(partnerUrl(tenant.slug, '/insert-info'));
    await expect(step(page, 2)).toBeVisible();
    expect(await scripts.navigations()).toBe(1);
    expect(page.url()).not.toContain(encodeURIComponent(tenant.email));
    await expect(firstName(page)).toBeEditable();

    // Back and Forward with the scripts still held: the pages never finish loading.
    await page.goBack({ waitUntil: 'commit' });
    await expect(step(page, 1)).toBeVisible();
    await expect(email(page)).toHaveValue(tenant.email);
    await expect(checkbox(page)).toBeChecked();
    // The page knows its answers again: Conferma waits for nothing.
    await expect(confirm(page)).not.toHaveAttribute('aria-disabled');
    await page.goForward({ waitUntil: 'commit' });
    await expect(step(page, 2)).toBeVisible();
    // Indietro on step 2's page before the app: step 1's page as the member left it, as Back finds it.
    await page.getByRole('link', { name: t('common:back') }).click();
    await expect(step(page, 1)).toBeVisible();
    await expect(email(page)).toHaveValue(tenant.email);
    await page.goForward({ waitUntil: 'commit' });
    await expect(step(page, 2)).toBeVisible();
    scripts.release();
    // The app has drawn step 2 (the page's own markup goes).
    await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
    await expect(step(page, 2)).toBeVisible();
    // Once the app runs, Back is the app's own: step 1 with its answers, in place.
    await page.getByRole('link', { name: t('common:back') }).click();
    await expect(step(page, 1)).toBeVisible();
    await expect(email(page)).toHaveValue(tenant.email);
    await expect(checkbox(page)).toBeChecked();
  });

  test("step 2's page before the app: what the member types, chooses, leaves and presses is there once the app runs", async ({
    page,
  }) => {
    const scripts = await openHeld(page);
    await email(page).fill(tenant.email);
    await checkbox(page).check();
    await confirm(page).click();
    await expect(step(page, 2)).toBeVisible();
    await firstName(page).fill('Maria');
    await page.getByRole('radio', { name: t('userInfo:gender.female') }).check();
    await page.getByLabel(t('userInfo:birthDate.day')).fill('7');
    await page.keyboard.press('Tab');
    // Conferma pressed with answers missing, then back into the surname, half typed.
    await confirm(page).click({ force: true });
    await lastName(page).fill('Ros');
    expect(await scripts.navigations()).toBe(1);

    scripts.release();
    await waitForApp(page);
    await expect(step(page, 2)).toBeVisible();
    await expect(firstName(page)).toHaveValue('Maria');
    await expect(lastName(page)).toHaveValue('Ros');
    await expect(page.getByRole('radio', { name: t('userInfo:gender.female') })).toBeChecked();
    await expect(page.getByLabel(t('userInfo:birthDate.day'))).toHaveValue('7');
    // The press is the app's: every missing answer says so, and the member stays on step 2.
    await expect(page.getByText(t('validation:birthCountry.required'))).toBeVisible();
    await expect(page).toHaveURL(partnerUrl(tenant.slug, '/insert-info'));
    // Typing goes on where it was.
    await expect(lastName(page)).toBeFocused();
    await page.keyboard.type('si');
    await expect(lastName(page)).toHaveValue('Rossi');
  });

  test("Conferma before the app: step 1's arrival is counted all the same, by step 2's page, with nothing the member typed", async ({
    page,
    nginx,
  }) => {
    const start = readFileSync(nginx.eventsLog, 'utf8').length;
    const scripts = await openHeld(page);
    await email(page).fill(tenant.email);
    await checkbox(page).check();
    await confirm(page).click();
    await expect(step(page, 2)).toBeVisible();
    scripts.release();
    await waitForApp(page);
    // The page's own events, in the log of this test's moments: step 1, then step 2, from step 2's page.
    await expect
      .poll(() =>
        readFileSync(nginx.eventsLog, 'utf8')
          .slice(start)
          .split('\n')
          .filter(Boolean)
          .map((line) => parseEventBody((JSON.parse(line) as { body: string }).body))
          .filter((event) => event?.e === 'arrived')
          .map((event) => event!.s),
      )
      .toEqual([1, 2]);
    expect(readFileSync(nginx.eventsLog, 'utf8').slice(start)).not.toContain(tenant.email.split('@')[0]);
  });

  test.describe("between the first paint and the page's inline script (the end of the page still coming)", () => {
    test('right answers typed, ticked and Conferma pressed: nothing lost, and step 2 follows once the page is there', async ({
      page,
    }) => {
      const end = await typeOnUnfinishedStep1(page, tenant.email);
      await checkbox(page).check();
      // As drawn, Conferma is marked aria-disabled (the page has not seen the answers), which Playwright takes for disabled.
      await confirm(page).click({ force: true });
      // Nothing goes anywhere yet, and nothing is taken back.
      await expect(step(page, 1)).toBeVisible();
      await expect(email(page)).toHaveValue(tenant.email);
      end.finish();
      await expect(page).toHaveURL(partnerUrl(tenant.slug, '/insert-info'));
      await expect(step(page, 2)).toBeVisible();
      expect(page.url()).not.toContain(encodeURIComponent(tenant.email));
      // Back to step 1: the member's answers, as she left them.
      await page.goBack();
      await expect(email(page)).toHaveValue(tenant.email);
      await expect(checkbox(page)).toBeChecked();
    });

    test('a wrong e-mail typed and left: its error once the page is there, and the app keeps what she typed', async ({
      page,
    }) => {
      const end = await typeOnUnfinishedStep1(page, 'mario.rossi');
      await page.keyboard.press('Tab');
      end.finish();
      await expect(page.getByText(t('validation:email.invalid'))).toBeVisible();
      await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
      await appTookOver(page);
      await expect(email(page)).toHaveValue('mario.rossi');
      await expect(page.getByText(t('validation:email.invalid'))).toBeVisible();
      // The app answers from there.
      await email(page).pressSequentially('@acme.it');
      await expect(page.getByText(t('validation:email.invalid'))).toBeHidden();
    });

    test.describe('on a phone, 360 x 740, by taps', () => {
      test.use(ON_A_PHONE);

      test('a wrong e-mail, then a tap on the box: the box ticked, the error shown once the page is there, both kept by the app', async ({
        page,
      }) => {
        const end = await openUnfinishedStep1(page);
        await email(page).tap();
        await page.keyboard.type('mario.rossi');
        await checkbox(page).tap();
        await expect(checkbox(page)).toBeChecked();
        end.finish();
        await expect(page.getByText(t('validation:email.invalid'))).toBeVisible();
        await appTookOver(page);
        await expect(email(page)).toHaveValue('mario.rossi');
        await expect(checkbox(page)).toBeChecked();
        await expect(page.getByText(t('validation:email.invalid'))).toBeVisible();
        await expect(page.getByText(t('validation:confirmData.required'))).toHaveCount(0);
      });
    });

    /** Step 1 done before the app runs (its scripts held), and step 2's page drawn with its end held back. */
    async function onUnfinishedStep2(page: Page) {
      const end = await holdEndOfPage(page, '/insert-info');
      const scripts = await openHeld(page);
      await email(page).fill(tenant.email);
      await checkbox(page).check();
      await confirm(page).click();
      await end.drawn();
      return { finish: end.finish, release: scripts.release };
    }

    test("step 2's page: Indietro tapped there is the browser's Back once the page is there: step 1 as she left it", async ({
      page,
    }) => {
      const { finish } = await onUnfinishedStep2(page);
      await page.getByRole('link', { name: t('common:back') }).click();
      // Not followed as a link, which would load step 1 afresh.
      await expect(step(page, 2)).toBeVisible();
      finish();
      await expect(step(page, 1)).toBeVisible();
      await expect(email(page)).toHaveValue(tenant.email);
      await expect(checkbox(page)).toBeChecked();
    });

    test("step 2's page: a name typed there is the member's, and the app starts from it", async ({ page }) => {
      const end = await onUnfinishedStep2(page);
      await firstName(page).click();
      await page.keyboard.type('Maria');
      end.finish();
      end.release();
      await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
      await expect(firstName(page)).toHaveValue('Maria');
    });
  });

  test('step 2 opened first, before step 1 in this tab: step 1, before anything of step 2 shows', async ({ page }) => {
    const painted: string[] = [];
    await page.exposeFunction('reportPaint', (path: string) => painted.push(path));
    await page.addInitScript(() => {
      new PerformanceObserver(() =>
        (window as unknown as { reportPaint: (path: string) => void }).reportPaint(location.pathname),
      ).observe({
        type: 'paint',
        buffered: true,
      });
    });
    await page.goto(partnerUrl(tenant.slug, '/insert-info?existingUser=true'));
    await expect(page).toHaveURL(partnerUrl(tenant.slug, '/?existingUser=true'));
    await expect(step(page, 1)).toBeVisible();
    expect(painted).not.toContain('/insert-info');
  });

  test('Enter in the e-mail field submits, as it does once the app runs', async ({ page }) => {
    const scripts = await openHeld(page);
    await checkbox(page).check();
    await email(page).fill(tenant.email);
    await email(page).press('Enter');
    // Step 2's page at once; the browser did not submit the form itself: the answers stay out of the address.
    await expect(page).toHaveURL(partnerUrl(tenant.slug, '/insert-info'));
    await expect(step(page, 2)).toBeVisible();
    scripts.release();
    await waitForApp(page);
    await expect(step(page, 2)).toBeVisible();
    expect(page.url()).not.toContain(encodeURIComponent(tenant.email));
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('Conferma or Enter sends nothing: what was typed stays on the page and out of every address', async ({ page }) => {
      const loads: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) loads.push(`${request.method()} ${request.url()}`);
      });
      await page.goto(partnerUrl(tenant.slug));
      await email(page).fill(tenant.email);
      await checkbox(page).check();
      await email(page).press('Enter');
      // Marked aria-disabled as drawn (no script takes the answers in), which Playwright would wait out.
      await confirm(page).click({ force: true });
      // A form the browser sent itself would be a page load of its own, a moment after the press.
      await page.waitForTimeout(1000);
      await expect(email(page)).toHaveValue(tenant.email);
      await page.goto(partnerUrl(tenant.slug, '/insert-info'));
      await firstName(page).fill('Mario');
      await firstName(page).press('Enter');
      await confirm(page).click({ force: true });
      await page.waitForTimeout(1000);
      await expect(firstName(page)).toHaveValue('Mario');
      expect(loads).toEqual([`GET ${partnerUrl(tenant.slug)}`, `GET ${partnerUrl(tenant.slug, '/insert-info')}`]);
    });
  });

  test('scripts that cannot load: the page says so, with the support e-mail and a reload', async ({ page }) => {
    await page.route(SCRIPTS, (route) => route.abort('blockedbyclient'));
    await page.goto(partnerUrl(tenant.slug));
    const notice = page.getByRole('alert').filter({ hasText: t('common:start.failed.title') });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t('common:start.failed.text'));
    await expect(notice.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expectNoAxeViolations(page, 'the app cannot start');
    await page.unroute(SCRIPTS);
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: t('common:start.failed.reload') }).click()]);
    await waitForApp(page);
    await expect(page.getByRole('alert').filter({ hasText: t('common:start.failed.title') })).toHaveCount(0);
  });

  test('scripts that never arrive: after ten seconds the page says so', async ({ page }) => {
    await page.clock.install();
    await holdScripts(page);
    await page.goto(partnerUrl(tenant.slug), { waitUntil: 'domcontentloaded' });
    const notice = page.getByRole('alert').filter({ hasText: t('common:start.failed.title') });
    await page.clock.runFor(9_000);
    await expect(notice).toBeHidden();
    await page.clock.runFor(1_500);
    await expect(notice).toBeVisible();
  });

  test('a slow start that does arrive: no notice, and it is gone if it had shown', async ({ page }) => {
    await page.clock.install();
    const scripts = await holdScripts(page);
    await page.goto(partnerUrl(tenant.slug), { waitUntil: 'domcontentloaded' });
    await page.clock.runFor(11_000);
    const notice = page.getByRole('alert').filter({ hasText: t('common:start.failed.title') });
    await expect(notice).toBeVisible();
    scripts.release();
    await page.clock.resume();
    await waitForApp(page);
    await expect(notice).toBeHidden();
  });
});
