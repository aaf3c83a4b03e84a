/**
 * What of step 1's JavaScript the start does not run: the page loaded (no throttling, Chromium's precise
 * coverage through Playwright) until the app's form-ready mark and a second after, then, for each script the
 * page's own origin served, how many of its characters lie in code that never ran. The figure to shrink is
 * that one: step 1 should load nothing it does not run (issue 41).
 */
import { chromium } from '@playwright/test';

export interface FileCoverage {
  /** The script's path on the site (`/assets/x.js`; `/` for the page's inline script). */
  path: string;
  /** Its length, in characters (as served, minified). */
  size: number;
  /** Characters in code that did not run. */
  unused: number;
}

interface Range {
  startOffset: number;
  endOffset: number;
  count: number;
}

/**
 * V8's ranges nest: a function's range, then its blocks', each with its own count. Painted from the outermost to
 * the innermost, the last paint of a character is the count of the code it belongs to.
 */
export function unusedCharacters(size: number, ranges: Range[]): number {
  const counts = new Uint32Array(size);
  const ordered = [...ranges].sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const { startOffset, endOffset, count } of ordered) counts.fill(count, startOffset, Math.min(endOffset, size));
  return counts.reduce((unused, count) => unused + (count === 0 ? 1 : 0), 0);
}

export async function step1Coverage(url: string, chrome: string, flags: string[]): Promise<FileCoverage[]> {
  const browser = await chromium.launch({ executablePath: chrome, args: flags });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, ignoreHTTPSErrors: true });
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('onboarding:form-ready').length > 0, null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(1000);
    const origin = new URL(url).origin;
    return (await page.coverage.stopJSCoverage())
      .filter((entry) => entry.url.startsWith(origin) && entry.source !== undefined)
      .map((entry) => ({
        path: new URL(entry.url).pathname,
        size: entry.source!.length,
        unused: unusedCharacters(
          entry.source!.length,
          entry.functions.flatMap((fn) => fn.ranges),
        ),
      }))
      .sort((a, b) => b.unused - a.unused);
  } finally {
    await browser.close();
  }
}
