/**
 * The site's layout, written once for the app, the build, nginx's generated maps and the Cloudflare
 * worker (which bundles this module): where a partner's file, the host map and a partner's page are,
 * how a request's host is read, and which partner a host is. deploy/nginx.conf's one hand-written
 * location for partner files is checked against it (tools/deploy/site-layout.test.ts).
 * Pure: no DOM, no Node.
 */
import { STEPS } from './steps.ts';

/** Where the build writes every partner's file, and the host map: one folder of the site. */
export const PARTNER_FILES = '/tenants/';

/** A partner's file, as the build writes it and the app fetches it: /tenants/acme.json. */
export const partnerFile = (slug: string): string => `${PARTNER_FILES}${slug}.json`;

/** The partners' own hosts, each to its partner's slug (salute.acme.it -> acme). */
export const HOST_MAP = `${PARTNER_FILES}hosts.json`;

/** A partner's page with its step 1 rendered in, which the servers answer every path of the partner with. */
export const partnerPage = (slug: string): string => `/partners/${slug}.html`;

/** The address of step 2, whose page the build draws too (STEPS.details.path: src/shared/steps.ts). */
export const STEP2_PATH = STEPS.details.path;

/**
 * A partner's page with its step 2 rendered in, which the servers answer STEP2_PATH with: where a Conferma
 * pressed before the app runs leads (src/early/before-app.ts). Its head sends a member who has not
 * confirmed step 1 in this tab back to step 1 before it paints (src/early/step2-guard.ts).
 */
export const partnerStep2Page = (slug: string): string => `/partners/${slug}${STEP2_PATH}.html`;

/** A request's host as a name: `ACME.example.it.:443` -> `acme.example.it`. */
export function hostName(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** What a server knows of the partners (the build's dist-deploy/routes.json, tools/deploy/host-routing.ts). */
export interface PartnerHosts {
  /** Every partner, by slug: a subdomain <slug>.<siteDomain> (or <slug>.localhost) is that partner's. */
  slugs: readonly string[];
  /** Partners' own hosts (tenants' "hosts") -> slug. */
  hosts: Readonly<Record<string, string>>;
  /** Our own domain (site.domain), or null: then <slug>.<anything> is the partner's. */
  siteDomain: string | null;
}

/**
 * The partner of a request's host, as a server answers it (nginx's generated maps say the same):
 * a partner's own host, else <slug>.<our domain> or <slug>.localhost (only this machine's browser
 * asks for those); "" for none.
 */
export function partnerOf(partners: PartnerHosts, host: string): string {
  const name = hostName(host);
  if (Object.hasOwn(partners.hosts, name)) return partners.hosts[name] ?? '';
  const domain = partners.siteDomain === null ? '[^]*' : `(?:${partners.siteDomain.replaceAll('.', '\\.')}|localhost)$`;
  const label = new RegExp(`^([a-z0-9-]+)\\.${domain}`).exec(name)?.[1];
  return label !== undefined && partners.slugs.includes(label) ? label : '';
}
