/** Case, accents and punctuation aside, the words of a text: "Sant'Angelo" → ["sant", "angelo"]. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
