// npm run report -- [--json] <log files…>: how members fare, per partner and day, from the events logs (tools/events/report.ts).
import { runReport } from '../events/report.ts';

process.exitCode = await runReport(process.argv.slice(2));
