/**
 * When two partners' names or subdomains read the same to a member: the same letters but for case and
 * accents (`sameName`), or letters of another script that look like Latin ones, a subdomain in punycode
 * (xn--cme-5cd is "аcme" with a Cyrillic а), rn for m (`skeleton`, after Unicode's confusables,
 * UTS #39, for the characters that matter here).
 */
import { domainToUnicode } from 'node:url';

/** Case, accents, compatibility forms (ｆｕｌｌwidth, ligatures) and spacing aside: "ACME  S.p.A" and "Acmé S.p.A". */
export function sameName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Letters of the Cyrillic and Greek scripts, and others, that look like a Latin letter or digit, in
 * lowercase (sameName lower-cases first); from Unicode's confusables.txt (UTS #39), those that stand
 * for a Latin letter on their own.
 */
const CONFUSABLE: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  ү: 'y',
  з: '3',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ζ: 'z',
  // Latin letters that pass for others, and digits
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɡ: 'g',
  ℓ: 'l',
  '0': 'o',
  '1': 'l',
  '|': 'l',
};

/** The letters of `text` that pass for Latin ones, as written: "А (U+0410)". */
export function confusableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const char of text.normalize('NFKD')) {
    if (Object.hasOwn(CONFUSABLE, char.toLowerCase()) && !/[0-9|]/.test(char)) {
      found.add(`${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`);
    }
  }
  return [...found];
}

/** What a name or subdomain looks like: confusable letters made Latin, rn made m, vv made w, and only letters and digits kept. */
export function skeleton(text: string): string {
  const latin = [...sameName(text)].map((char) => (Object.hasOwn(CONFUSABLE, char) ? CONFUSABLE[char] : char)).join('');
  return latin
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A subdomain as members read it: xn--cme-5cd -> аcme (its Unicode form); any other as it is. */
export function readSlug(slug: string): string {
  return slug.startsWith('xn--') ? domainToUnicode(slug) || slug : slug;
}

/** The subdomain's skeleton: hyphens are letters of their own there (acme-it is not acmeit). */
export function slugSkeleton(slug: string): string {
  return readSlug(slug)
    .split('-')
    .map((part) => skeleton(part))
    .join('-');
}
