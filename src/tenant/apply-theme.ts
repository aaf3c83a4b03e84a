import type { TenantConfig } from './schema';

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

const WHITE = '#ffffff';
const INK = '#111827';

/** The text colour drawn on the primary colour: white or near-black, whichever contrasts more. */
export function onColor(primary: string): string {
  return contrastRatio(primary, WHITE) >= contrastRatio(primary, INK) ? WHITE : INK;
}

/** Semantic tokens for components; components never read tenant colours directly. */
export function themeTokens(tenant: TenantConfig): Record<string, string> {
  const primary = tenant.branding.primaryColor.toLowerCase();
  return {
    '--color-primary': primary,
    '--color-on-primary': onColor(primary),
    // Links are text on white (4.5:1); focus rings are a graphic (3:1). A pale brand colour falls back to ink.
    '--color-link': contrastRatio(primary, WHITE) >= 4.5 ? primary : INK,
    '--color-focus': contrastRatio(primary, WHITE) >= 3 ? primary : INK,
  };
}

export function applyTheme(tenant: TenantConfig, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeTokens(tenant))) root.style.setProperty(name, value);
}
