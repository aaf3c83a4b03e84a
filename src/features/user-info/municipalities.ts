import type { ContentClient } from '@/lib/content';
import type { Municipality } from '@/shared/municipality';

function isMunicipality(value: unknown): value is Municipality {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.name === 'string' && (item.former === undefined || item.former === true);
}

const loaded = new WeakMap<ContentClient, Map<string, Promise<readonly Municipality[]>>>();

/** The municipalities of one province, by its code (MI), fetched once per province; a failure is tried again next time. */
export function loadMunicipalities(content: ContentClient, province: string): Promise<readonly Municipality[]> {
  const provinces = loaded.get(content) ?? new Map<string, Promise<readonly Municipality[]>>();
  loaded.set(content, provinces);
  let list = provinces.get(province);
  if (!list) {
    list = (async () => {
      if (!/^[A-Z]{2}$/.test(province)) throw new Error(`${province} is not a province code`);
      const body = await content.json(`/json/comuni/${province}.json`);
      if (!Array.isArray(body) || !body.every(isMunicipality))
        throw new Error(`comuni/${province}.json is not a list of municipalities`);
      return body;
    })();
    list.catch(() => provinces.delete(province));
    provinces.set(province, list);
  }
  return list;
}
