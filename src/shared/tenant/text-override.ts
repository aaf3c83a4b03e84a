/**
 * What a partner's own wording for one text ("texts" in its file) may hold: the schema raises each
 * fault (schema.ts), and the build's messages word it (tooling/tenant/messages.ts).
 */
import { hasOnlyTags, placeholdersOf, tagsOf } from '../i18n/markup.ts';
import { DEFAULT_TEXTS, TENANT_PLACEHOLDERS, type TextKey } from '../i18n/text-keys.ts';
import { BROKEN_UNICODE_PATTERN, INVISIBLE_PATTERN } from './patterns.ts';

export const MAX_TEXT_LENGTH = 1000;

/** The {{placeholders}} and <tags> a text may use: those of its default, plus the partner values. */
export function allowedInText(key: TextKey): { placeholders: string[]; tags: string[] } {
  const fallback = DEFAULT_TEXTS.get(key) ?? '';
  return { placeholders: [...new Set([...placeholdersOf(fallback), ...TENANT_PLACEHOLDERS])], tags: tagsOf(fallback) };
}

/** Each fault is false, or an empty list, when the text has none. */
export interface TextOverrideFaults {
  tooLong: boolean;
  /** Blank, where the default text is not. */
  empty: boolean;
  /** Line breaks or other control characters. */
  control: boolean;
  invisible: boolean;
  /** A lone surrogate or a noncharacter: not text at all. */
  brokenUnicode: boolean;
  /** i18next's nesting, $t(…), which would pull in another text (or itself) with options of its own. */
  nesting: boolean;
  /** {{ or }} that is not exactly a {{placeholder}}: an i18next format, an option or unescaped output. */
  strayBraces: boolean;
  unknownPlaceholders: string[];
  unknownTags: string[];
  /** Any < or > that is not an allowed tag written exactly <tag> or </tag>. */
  strayMarkup: boolean;
}

export function textOverrideFaults(key: TextKey, value: string): TextOverrideFaults {
  const { placeholders, tags } = allowedInText(key);
  const unknownTags = tagsOf(value).filter((tag) => !tags.includes(tag));
  return {
    tooLong: value.length > MAX_TEXT_LENGTH,
    empty: value.trim() === '' && DEFAULT_TEXTS.get(key) !== '',
    control: /\p{Cc}/u.test(value),
    invisible: INVISIBLE_PATTERN.test(value),
    brokenUnicode: BROKEN_UNICODE_PATTERN.test(value),
    nesting: value.includes('$t('),
    strayBraces: /\{\{|\}\}/.test(value.replace(/\{\{\s*[\w.]+\s*\}\}/g, '')),
    unknownPlaceholders: placeholdersOf(value).filter((name) => !placeholders.includes(name)),
    unknownTags,
    strayMarkup: unknownTags.length === 0 && !hasOnlyTags(value, tags),
  };
}
