/**
 * npm run size: the JavaScript of step 1, against its target, after npm run build.
 * Sizes are in gzip, as most hosts serve it; brotli is printed too.
 * - the target (130 KB gzip) is reported, met or missed, with the difference;
 * - the ceiling (today's size and a little room) fails the command: step 1 must not grow.
 */
import { fileURLToPath } from 'node:url';
import { compressedSizes, kb, step1Scripts } from '../site-build/step1-assets.ts';

import { STEP1_CEILING_GZIP, STEP1_TARGET_GZIP } from './step1-budget.ts';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const files = step1Scripts(dist);
const sizes = compressedSizes(dist, files);
console.log(`Step 1 loads ${files.length} scripts: ${kb(sizes.gzip)} gzip, ${kb(sizes.brotli)} brotli, ${kb(sizes.raw)} raw.`);
const gap = sizes.gzip - STEP1_TARGET_GZIP;
console.log(
  gap <= 0
    ? `Target ${kb(STEP1_TARGET_GZIP)} gzip: met, ${kb(-gap)} to spare.`
    : `Target ${kb(STEP1_TARGET_GZIP)} gzip: MISSED by ${kb(gap)} (see docs/performance.md).`,
);
if (sizes.gzip > STEP1_CEILING_GZIP) {
  console.error(
    `Over the ceiling of ${kb(STEP1_CEILING_GZIP)} gzip by ${kb(sizes.gzip - STEP1_CEILING_GZIP)}: ${files.join(', ')}`,
  );
  process.exit(1);
}
