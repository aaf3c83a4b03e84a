/**
 * npm run test:mutation, first step: StrykerJS and its Vitest runner (tools/mutation/package.json), 177
 * packages the project's `npm ci` leaves out (tools/own-package.ts). Vitest is the runner's peer: .npmrc
 * keeps npm from installing a second copy, so Stryker runs the project's own Vitest.
 */
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from '../own-package.ts';

ensureInstalled(fileURLToPath(new URL('.', import.meta.url)), 'StrykerJS (mutation testing)');
