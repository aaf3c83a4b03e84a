/**
 * The two partners of the browser suites (tests/e2e/tenants): different e-mail domains, colours
 * and contract references. Plain data, shared by the Playwright suite and the engines suite.
 */
export const TENANTS = [
  {
    slug: 'alfa',
    name: 'Alfa Costruzioni S.p.A.',
    email: 'mario.rossi@alfa.it',
    domain: 'alfa.it',
    contractRef: 'ALFA-2026',
    color: 'rgb(11, 95, 255)',
  },
  {
    slug: 'beta',
    name: 'Beta Servizi S.r.l.',
    email: 'anna.bianchi@uffici.beta.org',
    domain: 'beta.org',
    contractRef: 'BETA_2026.7',
    color: 'rgb(164, 35, 91)',
  },
] as const;
export type Tenant = (typeof TENANTS)[number];

/** The support e-mail both partners take from tests/e2e/tenants/_defaults.json. */
export const SUPPORT_EMAIL = 'aiuto@vivi.test';

/** What the pre-registration sends for step 2 filled in as Mario Rossi, born in Monza on 5 March 1980. */
export { expectedPreRegistration } from '../../scenarios/answers';
