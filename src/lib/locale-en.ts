/**
 * The English texts (?lng=en), loaded on demand by createI18n as a separate chunk.
 * `satisfies Translation` makes `npm run typecheck` fail when a key of locales/it is missing here.
 */
import common from '../../locales/en/common.json';
import eligibility from '../../locales/en/eligibility.json';
import userInfo from '../../locales/en/userInfo.json';
import description from '../../locales/en/description.json';
import validation from '../../locales/en/validation.json';
import type { Translation } from '../shared/i18n/text-keys';

export const en = { common, eligibility, userInfo, description, validation } satisfies Translation;
