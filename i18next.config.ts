/**
 * i18next-cli (`npx i18next-cli status`, `extract --ci --dry-run`): which keys the code uses, and
 * which are missing from or unused in locales/. `npm run i18n:check` runs it with this same setup
 * (tools/commands/i18n-check.ts) and adds the checks that are the project's own. See docs/translating.md.
 */
import { defineConfig, type I18nextToolkitConfig } from 'i18next-cli';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, LANGUAGES } from './src/shared/i18n/text-keys.ts';

/** The setup for a source folder and a locales folder (tests point it at fixtures). */
export function i18nextConfig(src = 'src', locales = 'locales', plugins: I18nextToolkitConfig['plugins'] = []) {
  return defineConfig({
    locales: [...LANGUAGES],
    extract: {
      input: [`${src}/**/*.{ts,tsx}`],
      ignore: [`${src}/**/*.test.{ts,tsx}`, `${src}/**/*.d.ts`, `${src}/**/*.gen.ts`],
      output: `${locales}/{{language}}/{{namespace}}.json`,
      primaryLanguage: DEFAULT_LANGUAGE,
      secondaryLanguages: LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE),
      defaultNS: DEFAULT_NAMESPACE,
      extractFromComments: false,
      // TaggedText (src/components/tagged-text.tsx) draws the page shell's texts with <tags>, as Trans does.
      transComponents: ['Trans', 'TaggedText'],
      // Keys the extractor cannot see: messages of the zod schemas ('validation:email.required',
      // shown later by the field), and the field names built as t(`fieldNames.${name}`).
      preservePatterns: ['validation:*', 'fieldNames.*'],
      sort: false,
    },
    plugins,
  });
}

export default i18nextConfig();
