/** Static content served with the site, such as the list of services in the family plan. */
export interface ServiceItem {
  titolo: string;
  sottotitolo: string;
}

export interface ContentClient {
  services(): Promise<ServiceItem[]>;
  /** A JSON file of the site, by its path (/json/comuni/MI.json), unchecked. */
  json: (path: string) => Promise<unknown>;
}

function isServiceItem(value: unknown): value is ServiceItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.titolo === 'string' && typeof item.sottotitolo === 'string';
}

/** `siteOrigin` is where the site is served from, e.g. https://acme.example.it */
export function createContentClient(siteOrigin: string, doFetch: typeof fetch = (...args) => fetch(...args)): ContentClient {
  const json = async (path: string): Promise<unknown> => {
    const response = await doFetch(new URL(path, siteOrigin), { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  return {
    json,
    async services() {
      const body = await json('/json/reti.json');
      if (!Array.isArray(body) || !body.every(isServiceItem)) throw new Error('reti.json is not a list of services');
      return body;
    },
  };
}
