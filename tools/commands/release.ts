/**
 * npm run release -- <root>, on the server: publishes the build as a new release of <root> and switches
 * nginx to it with one nginx -t and reload, keeping the hashed files of the last 7 days' releases for the
 * pages still open (tools/deploy/release.ts, docs/deploy.md). Exit code 1 when the release is not live.
 */
import { runRelease } from '../deploy/release.ts';

process.exitCode = runRelease(process.argv.slice(2));
