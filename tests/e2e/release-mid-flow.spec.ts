/**
 * A release never strands a member who has the page open. She opens her partner's page on release A,
 * fills the step she is at, the operator publishes release B, and she goes on: she reaches the provider
 * once, with the answers she typed, never sees "Qualcosa è andato storto" and never types an answer twice.
 *
 * - Behind nginx (npm run release) and on the Cloudflare worker (deploy/worker/releases.js), A's hashed
 *   files are still served after the switch: her page carries on with A's code and texts, no reload.
 * - On a static host whose folder B replaced whole, A's files are gone: the app reloads itself into B at
 *   the step she was going to, with her answers (src/lib/release-recovery.ts), and she sees B's texts.
 *
 * A is the suite's build; B is built once per run, with a text of step 2 and one of step 3 changed so that
 * those steps' modules have new names (support/releases.ts). Each test starts its own host on free ports.
 */
import type { Page } from '@playwright/test';
import { TENANTS, expect, expectedPreRegistration, fillStep1, fillStep2, t, test as base, waitForApp } from './support/fixtures';
import type { ProviderStandIn } from './support/provider-stand-in';
import { API_ORIGIN } from './support/ports';
import {
  CHANGED_TEXTS,
  LATER_STEP_MODULES,
  RELEASE_A,
  buildReleaseB,
  manifestOf,
  startReleaseHost,
  type ReleaseHostName,
  type Releases,
} from './support/releases';

const test = base.extend<object, { releases: Releases }>({
  releases: [
    async ({}, use) => {
      const b = await buildReleaseB();
      try {
        await use({ a: RELEASE_A, b: b.dist });
      } finally {
        b.remove();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});

// nginx's certificate is self-signed.
test.use({ ignoreHTTPSErrors: true });

const tenant = TENANTS[0];
const [{ text: hintB }, { text: importantB }] = CHANGED_TEXTS;

/** Whether the page has shown `text` at any moment so far, across the page loads of the tab. */
async function watchFor(page: Page, text: string): Promise<() => boolean> {
  let seen = false;
  await page.exposeFunction('__sawText', () => {
    seen = true;
  });
  await page.addInitScript((watched) => {
    const look = () => {
      if (document.body?.textContent?.includes(watched)) (window as unknown as { __sawText: () => void }).__sawText();
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return () => seen;
}

const confirm = (page: Page) => page.getByRole('button', { name: t('common:confirm') }).click();
const atStep = (page: Page, current: number) => expect(page.getByText(t('common:progress', { current, total: 3 }))).toBeVisible();

/**
 * The member's whole flow on `hostName`, with B published while she is at `step`, each answer typed once.
 * `keepsA`: whether the host still serves A's hashed files after the switch. Then her page goes on with
 * A's code and texts and no file of it is missing; otherwise some file of A is missing (the case the
 * app's recovery is for), and the steps after the switch are B's, with B's texts.
 */
async function releaseMidFlow(
  page: Page,
  api: ProviderStandIn,
  { hostName, step, releases, keepsA }: { hostName: ReleaseHostName; step: 1 | 2 | 3; releases: Releases; keepsA: boolean },
): Promise<void> {
  const host = await startReleaseHost(hostName, releases);
  try {
    const sawError = await watchFor(page, t('common:status.error.title'));
    const missing: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/') && response.status() === 404) missing.push(pathname);
    });
    const textsAt = (at: number) =>
      keepsA || at <= step
        ? { hint: t('userInfo:birthDate.hint'), important: t('description:important.title') }
        : { hint: hintB, important: importantB };
    await page.goto(host.url(tenant.slug));
    await waitForApp(page);

    await fillStep1(page, tenant);
    if (step === 1) await host.publishB();
    await confirm(page);
    await atStep(page, 2);
    await expect(page.getByText(textsAt(2).hint)).toBeVisible();

    await fillStep2(page);
    if (step === 2) await host.publishB();
    await confirm(page);
    await atStep(page, 3);
    await expect(page.getByRole('region', { name: textsAt(3).important })).toBeVisible();

    if (step === 3) await host.publishB();
    await page
      .getByRole('button', { name: t('description:activate') })
      .first()
      .click();
    await page.waitForURL(`${API_ORIGIN}/webapp/signup?**`);
    expect(new URL(page.url()).searchParams.get('refCode')).toBe('REF-1');
    expect(api.apiCalls().map((call) => call.body)).toEqual([expectedPreRegistration(tenant)]);
    expect(sawError(), 'the error screen was shown').toBe(false);
    if (keepsA) expect(missing).toEqual([]);
    else expect(missing.length, 'a file of A was missing after the switch').toBeGreaterThan(0);
  } finally {
    await host.stop();
  }
}

test('build B gives the modules of step 2 and step 3 new names', ({ releases }) => {
  const [a, b] = [manifestOf(releases.a), manifestOf(releases.b)];
  for (const entry of LATER_STEP_MODULES) {
    expect(a[entry]?.file, entry).toMatch(/^assets\//);
    expect(b[entry]?.file, entry).toMatch(/^assets\//);
    expect(b[entry]!.file, entry).not.toBe(a[entry]!.file);
  }
});

for (const hostName of ['nginx', 'worker'] as const) {
  test.describe(`${hostName}: release B published while the member is mid-flow on A`, () => {
    // The worker's tests start wrangler dev twice (A, then B).
    test.describe.configure({ timeout: hostName === 'worker' ? 180_000 : 60_000 });
    for (const step of [1, 2, 3] as const) {
      test(`at step ${step}: she goes on with A's files and reaches the provider once with her answers`, async ({
        page,
        api,
        releases,
      }) => {
        await releaseMidFlow(page, api, { hostName, step, releases, keepsA: true });
      });
    }
  });
}

test('static host replaced whole by B at step 2: the page reloads into B at step 3 with her answers', async ({
  page,
  api,
  releases,
}) => {
  await releaseMidFlow(page, api, { hostName: 'static', step: 2, releases, keepsA: false });
});
