/**
 * `tsx tools/bench/build-tree.ts <tree> <outDir>`: the bench's build of a source tree (this repository, or the
 * previous release's files written out by baseline.ts) by that tree's own build code, as npm run build sets it up
 * (production React for the pages), as a test build (the demo partner kept, loopback addresses allowed), run in a
 * process of its own so that each tree's Vite and settings stay its own.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const [tree, outDir] = process.argv.slice(2);
if (!tree || !outDir) throw new Error('usage: tsx tools/bench/build-tree.ts <tree> <outDir>');
const { buildSite } = (await import(
  pathToFileURL(join(tree, 'tools/site-build/build-site.ts')).href
)) as typeof import('../site-build/build-site.ts');
await buildSite({
  root: tree,
  outDir,
  tenantsDir: join(tree, 'tenants'),
  siteFile: join(tree, 'config/site.json'),
  testBuild: true,
});
