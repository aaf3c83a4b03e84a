/**
 * What a partner's own wording for one text ("texts" in its file) may hold: the schema raises each
 * fault (schema.ts), and the build's messages word it (tools/partners/messages.ts).
 */
import { hasOnlyTags, placeholdersOf, tagsOf } from '../i18n/markup.ts';
import { TENANT_PLACEHOLDERS, type Language, type TextKey } from '../i18n/text-keys.ts';
import { missingParts } from '../i18n/required-texts.ts';
import { BROKEN_UNICODE_PATTERN, INVISIBLE_PATTERN, isBlank } from './patterns.ts';

export const MAX_TEXT_LENGTH = 1000;

/** The {{placeholders}} and <tags> a text may use: those of its default text, plus the partner values. */
export function allowedInText(fallback: string): { placeholders: string[]; tags: string[] } {
  return { placeholders: [...new Set([...placeholdersOf(fallback), ...TENANT_PLACEHOLDERS])], tags: tagsOf(fallback) };
}

/** Each fault is false, or an empty list, when the text has none. */
export interface TextOverrideFaults {
  tooLong: boolean;
  /** Nothing visible (patterns.ts, isBlank), where the default text shows something. */
  empty: boolean;
  /** Control characters other than a line break (a line break is shown as one). */
  control: boolean;
  invisible: boolean;
  /** A lone surrogate or a noncharacter: not text at all. */
  brokenUnicode: boolean;
  /** i18next's nesting, $t(…), which would pull in another text (or itself) with options of its own. */
  nesting: boolean;
  /** What reads as a text the app failed to fill in ("[object …"), or the text's own key name ("confirm"). */
  unfilled: boolean;
  /** {{ or }} that is not exactly a {{placeholder}}: an i18next format, an option or unescaped output. */
  strayBraces: boolean;
  unknownPlaceholders: string[];
  unknownTags: string[];
  /** Markup (a < before a letter or /) that is not an allowed tag written exactly <tag> or </tag>. */
  strayMarkup: boolean;
}

/** Whether `text` is only the name of its own key ("confirm" or "common:confirm"), as a text i18next could not find reads. */
export function namesItsKey(text: string, key: string): boolean {
  return [key, key.slice(key.indexOf(':') + 1)].includes(text.trim());
}

/**
 * The faults of `value`, a partner's wording for the text whose default is `fallback`; `key`, when
 * known ("common:confirm"), is the text's key, which the wording must not merely repeat.
 */
export function textOverrideFaults(fallback: string, value: string, key?: string): TextOverrideFaults {
  const { placeholders, tags } = allowedInText(fallback);
  const unknownTags = tagsOf(value).filter((tag) => !tags.includes(tag));
  return {
    tooLong: value.length > MAX_TEXT_LENGTH,
    empty: isBlank(value) && !isBlank(fallback),
    control: /(?!\n)\p{Cc}/u.test(value),
    invisible: INVISIBLE_PATTERN.test(value),
    brokenUnicode: BROKEN_UNICODE_PATTERN.test(value),
    nesting: value.includes('$t('),
    unfilled: value.includes('[object ') || (key !== undefined && namesItsKey(value, key)),
    strayBraces: /\{\{|\}\}/.test(value.replace(/\{\{\s*[\w.]+\s*\}\}/g, '')),
    unknownPlaceholders: placeholdersOf(value).filter((name) => !placeholders.includes(name)),
    unknownTags,
    strayMarkup: unknownTags.length === 0 && !hasOnlyTags(value, tags),
  };
}

/**
 * Whether `value` is text whatever its default: no control, invisible or broken characters, no
 * i18next nesting or formats, and markup only as bare <tag>…</tag>. What the browser checks in a
 * file the build wrote, before it has the defaults of every screen (schema.ts).
 */
export function isPlainText(value: string): boolean {
  // Its own placeholders and tags as its default: only what no default allows is a fault.
  const faults = textOverrideFaults(value, value);
  return !(
    faults.tooLong ||
    faults.control ||
    faults.invisible ||
    faults.brokenUnicode ||
    faults.nesting ||
    faults.unfilled ||
    faults.strayBraces ||
    faults.strayMarkup
  );
}

/**
 * Whether the app shows `value`, a partner's wording of `key` in `lng`, over the default `fallback`: it keeps
 * the default where the schema would refuse the wording. The app applies the partner's texts by it
 * (src/lib/i18n.ts), and the partner gate resolves them by it as the app will (tools/partners/resolved-texts.ts).
 */
export function shownOverDefault(key: TextKey, lng: Language, fallback: string, value: string): boolean {
  const faults = textOverrideFaults(fallback, value);
  const unfit = faults.unknownPlaceholders.length > 0 || faults.unknownTags.length > 0 || faults.strayMarkup;
  return !unfit && !faults.nesting && !faults.strayBraces && missingParts(key, lng, value).length === 0;
}
