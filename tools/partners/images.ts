/**
 * A partner's logo and hero picture: a file of our own site, under public/, and small. The schema
 * takes only a path (src/shared/tenant/schema.ts), so no partner's picture loads from another site or
 * widens the image policy every partner's page shares; here the file itself is checked, since every
 * visit to the partner's pages downloads it. A warning, not an error: an SVG that writes its words as text.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { TenantData } from '../../src/shared/tenant/schema.ts';
import type { TenantLoadResult, TenantProblem } from './problems.ts';

/** The most a logo or hero picture may weigh: a logo is a few kB as SVG, a hero picture tens as WebP. */
export const MAX_IMAGE_BYTES = 100 * 1024;

const IMAGE_FIELDS = ['logoUrl', 'heroImageUrl'] as const;

/** The problems of one partner's pictures: a path with no file under `publicDir`, or a file over MAX_IMAGE_BYTES. */
export function imageProblems(tenant: TenantData, file: string, publicDir: string, cwd: string): TenantProblem[] {
  const problems: TenantProblem[] = [];
  for (const field of IMAGE_FIELDS) {
    const path = tenant.branding[field];
    if (path === undefined) continue;
    const onDisk = fileOf(publicDir, path);
    const shown = relative(cwd, onDisk) || onDisk;
    const problem = (message: string) => problems.push({ file, field: `branding.${field}`, message });
    const size = sizeInside(publicDir, onDisk);
    if (size === undefined) problem(`${path} has no file: add ${shown}, or members would see a broken image on every visit`);
    else if (size > MAX_IMAGE_BYTES) {
      problem(
        `${path} is ${formatKb(size)}, over the ${formatKb(MAX_IMAGE_BYTES)} cap: every visit downloads it on a phone's connection; export it smaller (an SVG, or a WebP or PNG at the size shown)`,
      );
    }
  }
  return problems;
}

/**
 * The warnings of the pictures of the partners withImagesChecked kept (their files are there, and small): an SVG
 * that writes words with <text>. Each phone draws them in its own fonts, so the logo differs from phone to phone,
 * and lays them out on its main thread as the page appears: the demo logo took about 110 ms more to draw so than
 * with its words as outlines, at 4x CPU.
 */
export function imageWarnings({ tenants, files }: TenantLoadResult, publicDir: string): TenantProblem[] {
  const warnings: TenantProblem[] = [];
  for (const [slug, tenant] of tenants)
    for (const field of IMAGE_FIELDS) {
      const path = tenant.branding[field];
      if (!path?.toLowerCase().endsWith('.svg') || !/<text[\s>]/i.test(readFileSync(fileOf(publicDir, path), 'utf8'))) continue;
      warnings.push({
        file: files.get(slug) ?? `${slug}.json`,
        field: `branding.${field}`,
        message: `${path} writes its words as SVG text: each phone draws them in its own fonts, so they look different from phone to phone, and a phone lays them out as the page appears, while the member waits; export it with the text converted to outlines (paths)`,
      });
    }
  return warnings;
}

/** Every partner's image problems; the partners with any are left out of what the build ships. */
export function withImagesChecked(loaded: TenantLoadResult, publicDir: string, cwd: string): TenantLoadResult {
  const problems: TenantProblem[] = [];
  const tenants = new Map(loaded.tenants);
  const files = new Map(loaded.files);
  for (const [slug, tenant] of loaded.tenants) {
    const found = imageProblems(tenant, files.get(slug) ?? `${slug}.json`, publicDir, cwd);
    if (found.length === 0) continue;
    problems.push(...found);
    tenants.delete(slug);
    files.delete(slug);
  }
  return { ...loaded, tenants, files, problems: [...loaded.problems, ...problems] };
}

/** Where a picture's site path (/images/partners/acme.svg) is under public/. */
const fileOf = (publicDir: string, path: string) => join(publicDir, ...path.split('/').filter(Boolean));

/** The size of the regular file at `path` when it is inside `dir` (links followed), else undefined. */
function sizeInside(dir: string, path: string): number | undefined {
  try {
    const real = realpathSync(path);
    if (!real.startsWith(realpathSync(dir) + sep)) return undefined;
    const stat = statSync(real);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}

const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(bytes % 1024 === 0 ? 0 : 1)} KB`;
