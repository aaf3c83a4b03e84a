import type { ContentClient } from '@/lib/content';
import type { Municipality } from '@/shared/municipality';

const isDay = (value: unknown) => value === undefined || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value));

function isMunicipality(value: unknown): value is Municipality {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.name === 'string' &&
    (item.former === undefined || item.former === true) &&
    (item.province === undefined || (typeof item.province === 'string' && /^[A-Z]{2}$/.test(item.province))) &&
    isDay(item.from) &&
    isDay(item.until)
  );
}

/** Today's municipalities whose name starts with one letter, by province: {"MB": ["Monza", …]}. */
export type TodayNames = Readonly<Record<string, readonly string[]>>;

function isTodayNames(value: unknown): value is TodayNames {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([province, names]) => /^[A-Z]{2}$/.test(province) && Array.isArray(names) && names.every((name) => typeof name === 'string'),
  );
}

const loaded = new WeakMap<ContentClient, Map<string, Promise<unknown>>>();

/** A file of the site fetched once per content client and path, checked; a failure is tried again next time. */
function loadOnce<T>(content: ContentClient, path: string, check: (body: unknown) => body is T): Promise<T> {
  const files = loaded.get(content) ?? new Map<string, Promise<unknown>>();
  loaded.set(content, files);
  let file = files.get(path) as Promise<T> | undefined;
  if (!file) {
    file = content.json(path).then((body) => {
      if (!check(body)) throw new Error(`${path} is not what the municipality box reads`);
      return body;
    });
    file.catch(() => files.delete(path));
    files.set(path, file);
  }
  return file;
}

/** The municipalities of one province, by its code (MI), fetched once per province. */
export function loadMunicipalities(content: ContentClient, province: string): Promise<readonly Municipality[]> {
  if (!/^[A-Z]{2}$/.test(province)) return Promise.reject(new Error(`${province} is not a province code`));
  return loadOnce(
    content,
    `/json/comuni/${province}.json`,
    (body): body is Municipality[] => Array.isArray(body) && body.every(isMunicipality),
  );
}

/** Today's municipalities of every province whose name starts with `letter` (a to z, accents aside), fetched once per letter. */
export function loadTodayNames(content: ContentClient, letter: string): Promise<TodayNames> {
  if (!/^[a-z]$/.test(letter)) return Promise.reject(new Error(`${letter} is not a letter`));
  return loadOnce(content, `/json/comuni-oggi/${letter}.json`, isTodayNames);
}
