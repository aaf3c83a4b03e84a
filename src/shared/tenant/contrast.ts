/** The colours of the partner's theme, by WCAG contrast: the app draws with them, the build warns with them. */

export const WHITE = '#ffffff';
export const INK = '#111827';
/** The page's background (--color-page in src/styles.css); cards are WHITE. */
export const PAGE = '#f3f5f9';

/** The minimum contrast of a graphic, such as a button against what is around it (WCAG 2.2, 1.4.11). */
export const MIN_GRAPHIC_CONTRAST = 3;

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The lower contrast of `color` against the page and against a card: a button may sit on either. */
export function backgroundContrast(color: string): { ratio: number; background: string } {
  const [page, card] = [contrastRatio(color, PAGE), contrastRatio(color, WHITE)];
  return page <= card ? { ratio: page, background: PAGE } : { ratio: card, background: WHITE };
}

/** The text colour drawn on the primary colour: white or near-black, whichever contrasts more. */
export function onColor(primary: string): string {
  return contrastRatio(primary, WHITE) >= contrastRatio(primary, INK) ? WHITE : INK;
}
