import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComboboxOption } from '@/components/combobox-field';
import type { ContentClient } from '@/lib/content';
import { loadMunicipalities } from './municipalities';

/**
 * The municipalities of the chosen province as suggestions, former ones marked; fetched when the
 * province is chosen. Undefined while none is chosen, while loading and when loading failed: the
 * box is then a plain text box.
 */
export function useMunicipalities(content: ContentClient | undefined, province: string): readonly ComboboxOption[] | undefined {
  const { t } = useTranslation('userInfo');
  const [loaded, setLoaded] = useState<{ province: string; options: readonly ComboboxOption[] }>();
  useEffect(() => {
    if (!content || !province) return;
    let current = true;
    loadMunicipalities(content, province).then(
      (list) => {
        if (!current) return;
        const former = t('birthCity.former');
        setLoaded({
          province,
          options: list.map(({ name, former: gone }) => (gone ? { value: name, detail: former } : { value: name })),
        });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [content, province, t]);
  return loaded?.province === province ? loaded.options : undefined;
}
