/**
 * The app's texts for tests, read from locales/, so a test finds an element by the words a member
 * reads without keeping a copy of them: changing a text in locales/it changes no test.
 *
 *   screen.getByRole('button', { name: t('common:confirm') })
 *   screen.getByText(t('common:progress', { current: 1, total: 3 }))
 *   screen.getByRole('checkbox', { name: containing(t('eligibility:confirmData.label')) })
 *
 * - `t(key, values)`: the Italian text as the page shows it: {{placeholders}} filled in (the test
 *   partner's name, product name and support e-mail unless `values` says otherwise), <tags> removed.
 * - `tEn(key, values)`: the same in English (?lng=en).
 * - `containing(...words)`: a RegExp matching any of the words inside a longer name or description.
 * A key that does not exist or a {{placeholder}} with no value throws, so a test never looks for
 * "{{page}}"; a locale file that is not valid JSON throws one line with its file, line and column.
 * The reading itself is tests/support/locale-text.ts, which the browser suites use too.
 */
import type { Language, TextKey } from '@/shared/i18n/text-keys';
import { tenantTextValues } from '@/lib/i18n';
import { localeText, type TextValues } from './locale-text';
import { testTenant } from './test-tenant';

export { containing, type TextValues } from './locale-text';

const tenant = testTenant();
/** The values every text may use, as the app fills them in for the test partner (testTenant()). */
export const TENANT_VALUES: TextValues = { ...tenantTextValues(tenant) };

/** The text of `key` in `lng`, as shown on the page. */
export function text(lng: Language, key: TextKey, values: TextValues = {}): string {
  return localeText(lng, key, { ...TENANT_VALUES, ...values });
}

/** The Italian text of `key`, as shown on the page. */
export function t(key: TextKey, values?: TextValues): string {
  return text('it', key, values);
}

/** The English text of `key` (?lng=en), as shown on the page. */
export function tEn(key: TextKey, values?: TextValues): string {
  return text('en', key, values);
}
