import provinces from './provinces.json';

/** An Italian province or metropolitan city, with its vehicle-registration code (sigla). */
export interface Province {
  sigla: string;
  denominazione: string;
}

/** The 107 provinces, kept as data in provinces.json, sorted by code. */
export const PROVINCES: readonly Province[] = provinces;
