// npm run data:municipalities: the birthplace lists of public/json/ (tools/data/municipalities.ts).
import { EXCEPTIONS_FILE, MUNICIPALITIES_DIR, TODAY_DIR, writeMunicipalities } from '../data/municipalities.ts';

const files = await writeMunicipalities();
console.log(`Wrote ${files} province files to ${MUNICIPALITIES_DIR}, today's names to ${TODAY_DIR}, and ${EXCEPTIONS_FILE}`);
