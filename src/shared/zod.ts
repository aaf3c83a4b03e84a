/**
 * zod/mini as the app's schemas import it: set first to generate no code. zod decides when a schema is
 * built whether it may compile fast parsers, probing with `new Function`, which a strict
 * Content-Security-Policy reports as a violation (docs/deploy.md). As this module's importers run after
 * it, no schema of theirs exists before the setting. Step 1 builds no schema, so zod loads with the first
 * code that does (step 2's, or the generic page's check of a partner file).
 */
import { config } from 'zod/mini';

config({ jitless: true });

export { z } from 'zod/mini';
