/**
 * Domains that admit a whole national public body: every member of its staff, across Italy, has an
 * address there (all state-school teachers on istruzione.it, for example). A partner that lists one
 * admits them all, when the contract is usually with one office or one school; tenant:check refuses
 * it unless the operator acknowledges it for that partner (partners.<slug>.publicBodyDomains of
 * config/site.json). A domain under one listed is covered too (posta.istruzione.it).
 *
 * By rule as well: every domain under gov.it, the second-level domain of the central administrations
 * (mim.gov.it, interno.gov.it, …), is taken as one (tools/partners/public-mail.ts).
 *
 * Municipalities, regions, local health authorities and universities are public bodies too, but each
 * is one employer with its own domain (comune.milano.it, regione.lombardia.it, unimi.it): they are
 * not listed, and stay accepted.
 *
 * Source: IndicePA, the index of public administrations (https://www.indicepa.gov.it), which gives
 * each administration's domains. Written on 2026-11-27 FROM MEMORY of the administrations' domains:
 * the machines this project is built on have no internet access, so the index was not downloaded or
 * checked on that day. Check it against IndicePA when you can, and add what is missing.
 */

/** A national public body and its staff's domains. */
export interface PublicBody {
  body: string;
  domains: readonly string[];
}

export const PUBLIC_BODIES: readonly PublicBody[] = [
  // Every state school's staff and teachers.
  { body: "Ministero dell'istruzione e del merito", domains: ['istruzione.it'] },
  { body: "Ministero dell'interno", domains: ['interno.it'] },
  { body: 'Polizia di Stato', domains: ['poliziadistato.it'] },
  { body: 'Arma dei Carabinieri', domains: ['carabinieri.it'] },
  { body: 'Guardia di Finanza', domains: ['gdf.it'] },
  { body: 'Corpo nazionale dei vigili del fuoco', domains: ['vigilfuoco.it'] },
  // The armed forces too: esercito.difesa.it, marina.difesa.it, aeronautica.difesa.it.
  { body: 'Ministero della difesa', domains: ['difesa.it'] },
  // Courts and their staff.
  { body: 'Ministero della giustizia', domains: ['giustizia.it'] },
  { body: 'Ministero degli affari esteri e della cooperazione internazionale', domains: ['esteri.it'] },
  { body: 'Ministero della cultura', domains: ['beniculturali.it'] },
  { body: 'Istituto nazionale della previdenza sociale (INPS)', domains: ['inps.it'] },
  { body: "Istituto nazionale per l'assicurazione contro gli infortuni sul lavoro (INAIL)", domains: ['inail.it'] },
  { body: 'Agenzia delle entrate', domains: ['agenziaentrate.it'] },
  { body: 'Agenzia delle dogane e dei monopoli', domains: ['agenziadogane.it'] },
];

/** Every domain above, with its body. */
export const PUBLIC_BODY_DOMAINS: ReadonlyMap<string, string> = new Map(
  PUBLIC_BODIES.flatMap(({ body, domains }) => domains.map((domain) => [domain, body] as const)),
);

/** The second-level domain of Italy's central administrations: every domain under it is one's. */
export const CENTRAL_ADMINISTRATION_SUFFIX = 'gov.it';
