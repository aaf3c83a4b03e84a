// npm run tenant:schema: writes tenant.schema.json and site.schema.json for editors (tools/partners/json-schema.ts).
import { runTenantSchema } from '../partners/json-schema.ts';

process.exitCode = runTenantSchema();
