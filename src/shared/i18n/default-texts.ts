/**
 * Every Italian text, by its flat key: the reference the tooling checks partners' texts and other
 * languages against (the partner gate resolves every one of them: tools/partners/resolved-texts.ts).
 * Not for the browser, where each screen's texts arrive with it (src/lib/i18n.ts), nor for the server
 * render bundled like it (src/entry-prerender.tsx), where a static import of the locale files would
 * undo those lazy imports.
 */
import common from '../../../locales/it/common.json' with { type: 'json' };
import eligibility from '../../../locales/it/eligibility.json' with { type: 'json' };
import userInfo from '../../../locales/it/userInfo.json' with { type: 'json' };
import description from '../../../locales/it/description.json' with { type: 'json' };
import validation from '../../../locales/it/validation.json' with { type: 'json' };
import { NAMESPACES, flattenTexts, type ItalianTexts, type TextKey } from './text-keys.ts';

const italian: ItalianTexts = { common, eligibility, userInfo, description, validation };

/** The Italian text of every key, in file order. */
export const DEFAULT_TEXTS: ReadonlyMap<TextKey, string> = new Map(
  NAMESPACES.flatMap((ns) => flattenTexts(italian[ns]).map(([key, text]) => [`${ns}:${key}` as TextKey, text] as const)),
);
