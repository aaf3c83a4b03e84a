import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  EXCEPTIONS_FILE,
  MUNICIPALITIES_DIR,
  TODAY_DIR,
  buildMunicipalities,
  exceptionsFile,
  italianCase,
  municipalitiesFile,
  specProvinces,
  todayFiles,
  type Built,
} from '../../tools/data/municipalities';
import { offerOn, type Municipality } from '../../src/shared/municipality';

const committed = (code: string): Municipality[] =>
  JSON.parse(readFileSync(join(MUNICIPALITIES_DIR, `${code}.json`), 'utf8')) as Municipality[];
const named = (code: string, name: string) => committed(code).filter((municipality) => municipality.name === name);

describe('the municipalities of each province (npm run data:municipalities)', () => {
  let built: Built;
  beforeAll(async () => {
    built = await buildMunicipalities();
  });

  it('has one file for each of the 107 provinces, each with current municipalities', () => {
    const provinces = specProvinces();
    expect(provinces).toHaveLength(107);
    expect(readdirSync(MUNICIPALITIES_DIR).sort()).toEqual(provinces.map((code) => `${code}.json`).sort());
    for (const code of provinces) {
      const today = committed(code).filter((municipality) => !municipality.former && !municipality.province);
      expect(today.length, code).toBeGreaterThan(0);
    }
  });

  it('is what the script writes from the pinned packages: run npm run data:municipalities after updating them', () => {
    for (const [code, list] of built.provinces) {
      expect(readFileSync(join(MUNICIPALITIES_DIR, `${code}.json`), 'utf8'), code).toBe(municipalitiesFile(list));
    }
    const today = todayFiles(built.today);
    expect(readdirSync(TODAY_DIR).sort()).toEqual([...today.keys()].map((letter) => `${letter}.json`).sort());
    for (const [letter, text] of today) expect(readFileSync(join(TODAY_DIR, `${letter}.json`), 'utf8'), letter).toBe(text);
    expect(readFileSync(EXCEPTIONS_FILE, 'utf8')).toBe(exceptionsFile(built.exceptions));
  });

  it('keeps each file small: no province file over 25 KB, no file of today’s names over 25 KB', () => {
    for (const code of specProvinces()) {
      expect(readFileSync(join(MUNICIPALITIES_DIR, `${code}.json`)).length, code).toBeLessThanOrEqual(25_000);
    }
    for (const file of readdirSync(TODAY_DIR))
      expect(readFileSync(join(TODAY_DIR, file)).length, file).toBeLessThanOrEqual(25_000);
  });

  it('dates former municipalities from the Belfiore dataset, and keeps the ones of unknown dates for their whole name', () => {
    // Merged into Vermezzo con Zelo in 2019: a birthplace in 1990, not in 2020.
    expect(named('MI', 'Vermezzo')).toEqual([{ name: 'Vermezzo', former: true, until: '2019-02-08' }]);
    expect(named('MI', 'Vermezzo con Zelo')).toEqual([{ name: 'Vermezzo con Zelo' }]);
    // Merged into Milano in 1873, missing from the Belfiore dataset: dates unknown.
    expect(named('MI', 'Corpi Santi di Milano')).toEqual([{ name: 'Corpi Santi di Milano', former: true }]);
    // A renaming: the code's dates are not the name's.
    expect(named('PD', 'Abano Bagni')).toEqual([{ name: 'Abano Bagni', former: true }]);
    // Of unknown dates and the name of a municipality of today (Montecatini-Terme): left out.
    expect(named('PT', 'Montecatini Terme')).toEqual([]);
    expect(named('PT', 'Montecatini-Terme')).toEqual([{ name: 'Montecatini-Terme' }]);
  });

  it('files a municipality that moved under the province it had, marked with today’s', () => {
    expect(named('MI', 'Monza')).toEqual([{ name: 'Monza', province: 'MB', until: '2009-06-06' }]);
    expect(named('MB', 'Monza')).toEqual([{ name: 'Monza' }]);
    expect(named('CA', 'Carbonia')).toEqual([{ name: 'Carbonia', province: 'SU' }]);
    expect(built.today.get('Monza MB')).toBe('MB');
  });

  it('maps Sardinia onto the provinces of the list, and settles the Belfiore dataset’s wrong provinces by the other lists', () => {
    expect(committed('SU')).toContainEqual({ name: 'Carbonia' });
    expect(committed('NU')).toContainEqual({ name: 'Tortolì' });
    expect(committed('SS')).toContainEqual({ name: 'Olbia' });
    // Agliè is under AO in the Belfiore dataset: it is in Turin's province.
    expect(named('TO', 'Agliè')).toEqual([{ name: 'Agliè' }]);
    expect(named('AO', 'Agliè')).toEqual([]);
    expect(built.exceptions).toContain('- A074 Agliè: TO, Belfiore AO');
  });

  it.each([
    ['Milano', undefined, 'always'],
    ['Vermezzo', '1990-03-05', 'always'],
    ['Vermezzo', '2019-02-09', 'never'],
    ['Vermezzo', undefined, 'whole name'],
    ['Corpi Santi di Milano', '1990-03-05', 'whole name'],
    ['Monza', '1990-03-05', 'always'],
    ['Monza', '2009-06-07', 'never'],
  ] as const)('offers %s in MI for a birth on %s: %s', (name, date, offer) => {
    const [municipality] = named('MI', name);
    expect(offerOn(municipality!, date)).toBe(offer);
  });

  it.each([
    ["TORTOLI'", 'Tortolì'],
    ["CASTEL D'AIANO", "Castel d'Aiano"],
    ["SANT'ANTONIO DI GALLURA", "Sant'Antonio di Gallura"],
    ['SAN GIOVANNI IN PERSICETO', 'San Giovanni in Persiceto'],
    ["ANTEY-SAINT-ANDRE'", 'Antey-Saint-Andrè'],
  ])('writes %s as %s', (upper, name) => {
    expect(italianCase(upper)).toBe(name);
  });
});
