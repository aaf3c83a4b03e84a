// npm run tenant:check: every partner file, as the build checks it (tools/partners/check.ts).
import { runTenantCheck } from '../partners/check.ts';

process.exitCode = runTenantCheck();
