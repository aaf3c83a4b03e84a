import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { TENANTS, containing, expect, open, passStep1, passStep2, t, test, type Tenant } from './support/fixtures';
import { siteUrl } from './support/ports';
import { BUILD_DIR } from './support/paths';

const SCREENS = ['step-1', 'step-2', 'description', 'coupon'] as const;

/** Brings the page to a screen of the flow. */
async function goTo(page: Page, tenant: Tenant, screen: (typeof SCREENS)[number]) {
  await open(page, tenant, screen === 'coupon' ? '/?existingUser=true' : '/');
  if (screen === 'step-1') return;
  await passStep1(page, tenant);
  if (screen === 'step-2') return;
  await passStep2(page);
  if (screen === 'coupon') await expect(page.getByRole('button', { name: t('description:coupon.copy') })).toBeVisible();
  else await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectTargetsAtLeast24px(page: Page) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return { what: element.outerHTML.slice(0, 80), width: rect.width, height: rect.height };
      })
      .filter(({ width, height }) => width < 24 || height < 24),
  );
  expect(small).toEqual([]);
}

for (const tenant of TENANTS) {
  test.describe(`${tenant.slug}: narrow screens and screenshots`, () => {
    for (const screen of SCREENS) {
      test(`${screen} fits 360 px, has 24 px targets, and is photographed at 360 and 1280`, async ({ page }) => {
        await page.setViewportSize({ width: 360, height: 740 });
        await goTo(page, tenant, screen);
        await expectNoSidewaysScroll(page);
        await expectTargetsAtLeast24px(page);
        await page.screenshot({ path: `test-results/screenshots/${tenant.slug}-${screen}-360.png`, fullPage: true });
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.screenshot({ path: `test-results/screenshots/${tenant.slug}-${screen}-1280.png`, fullPage: true });
      });
    }

    test('buttons, links and focus rings use the partner colour', async ({ page }) => {
      await open(page, tenant, '/');
      await page.getByLabel(t('eligibility:email.label')).fill(tenant.email);
      await page.getByRole('checkbox').check();
      await expect(page.getByRole('button', { name: t('common:confirm') })).toHaveCSS('background-color', tenant.color);
      await expect(page.getByRole('link', { name: containing(t('common:support.chat')) })).toHaveCSS('color', tenant.color);
      await page.getByLabel(t('eligibility:email.label')).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('checkbox')).toHaveCSS('outline-color', tenant.color);
    });

    test('the picture band shows the figures whole, heads included, at 360 and 390 px', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await goTo(page, tenant, 'description');
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 740 });
        const hero = page.locator('svg.hero');
        await hero.screenshot({ path: `test-results/screenshots/${tenant.slug}-hero-band-${width}.png` });
        // Each figure (head and body) inside the band as the page shows it, not cut by its edges.
        const outside = await hero.evaluate((svg) => {
          const band = svg.getBoundingClientRect();
          const parts = [...svg.querySelectorAll('.hero__family > g > *')];
          return {
            parts: parts.length,
            cut: parts
              .map((part) => part.getBoundingClientRect())
              .filter((box) => box.top < band.top || box.bottom > band.bottom || box.left < band.left || box.right > band.right)
              .map(
                (box) => `${Math.round(box.top - band.top)}..${Math.round(box.bottom - band.top)} of ${Math.round(band.height)}`,
              ),
          };
        });
        expect(outside).toEqual({ parts: 6, cut: [] });
      }
    });

    test('the default hero is drawn in the partner colour', async ({ page }) => {
      await goTo(page, tenant, 'description');
      // Decorative and hidden from assistive technology, so found by its class.
      await expect(page.locator('.hero .hero__accent')).toHaveCSS('fill', tenant.color);
      await expect(page.locator('.hero .hero__badge')).toHaveCSS('stroke', tenant.color);
    });

    test('the "Importante" box links to "Come Funziona?" within the page', async ({ page, api }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await goTo(page, tenant, 'description');
      const important = page.getByRole('region', { name: t('description:important.title') });
      await important.getByRole('link', { name: t('description:howItWorks.heading') }).click();
      await expect(page.getByRole('heading', { name: t('description:howItWorks.heading') })).toBeInViewport();
      await expect(page).toHaveURL(/\/description#how-it-works$/);
      await expect(page.getByRole('button', { name: t('description:activate') })).toHaveCount(2);
      expect(api.apiCalls()).toEqual([]);
    });

    test('"Codice copiato!" does not move the page at 360 px', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl(tenant.slug, '') });
      await page.setViewportSize({ width: 360, height: 740 });
      await goTo(page, tenant, 'coupon');
      const steps = page.getByRole('heading', { name: t('description:coupon.stepsHeading') });
      const before = await steps.boundingBox();
      await page.getByRole('button', { name: t('description:coupon.copy') }).click();
      const copied = page.getByRole('status').filter({ hasText: t('description:coupon.copied') });
      await expect(copied).toBeVisible();
      await expect(copied).toHaveCSS('color', 'rgb(5, 96, 58)');
      expect(await steps.boundingBox()).toEqual(before);
      // The next action is a button-styled link in the partner colour.
      await expect(page.getByRole('link', { name: containing(t('description:coupon.redeemLink')) })).toHaveCSS(
        'background-color',
        tenant.color,
      );
      await page.screenshot({ path: `test-results/screenshots/${tenant.slug}-coupon-copied-360.png`, fullPage: true });
    });
  });
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`while the coupon is on its way, a ring ${reducedMotion === 'reduce' ? 'stands still' : 'turns'} beside the status`, async ({
    page,
  }) => {
    const [tenant] = TENANTS;
    await page.emulateMedia({ reducedMotion });
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/contact-coupon/**', async (route) => {
      await answered;
      await route.continue();
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, tenant, '/?existingUser=true');
    await passStep1(page, tenant);
    await passStep2(page);
    const status = page.getByRole('status').filter({ hasText: t('description:coupon.loading') });
    await expect(status).toBeVisible();
    // The ring is decorative (aria-hidden), so found by its class.
    await expect(status.locator('.spinner')).toHaveCSS('animation-name', reducedMotion === 'reduce' ? 'none' : 'spin');
    await page.screenshot({ path: `test-results/screenshots/coupon-loading-${reducedMotion}-360.png` });
    answer();
    await expect(page.getByRole('button', { name: t('description:coupon.copy') })).toBeVisible();
    await expect(status).toBeHidden();
  });
}

test('the not-found page fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(siteUrl('nessuno', '/'));
  await expect(page.getByRole('heading', { level: 1, name: t('common:status.tenantNotFound.title') })).toBeVisible();
  const nextSteps = page.getByRole('region', { name: t('common:status.tenantNotFound.nextSteps.heading') });
  await expect(nextSteps.getByRole('listitem')).toHaveText([
    t('common:status.tenantNotFound.nextSteps.checkLink'),
    t('common:status.tenantNotFound.nextSteps.retry'),
    t('common:status.tenantNotFound.nextSteps.askHr'),
  ]);
  await expect(nextSteps.getByRole('link', { name: t('common:status.retry') })).toHaveAttribute('href', '/');
  await expectNoSidewaysScroll(page);
  await expectTargetsAtLeast24px(page);
  await page.screenshot({ path: 'test-results/screenshots/not-found-360.png', fullPage: true });
});

test('at 320 px a long support address wraps after "@" or ".", never inside a word', async ({ page, api }) => {
  const [tenant] = TENANTS;
  const long = 'supporto.assistenza.clienti@salutepiu.example.it';
  // The same partner with a long support address (the generic page fetches the partner's file).
  const file = JSON.parse(readFileSync(join(BUILD_DIR, 'tenants', `${tenant.slug}.json`), 'utf8')) as { support: object };
  await page.route(siteUrl(tenant.slug, `/tenants/${tenant.slug}.json`), (route) =>
    route.fulfill({ json: { ...file, support: { ...file.support, email: long } }, headers: { 'Cache-Control': 'no-cache' } }),
  );
  await page.setViewportSize({ width: 320, height: 900 });
  await goTo(page, tenant, 'description');
  // A request that left and lost its answer: the message lists the address.
  api.queue('contact-pre-reg', { resetAfterRequest: true });
  await page
    .getByRole('button', { name: t('description:activate') })
    .first()
    .click();
  const inAlert = page.getByRole('alert').getByRole('link', { name: long });
  await expect(inAlert).toBeVisible();

  // For each address: the lines it takes, and the lines each of its parts takes ("supporto.", "clienti@", "it").
  const addresses = await page.locator('a.address').evaluateAll((links) => {
    const linesOf = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    return links.map((link) => ({
      address: link.textContent,
      lines: linesOf(link),
      parts: [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => linesOf(node)),
    }));
  });
  expect(addresses.filter((entry) => entry.address === long).length).toBeGreaterThanOrEqual(2);
  for (const { address, lines, parts } of addresses) {
    expect(parts, `${address}: a part broken inside`).toEqual(parts.map(() => 1));
    // It did wrap: the long address takes more than one line.
    if (address === long) expect(lines).toBeGreaterThan(1);
  }
  await expectNoSidewaysScroll(page);
});
