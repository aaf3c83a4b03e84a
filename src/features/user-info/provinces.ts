import provinces from './provinces.json';

/** An Italian province or metropolitan city, with its vehicle-registration code (sigla). */
export interface Province {
  sigla: string;
  denominazione: string;
}

const byName = new Intl.Collator('it').compare;

/**
 * The 107 provinces, kept as data in provinces.json, in the order members read them:
 * by name, Italian alphabetical order (Padova before Piacenza, Vibo Valentia before Viterbo).
 */
export const PROVINCES: readonly Province[] = [...provinces].sort((a, b) => byName(a.denominazione, b.denominazione));
