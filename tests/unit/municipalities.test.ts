import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  MUNICIPALITIES_DIR,
  buildMunicipalities,
  italianCase,
  municipalitiesFile,
  specProvinces,
} from '../../scripts/municipalities';
import type { Municipality } from '../../src/shared/municipality';

const committed = (code: string): Municipality[] =>
  JSON.parse(readFileSync(join(MUNICIPALITIES_DIR, `${code}.json`), 'utf8')) as Municipality[];

describe('the municipalities of each province (npm run data:municipalities)', () => {
  const built = buildMunicipalities();

  it('has one file for each of the 107 provinces, each with current municipalities', () => {
    const provinces = specProvinces();
    expect(provinces).toHaveLength(107);
    expect(readdirSync(MUNICIPALITIES_DIR).sort()).toEqual(provinces.map((code) => `${code}.json`).sort());
    for (const code of provinces) {
      expect(committed(code).filter((municipality) => !municipality.former).length, code).toBeGreaterThan(0);
    }
  });

  it('is what the script writes from the pinned packages: run npm run data:municipalities after updating them', () => {
    for (const [code, list] of built) {
      expect(readFileSync(join(MUNICIPALITIES_DIR, `${code}.json`), 'utf8'), code).toBe(municipalitiesFile(list));
    }
  });

  it('maps Sardinia onto the provinces of the list, and keeps former municipalities marked', () => {
    expect(committed('SU')).toContainEqual({ name: 'Carbonia' });
    expect(committed('NU')).toContainEqual({ name: 'Tortolì' });
    expect(committed('SS')).toContainEqual({ name: 'Olbia' });
    expect(committed('MI')).toContainEqual({ name: 'Sesto San Giovanni' });
    expect(committed('PD')).toContainEqual({ name: 'Abano Bagni', former: true });
    expect(committed('PD')).toContainEqual({ name: 'Abano Terme' });
    // A move to another province keeps its name: it is found in its province of today, not as former.
    expect(committed('CA')).not.toContainEqual(expect.objectContaining({ name: 'Carbonia' }));
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
