/**
 * Public mail services: anyone can open an address there, so a partner that lists one of them in
 * partner.emailDomains admits everyone. tenant:check refuses them unless the partner's file lists
 * the domain again in allow.publicEmailDomains (docs/adding-a-partner.md).
 */
export const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.it',
  'hotmail.com',
  'hotmail.it',
  'live.com',
  'live.it',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'ymail.com',
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
  'gmx.com',
  'gmx.it',
  'gmx.net',
  'gmx.de',
  'mail.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'tutanota.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'pec.it',
  'legalmail.it',
];

/** yahoo.com, yahoo.it, yahoo.co.uk, …: one service under every country's domain. */
const ANY_COUNTRY = /^(?:yahoo|ymail)\.(?:[a-z]{2,3}|(?:co|com)\.[a-z]{2})$/;

/**
 * The public mail service `domain` admits: itself, a subdomain of one, or a parent of one
 * (co.uk admits yahoo.co.uk); undefined for a domain no public service is under.
 */
export function publicMailService(domain: string): string | undefined {
  const name = domain.toLowerCase();
  if (ANY_COUNTRY.test(name)) return name;
  return PUBLIC_MAIL_DOMAINS.find((service) => name === service || name.endsWith(`.${service}`) || service.endsWith(`.${name}`));
}
