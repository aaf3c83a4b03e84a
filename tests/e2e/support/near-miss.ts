/**
 * Issue 40's near miss under a finger, for the suites that open step 1 on a phone (touch.spec.ts with the
 * app running, before-app.spec.ts before it runs): the same check on the page both draw.
 */
import type { Locator, Page } from '@playwright/test';
import { containing, expect, t } from './fixtures';

const email = (page: Page) => page.getByLabel(t('eligibility:email.label'));
const checkbox = (page: Page) => page.getByRole('checkbox', { name: containing(t('eligibility:confirmData.label')) });
const confirm = (page: Page) => page.getByRole('button', { name: t('common:confirm') });

/** `mario.rossi@alfa.it` → `mario.rossi@alfa.iy`: a slip in the partner's domain. */
export const nearMiss = (address: string) => `${address.slice(0, -1)}y`;

/**
 * The member, in the e-mail box with a slip in the partner's domain, taps the box below it: the box is
 * ticked, the near-miss message and "Intendevi …?" appear above the e-mail box, and the box and Conferma
 * stay where the finger saw them, Conferma whole on the screen. The suggestion looks like a button,
 * not like the box to type in.
 */
export async function expectNearMissInPlace(page: Page, mended: string, screen: { height: number }) {
  const where = async (element: Locator) => (await element.boundingBox())!;
  const [ticked, pressed] = [await where(checkbox(page)), await where(confirm(page))];
  await checkbox(page).tap();
  await expect(page.getByText(t('validation:email.nearMiss'))).toBeVisible();
  await expect(checkbox(page)).toBeChecked();
  const suggestion = page.getByRole('button', { name: t('eligibility:email.suggestion', { email: mended }) });
  await expect(suggestion).toBeInViewport();
  // Sub-pixel rounding of the scroll aside, nothing below the e-mail moved.
  expect(Math.abs((await where(checkbox(page))).y - ticked.y)).toBeLessThanOrEqual(1);
  const after = await where(confirm(page));
  expect(Math.abs(after.y - pressed.y)).toBeLessThanOrEqual(1);
  expect(after.y + after.height).toBeLessThanOrEqual(screen.height);
  const look = (element: Locator) =>
    element.evaluate((shown) => {
      const style = getComputedStyle(shown);
      return { background: style.backgroundColor, border: style.borderTopColor, corners: style.borderTopLeftRadius };
    });
  const [button, box] = [await look(suggestion), await look(email(page))];
  expect(button.background).not.toBe(box.background);
  expect(button.border).not.toBe(box.border);
  expect(button.corners).not.toBe(box.corners);
}
