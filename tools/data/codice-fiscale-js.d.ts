/** The one file of codice-fiscale-js that tools/data/municipalities.ts reads: code, province, NAME, 1 if in use. */
declare module 'codice-fiscale-js/src/lista-comuni.js' {
  export const COMUNI: readonly (readonly [code: string, province: string, name: string, inUse: 0 | 1])[];
}
