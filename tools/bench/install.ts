/**
 * npm run bench, first step: the bench's own packages (Lighthouse, chrome-launcher: tools/bench/package.json),
 * which the project's `npm ci` leaves out (tools/own-package.ts).
 */
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from '../own-package.ts';

// No package of the bench needs an install script; --ignore-scripts keeps it so if a new version adds one.
ensureInstalled(fileURLToPath(new URL('.', import.meta.url)), 'the bench’s packages');
