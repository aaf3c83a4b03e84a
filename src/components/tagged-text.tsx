import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TaggedTextProps {
  /** A text of the default namespace with exact <tags> (say "Scrivi a <email>{{email}}</email>"). */
  i18nKey: string;
  values: Record<string, string>;
  /** The element each <tag> becomes, around the text it holds. */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}

const TAGGED = /<([a-zA-Z][\w-]*)>(.*?)<\/\1>/;

/**
 * A text with <tags>, each drawn as its component: what react-i18next's Trans does for the texts
 * of the page shell, without its HTML parser in step 1's JavaScript. The texts hold exact tags only,
 * one level deep (npm run i18n:check, which reads this component as it reads Trans: i18next.config.ts,
 * and the tenant schema for a partner's own wording); a tag with no component stays text.
 */
export function TaggedText({ i18nKey, values, components }: TaggedTextProps) {
  const { t } = useTranslation();
  const text = (t as unknown as (key: string, options: object) => string)(i18nKey, values);
  const parts: ReactNode[] = [];
  let rest = text;
  for (let match = TAGGED.exec(rest); match; match = TAGGED.exec(rest)) {
    const [whole, name = '', inner = ''] = match;
    const component = components[name];
    parts.push(rest.slice(0, match.index), component ? cloneElement(component, { key: parts.length }, inner) : whole);
    rest = rest.slice(match.index + whole.length);
  }
  parts.push(rest);
  return <>{parts.filter((part) => part !== '')}</>;
}
