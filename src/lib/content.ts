/** Static content served with the site, such as the list of services in the family plan. */
export interface ServiceItem {
  titolo: string;
  sottotitolo: string;
}

export interface ContentClient {
  services(): Promise<ServiceItem[]>;
}

function isServiceItem(value: unknown): value is ServiceItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.titolo === 'string' && typeof item.sottotitolo === 'string';
}

/** `siteOrigin` is where the site is served from, e.g. https://acme.example.it */
export function createContentClient(siteOrigin: string, doFetch: typeof fetch = (...args) => fetch(...args)): ContentClient {
  return {
    async services() {
      const response = await doFetch(new URL('/json/reti.json', siteOrigin), { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`reti.json answered ${response.status}`);
      const body: unknown = await response.json();
      if (!Array.isArray(body) || !body.every(isServiceItem)) throw new Error('reti.json is not a list of services');
      return body;
    },
  };
}
