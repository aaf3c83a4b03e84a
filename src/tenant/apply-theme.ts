import type { TenantConfig } from '../shared/tenant/schema';
import { INK, WHITE, contrastRatio, onColor } from '../shared/tenant/contrast';

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
