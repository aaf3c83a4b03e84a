/**
 * Where the demo ends in `npm run dev`: tenants/demo.json sends its members to the dev server itself
 * (provider.webappBaseUrl and provider.redeemCouponUrl under DEMO_LANDING_PATH), which answers with a
 * small page saying where a real member would land and what the app sent there, instead of the
 * provider's web app that this machine cannot reach. The app does exactly what it does for any partner:
 * the signup address (signupUrl in src/features/activation/activation.ts) and its delay are unchanged.
 * Development only: no build ships the demo partner's addresses (the deployed build leaves the demo partner
 * out, and production rules refuse http:// on this machine).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TenantData } from '../../src/shared/tenant/schema.ts';
import { LOOPBACK_HOSTS } from '../../src/shared/tenant/patterns.ts';
import { DEFAULTS_FILE } from '../partners/problems.ts';

/** The dev server's stand-in for the provider's web app. */
export const DEMO_LANDING_PATH = '/demo-provider';

const isLanding = (address: string) => {
  try {
    const url = new URL(address);
    return LOOPBACK_HOSTS.has(url.hostname) && (url.pathname + '/').startsWith(`${DEMO_LANDING_PATH}/`);
  } catch {
    return false;
  }
};

/**
 * The demo partner as the page gets it: its addresses under DEMO_LANDING_PATH on the port the dev server
 * really listens on (`origin`), whatever port the file names (5173, npm run dev's default).
 */
export function withDemoLanding(tenant: TenantData, origin: string): TenantData {
  const provider = { ...tenant.provider };
  for (const field of ['webappBaseUrl', 'redeemCouponUrl'] as const) {
    const address = provider[field];
    if (isLanding(address)) {
      const url = new URL(address);
      provider[field] = `${origin}${url.pathname}${url.search}`;
    }
  }
  return { ...tenant, provider };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** The provider's real addresses, from the shared defaults (tenants/_defaults.json), when readable. */
function realProvider(tenantsDir: string): { webappBaseUrl?: string; redeemCouponUrl?: string } {
  try {
    const defaults = JSON.parse(readFileSync(join(tenantsDir, DEFAULTS_FILE), 'utf8')) as { provider?: Record<string, unknown> };
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return { webappBaseUrl: text(defaults.provider?.webappBaseUrl), redeemCouponUrl: text(defaults.provider?.redeemCouponUrl) };
  } catch {
    return {};
  }
}

/** The page for `url` (a path under DEMO_LANDING_PATH, with its query), in Italian like the demo. */
export function demoLandingPage(url: string, tenantsDir: string): string {
  const asked = new URL(url, 'http://localhost');
  const real = realProvider(tenantsDir);
  const rest = asked.pathname.slice(DEMO_LANDING_PATH.length).replace(/\/+$/, '');
  const received = [...asked.searchParams];
  const list = received.length
    ? `<dl>${received.map(([name, value]) => `<dt>${escape(name)}</dt><dd><code>${escape(value)}</code></dd>`).join('')}</dl>`
    : '<p>Nessun dato nell’indirizzo.</p>';
  let where: string;
  if (rest === '/signup') {
    const address = real.webappBaseUrl && `${real.webappBaseUrl.replace(/\/+$/, '')}/signup${asked.search}`;
    where = `<p>Con un partner vero, il nuovo iscritto arriverebbe ora alla registrazione del fornitore${
      address ? `, <code>${escape(address)}</code>` : ''
    }, con la chiave di riferimento (<code>refCode</code>) e la convenzione (<code>contractRef</code>) ricevute qui:</p>`;
  } else if (rest === '/redeem') {
    where = `<p>Con un partner vero, chi ha già un account arriverebbe ora alla pagina del fornitore dove riscatta il codice${
      real.redeemCouponUrl ? `, <code>${escape(real.redeemCouponUrl)}</code>` : ''
    }: il codice non viaggia nell’indirizzo, lo incolla dopo averlo copiato nella pagina precedente. Ricevuto qui:</p>`;
  } else {
    where = `<p>Qui arriverebbe un iscritto del partner demo sul sito del fornitore (<code>${escape(asked.pathname)}</code>). Ricevuto qui:</p>`;
  }
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo: fine del percorso</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}code{overflow-wrap:anywhere}dt{font-weight:bold}</style>
</head>
<body>
<main>
<h1>Demo: fine del percorso</h1>
${where}
${list}
<p>Questa pagina esiste solo in <code>npm run dev</code>, per il partner demo (<code>tenants/demo.json</code>): nessuna build la contiene.</p>
<p><a href="/">Ricomincia la demo</a></p>
</main>
</body>
</html>
`;
}
