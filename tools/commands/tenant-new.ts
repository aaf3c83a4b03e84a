// npm run tenant:new -- <slug> --name … --domains … --contract …: writes tenants/<slug>.json (tools/partners/new-file.ts).
import { runTenantNewInTerminal } from '../partners/new-file.ts';

process.exitCode = await runTenantNewInTerminal(process.argv.slice(2));
