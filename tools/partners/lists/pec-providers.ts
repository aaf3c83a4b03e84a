/**
 * Certified mail (posta elettronica certificata, PEC): the domains on which a PEC provider sells boxes
 * to anyone. A partner that lists one of them admits every holder of a box there, so tenant:check
 * refuses it unless the operator admits it (partners.<slug>.publicEmailDomains of config/site.json).
 *
 * Source: AgID (Agenzia per l'Italia Digitale), "Elenco pubblico dei gestori di posta elettronica
 * certificata", https://www.agid.gov.it/it/piattaforme/posta-elettronica-certificata (the register of
 * accredited PEC providers), and each provider's own offer pages.
 *
 * Written on 2026-11-27 FROM MEMORY of that register and of the providers' public domains: the
 * machines this project is built on have no internet access, so neither the register nor the pages
 * were downloaded or checked on that day. The register names providers, not domains: the domains
 * below are those each provider is known to give its customers' boxes, and only those remembered with
confidence (where a provider's other domains were in doubt they were left out). Check the list against the
 * register when you can, and add what is missing (a domain under one listed is covered already:
 * x.pec.it for pec.it). tools/partners/public-mail.ts also refuses, by rule, a domain whose name
 * says certified mail (pec.<anything>, <anything>pec.it, legalmail, postacert, …), so a provider
 * missing here is still caught when its name says what it is.
 */

/** A provider of the register and the domains of its boxes. */
export interface PecProvider {
  provider: string;
  domains: readonly string[];
}

export const PEC_PROVIDERS: readonly PecProvider[] = [
  { provider: 'Aruba PEC S.p.A.', domains: ['pec.it', 'arubapec.it', 'gigapec.it'] },
  { provider: 'InfoCert S.p.A.', domains: ['legalmail.it'] },
  { provider: 'Poste Italiane S.p.A.', domains: ['postecert.it'] },
  { provider: 'Namirial S.p.A.', domains: ['sicurezzapostale.it'] },
  { provider: 'Register S.p.A.', domains: ['registerpec.it'] },
  { provider: 'Actalis S.p.A.', domains: ['actaliscertymail.it'] },
  { provider: 'Italiaonline S.p.A.', domains: ['pec.libero.it', 'pec.virgilio.it'] },
  { provider: 'Tiscali Italia S.p.A.', domains: ['pec.tiscali.it'] },
  { provider: 'Lextel S.p.A.', domains: ['pec.lextel.it'] },
  { provider: 'MyPec', domains: ['mypec.eu'] },
];

/**
 * PEC domains that a professional body gives every one of its members (bought from a provider of the
 * register, so not on it): a partner listing one admits a whole profession across Italy.
 * Written from memory on 2026-11-27, as above; source: each body's own announcements.
 */
export const PROFESSION_PEC_DOMAINS: readonly PecProvider[] = [
  { provider: 'Consiglio Nazionale degli Ingegneri', domains: ['ingpec.eu'] },
  { provider: 'Consiglio Nazionale degli Architetti', domains: ['archiworldpec.it'] },
  { provider: 'Consiglio Nazionale dei Geometri', domains: ['geopec.it'] },
  { provider: 'Consiglio Nazionale dei Dottori Agronomi e Forestali', domains: ['conafpec.it'] },
  { provider: 'Consiglio Nazionale dei Dottori Commercialisti', domains: ['pec.commercialisti.it'] },
  { provider: 'Consiglio Nazionale dei Consulenti del Lavoro', domains: ['consulentidellavoropec.it'] },
  { provider: 'Consiglio Nazionale del Notariato', domains: ['postacertificata.notariato.it'] },
];

/** Every domain above, with whom it belongs to and whether a whole profession has boxes there. */
export const PEC_DOMAINS: ReadonlyMap<string, { provider: string; profession: boolean }> = new Map(
  [
    ...PEC_PROVIDERS.map((entry) => ({ ...entry, profession: false })),
    ...PROFESSION_PEC_DOMAINS.map((entry) => ({ ...entry, profession: true })),
  ].flatMap(({ provider, domains, profession }) => domains.map((domain) => [domain, { provider, profession }] as const)),
);
