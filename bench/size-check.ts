/**
 * npm run size: fails when the JavaScript of step 1 grows past its budget.
 * Run after npm run build. The budget is for brotli, as CDNs and deploy/nginx.conf serve it.
 */
import { fileURLToPath } from 'node:url';
import { compressedSizes, kb, step1Scripts } from '../build/step1-assets.ts';

export const STEP1_BUDGET_BROTLI = 140 * 1024;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const files = step1Scripts(dist);
const sizes = compressedSizes(dist, files);
console.log(`Step 1 loads ${files.length} scripts: ${kb(sizes.brotli)} brotli, ${kb(sizes.gzip)} gzip, ${kb(sizes.raw)} raw.`);
console.log(`Budget: ${kb(STEP1_BUDGET_BROTLI)} brotli.`);
if (sizes.brotli > STEP1_BUDGET_BROTLI) {
  console.error(`Over budget by ${kb(sizes.brotli - STEP1_BUDGET_BROTLI)}: ${files.join(', ')}`);
  process.exit(1);
}
