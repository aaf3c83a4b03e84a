/**
 * How members fare, counted end to end behind nginx: three members of one partner go through the
 * flow (one activates, one meets a provider 500, one stops at step 2), the page posts its events,
 * nginx writes its events log, and `npm run report` over that log says exactly that. No line of
 * the log holds what the members typed, an address or a user agent.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { eventReport } from '../../tools/events/report';
import { TENANTS, expect, passStep1, passStep2, t, waitForApp } from './support/fixtures';
import { partnerUrl, test } from './support/nginx-fixture';

test.use({ ignoreHTTPSErrors: true });

const tenant = TENANTS[1];
/** What the members type and the provider answers: none of it may be in a log line. */
const PERSONAL = [tenant.email, 'Mario', 'Rossi', '1980', 'Monza', 'REF-', '127.0.0.1', 'Mozilla', 'Chrome'];

/** A member on her own phone: a context of her own, so nothing links her to the others. */
async function member(browser: Browser, walk: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(partnerUrl(tenant.slug));
  await waitForApp(page);
  await walk(page);
  // Leaving sends what is pending (sendBeacon goes with the page).
  await context.close();
}

async function activate(page: Page) {
  await page
    .getByRole('button', { name: t('description:activate') })
    .first()
    .click();
}

test('three members: the report says one activated, one met a 500, one stopped at step 2', async ({ browser, nginx, api }) => {
  // Earlier tests' pages may still be sending: count only what comes after a quiet moment.
  await new Promise((done) => setTimeout(done, 1_000));
  const before = readFileSync(nginx.eventsLog, 'utf8').length;

  await member(browser, async (page) => {
    await passStep1(page, tenant);
    await passStep2(page);
    await activate(page);
    await page.waitForURL('**/webapp/signup?**');
  });
  await member(browser, async (page) => {
    await passStep1(page, tenant);
    await passStep2(page);
    api.queue('contact-pre-reg', { status: 500 });
    await activate(page);
    await expect(page.getByRole('alert')).toContainText(t('description:failure.activation'));
  });
  await member(browser, async (page) => {
    await passStep1(page, tenant);
  });

  // The lines of these three members, once all have arrived (2 + 3 + 3 arrivals, 1 activation, 1 refusal).
  const lines = () =>
    readFileSync(nginx.eventsLog, 'utf8')
      .slice(before)
      .split('\n')
      .filter((line) => line.includes(`"partner":"${tenant.slug}"`));
  await expect.poll(() => lines().length).toBe(10);
  for (const line of lines()) for (const value of PERSONAL) expect(line).not.toContain(value);

  const folder = mkdtempSync(join(tmpdir(), 'events-report-'));
  try {
    const log = join(folder, 'onboarding-events.log');
    writeFileSync(log, `${lines().join('\n')}\n`);
    const report = await eventReport([log]);
    if (typeof report === 'string') throw new Error(report);
    expect(
      report.days.map(({ partner, arrivals, activations, failures }) => ({ partner, arrivals, activations, failures })),
    ).toEqual([
      {
        partner: tenant.slug,
        arrivals: { 1: 3, 2: 3, 3: 2 },
        activations: 1,
        failures: [{ event: 'refused', reason: 'pre-registration-5xx', count: 1 }],
      },
    ]);
    expect(report.files[0]).toMatchObject({ lines: 10, events: 10 });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
