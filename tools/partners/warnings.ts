/**
 * Mistakes that do not stop the build but that an integrator should look at (npm run tenant:check
 * prints them): contrast, images with no file, e-mail domains shared by two partners.
 */
import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isInDomain } from '../../src/shared/domain-coverage.ts';
import { contrastRatio, onColor } from '../../src/shared/tenant/contrast.ts';
import type { TenantLoadResult, TenantProblem } from './problems.ts';

export interface WarningOptions {
  /** The site's public/ folder, where logo and hero image paths point. */
  publicDir: string;
  /** How to show paths under publicDir in messages; defaults to the current directory. */
  cwd?: string;
}

/** The minimum contrast of normal text (WCAG 2.2, 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Mistakes that do not break the site but that an integrator should look at:
 * text hard to read on the primary colour, a logo or picture with no file under public/,
 * two partners accepting the same e-mail domain.
 */
export function tenantWarnings({ tenants, files }: TenantLoadResult, options: WarningOptions): TenantProblem[] {
  const warnings: TenantProblem[] = [];
  const cwd = options.cwd ?? process.cwd();
  const claimed: Array<{ domain: string; slug: string }> = [];
  for (const [slug, tenant] of tenants) {
    const file = files.get(slug) ?? `${slug}.json`;
    const primary = tenant.branding.primaryColor.toLowerCase();
    const ink = onColor(primary);
    const ratio = contrastRatio(primary, ink);
    if (ratio < MIN_TEXT_CONTRAST) {
      warnings.push({
        file,
        field: 'branding.primaryColor',
        message: `${primary} gives only ${ratio.toFixed(2)}:1 contrast with the text drawn on it (${ink}); buttons need at least ${MIN_TEXT_CONTRAST}:1 to be readable, so choose a ${ink === '#ffffff' ? 'darker' : 'lighter'} shade`,
      });
    }
    for (const field of ['logoUrl', 'heroImageUrl'] as const) {
      const path = tenant.branding[field];
      if (!path?.startsWith('/')) continue;
      const onDisk = join(options.publicDir, ...path.split('/').filter(Boolean));
      if (!isFile(onDisk)) {
        warnings.push({
          file,
          field: `branding.${field}`,
          message: `${path} has no file: add ${relative(cwd, onDisk) || onDisk}, or the page shows a broken image`,
        });
      }
    }
    tenant.partner.emailDomains.forEach((domain, index) => {
      for (const other of claimed) {
        if (other.slug === slug) continue;
        const otherFile = files.get(other.slug) ?? other.slug;
        let overlap: string | undefined;
        if (other.domain === domain) overlap = `${domain} is also claimed by ${otherFile}`;
        else if (isInDomain(domain, other.domain)) overlap = `${domain} is inside ${other.domain}, claimed by ${otherFile}`;
        else if (isInDomain(other.domain, domain)) overlap = `${domain} includes ${other.domain}, claimed by ${otherFile}`;
        if (overlap) {
          warnings.push({
            file,
            field: `partner.emailDomains.${index}`,
            message: `${overlap}: the same members could activate the service through both partners`,
          });
        }
      }
    });
    for (const domain of tenant.partner.emailDomains) claimed.push({ domain, slug });
  }
  return warnings;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
