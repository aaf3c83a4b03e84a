/**
 * A copy of the project in a temporary folder, for a spec that changes its texts or partner files (the
 * dev server's live edits, a second build with other texts): a failed run never leaves the repository
 * changed. The copy has what the dev server and the build read, and links the project's node_modules.
 */
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from './paths';

const FILES = ['package.json', 'tsconfig.json', 'index.html', 'vite.config.ts', 'i18next.config.ts', 'tsr.config.json'];
const FOLDERS = ['src', 'locales', 'tenants', 'config', 'public', 'tools', 'deploy'];

/** Copies the project into a new folder named from `prefix` (under the system's temporary folder); returns it. */
export function copyProject(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const file of FILES) cpSync(join(REPO, file), join(root, file));
  for (const folder of FOLDERS)
    cpSync(join(REPO, folder), join(root, folder), { recursive: true, filter: (path) => !path.includes('node_modules') });
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'));
  return root;
}
