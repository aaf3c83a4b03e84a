/**
 * npm run typecheck's first step: writes src/routeTree.gen.ts from src/routes/ with the same
 * generator, version and settings (tsr.config.json) as the Vite plugin, so both write the same
 * file. Through the generator's ES module API: the `tsr` command loads a CommonJS build of the
 * router that warns about a circular import on every run.
 */
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
await new Generator({ config: getConfig({}, root), root }).run();
