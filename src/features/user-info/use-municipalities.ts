import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComboboxOption } from '@/components/combobox-field';
import type { ContentClient } from '@/lib/content';
import { offerOn, todayFileLetter, type Municipality } from '@/shared/municipality';
import { loadMunicipalities, loadTodayNames, type TodayNames } from './municipalities';

/** What `load` gives for `key` once it has arrived; undefined without a key, while loading, and when loading failed. */
function useLoaded<T>(
  content: ContentClient | undefined,
  key: string,
  load: (content: ContentClient, key: string) => Promise<T>,
) {
  const [loaded, setLoaded] = useState<{ key: string; value: T }>();
  useEffect(() => {
    if (!content || !key) return;
    let current = true;
    load(content, key).then(
      (value) => current && setLoaded({ key, value }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [content, key, load]);
  return loaded?.key === key ? loaded.value : undefined;
}

/**
 * The municipalities of the chosen province as suggestions for a birth on `birthDay`
 * (YYYY-MM-DD, undefined while the date is not whole), fetched when the province is chosen
 * (see docs/municipalities.md):
 * - the province's own, former ones marked, each offered as `offerOn` says for that day;
 * - then, marked with their province, the ones that belonged to it on that day (Monza under
 *   Milano in 1990), and today's municipalities of other provinces whose whole name is `typed`
 *   (fetched by the first letter typed).
 * Undefined while no province is chosen, while loading and when loading failed: the box is then a
 * plain text box.
 */
export function useMunicipalities(
  content: ContentClient | undefined,
  province: string,
  birthDay: string | undefined,
  typed: string,
): readonly ComboboxOption[] | undefined {
  const { t } = useTranslation('userInfo');
  const own = useLoaded(content, province, loadMunicipalities);
  const elsewhere = useLoaded(content, province ? todayFileLetter(typed) : '', loadTodayNames);
  const former = t('birthCity.former');
  const ownOptions = useMemo(() => own && fromProvince(own, birthDay, former), [own, birthDay, former]);
  const elsewhereOptions = useMemo(() => elsewhere && fromElsewhere(elsewhere, province), [elsewhere, province]);
  return useMemo(() => {
    if (!ownOptions) return undefined;
    if (!elsewhereOptions) return ownOptions;
    const there = new Set(ownOptions.map(({ value, detail }) => `${value} ${detail ?? ''}`));
    return [...ownOptions, ...elsewhereOptions.filter(({ value, detail }) => !there.has(`${value} ${detail ?? ''}`))];
  }, [ownOptions, elsewhereOptions]);
}

function fromProvince(list: readonly Municipality[], birthDay: string | undefined, former: string): ComboboxOption[] {
  return list.flatMap((municipality) => {
    const offer = offerOn(municipality, birthDay);
    if (offer === 'never') return [];
    const { name, province } = municipality;
    const detail = province ?? (municipality.former ? former : undefined);
    return [
      {
        value: name,
        ...(detail && { detail }),
        ...(province && { after: true }),
        ...(offer === 'whole name' && { whole: true }),
      },
    ];
  });
}

function fromElsewhere(names: TodayNames, province: string): ComboboxOption[] {
  return Object.entries(names).flatMap(([code, list]) =>
    code === province ? [] : list.map((name) => ({ value: name, detail: code, after: true, whole: true })),
  );
}
