/**
 * A project-like folder for the partner tools: <work>/tenants with the files given, and the
 * operator's site file where the tools look for it, <work>/config/site.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TenantProject {
  work: string;
  /** <work>/tenants */
  dir: string;
  /** Writes a file of tenants/: a value as JSON, a string as it is. */
  write: (name: string, content: unknown) => void;
  writeSite: (site: unknown) => void;
  remove: () => void;
}

export function createTenantProject(
  prefix: string,
  { site, files }: { site: unknown; files: Record<string, unknown> },
): TenantProject {
  const work = mkdtempSync(join(tmpdir(), prefix));
  const dir = join(work, 'tenants');
  mkdirSync(dir);
  mkdirSync(join(work, 'config'));
  const project: TenantProject = {
    work,
    dir,
    write: (name, content) => writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content)),
    writeSite: (value) => writeFileSync(join(work, 'config', 'site.json'), JSON.stringify(value)),
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
  project.writeSite(site);
  for (const [name, content] of Object.entries(files)) project.write(name, content);
  return project;
}
