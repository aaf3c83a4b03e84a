// npm run i18n:check [--syntax | --placeholders]: the texts' checks (tools/texts/i18n-check.ts).
import { runI18nCheck } from '../texts/i18n-check.ts';

process.exitCode = await runI18nCheck(process.argv.slice(2));
