import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../..', import.meta.url));
/** Where serve-build.ts writes the suite's production build. */
export const BUILD_DIR = `${REPO}.e2e-dist`;
