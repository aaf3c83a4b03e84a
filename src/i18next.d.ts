import 'i18next';
import type { DEFAULT_NAMESPACE, ItalianTexts } from './shared/i18n/text-keys';

// Keys are typed from the Italian files: a misspelt key in t() or <Trans i18nKey> fails
// `npm run typecheck` (src/lib/i18n.test.ts keeps this true). English has the same keys
// (src/lib/locale-en.ts and npm run i18n:check).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: ItalianTexts;
  }
}
