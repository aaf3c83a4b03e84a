/**
 * The one reading of a text's {{placeholders}} and <tags>, shared by the app (a partner's own
 * wording, src/tenant/text-override.ts), the i18n check (tools/commands/i18n-check.ts) and the tests
 * (tests/support/locale-text.ts). Pure: no DOM, no Node.
 */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
/**
 * Every "<…>" (or a "<…" that runs to the end of the text) that starts like a tag: a < before a
 * letter, / or !. Any other < or > is text ("età < 65 anni", "3 > 2"), which the page shows as written.
 */
const MARKUP = /<[a-zA-Z/!][^<>]*>?/g;
const TAG = /^<(\/?)([a-zA-Z][\w-]*)(\s*\/?)>$/;

/** One piece of markup: `name` when it reads as a tag, `exact` when written exactly <name> or </name>. */
export interface Markup {
  token: string;
  name?: string;
  closing: boolean;
  exact: boolean;
}

export function markupOf(text: string): Markup[] {
  return [...text.matchAll(MARKUP)].map(([token]) => {
    const tag = TAG.exec(token);
    return { token, name: tag?.[2], closing: tag?.[1] === '/', exact: tag?.[3] === '' };
  });
}

/** The {{placeholders}} a text uses. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/** The <tags> a text uses (they become links or emphasis in the page). */
export function tagsOf(text: string): string[] {
  return [...new Set(markupOf(text).flatMap(({ name }) => (name ? [name] : [])))];
}

/**
 * True when every piece of markup in a text is one of `tags` written exactly <tag> or </tag>:
 * no attributes (<email href=…>), no spaces, no other markup. The page renders only such texts.
 */
export function hasOnlyTags(text: string, tags: readonly string[]): boolean {
  return markupOf(text).every(({ name, exact }) => exact && name !== undefined && tags.includes(name));
}

/** The text as the page shows it: its exact <tags> removed, anything else kept. */
export function withoutTags(text: string): string {
  return text.replace(MARKUP, (token) => (TAG.exec(token)?.[3] === '' ? '' : token));
}
