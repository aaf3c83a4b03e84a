/** Static content served with the site, such as the list of services in the family plan. */
export interface ServiceItem {
  titolo: string;
  sottotitolo: string;
}

/** A municipality of a province (public/json/comuni/, see docs/municipalities.md); `former` when it no longer exists. */
export interface Municipality {
  name: string;
  former?: true;
}

export interface ContentClient {
  services(): Promise<ServiceItem[]>;
  /** The municipalities of one province, by its code (MI); fetched once per province. */
  municipalities: (province: string) => Promise<readonly Municipality[]>;
}

function isServiceItem(value: unknown): value is ServiceItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.titolo === 'string' && typeof item.sottotitolo === 'string';
}

function isMunicipality(value: unknown): value is Municipality {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.name === 'string' && (item.former === undefined || item.former === true);
}

/** `siteOrigin` is where the site is served from, e.g. https://acme.example.it */
export function createContentClient(siteOrigin: string, doFetch: typeof fetch = (...args) => fetch(...args)): ContentClient {
  const provinces = new Map<string, Promise<readonly Municipality[]>>();
  const loadProvince = async (province: string): Promise<readonly Municipality[]> => {
    if (!/^[A-Z]{2}$/.test(province)) throw new Error(`${province} is not a province code`);
    const response = await doFetch(new URL(`/json/comuni/${province}.json`, siteOrigin), {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`comuni/${province}.json answered ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body) || !body.every(isMunicipality))
      throw new Error(`comuni/${province}.json is not a list of municipalities`);
    return body;
  };
  return {
    municipalities: (province) => {
      let list = provinces.get(province);
      if (!list) {
        list = loadProvince(province);
        // A failure is not kept: choosing the province again tries again.
        list.catch(() => provinces.delete(province));
        provinces.set(province, list);
      }
      return list;
    },
    async services() {
      const response = await doFetch(new URL('/json/reti.json', siteOrigin), { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`reti.json answered ${response.status}`);
      const body: unknown = await response.json();
      if (!Array.isArray(body) || !body.every(isServiceItem)) throw new Error('reti.json is not a list of services');
      return body;
    },
  };
}
