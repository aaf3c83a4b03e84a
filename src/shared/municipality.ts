import { words } from './words';

/**
 * A municipality of a province, as `npm run data:municipalities` writes it to public/json/comuni/
 * and the municipality box reads it (see docs/municipalities.md): the name as the member sends it,
 * and, when it can be the birthplace only on some dates, those dates.
 *
 * - `{ name }`: a municipality of the province today, offered on any date.
 * - `former`: it no longer exists (merged, renamed, split). With `until` (and `from` when it began
 *   after 1900) it is offered for a birth on those days, both included; with neither, its dates
 *   are unknown and it is offered only when the text is its whole name.
 * - `province`: a municipality of another province today (Monza, MB), filed here because it
 *   belonged to this one (Milano) until the day `until`, or on days not known when `until` is
 *   missing: offered, marked with its province, for a birth while it was here.
 */
export interface Municipality {
  name: string;
  former?: true;
  province?: string;
  /** First day, YYYY-MM-DD. */
  from?: string;
  /** Last day, YYYY-MM-DD. */
  until?: string;
}

/** How an entry may be offered for a birth on `date` (YYYY-MM-DD, or undefined while not a whole date). */
export type Offer = 'always' | 'whole name' | 'never';

/**
 * The rule of the birthplace as it was on the day of birth: a current municipality always; a
 * dated one (former, or once of this province) only for a birth on its days, and without a birth
 * date only on its whole name; a former one of unknown dates only on its whole name; one once of
 * this province on unknown days always, as its name is a municipality's name today.
 */
export function offerOn(municipality: Municipality, date: string | undefined): Offer {
  const { former, from, until } = municipality;
  const dated = from !== undefined || until !== undefined;
  if (!dated) return former ? 'whole name' : 'always';
  if (date === undefined) return 'whole name';
  return (from === undefined || from <= date) && (until === undefined || date <= until) ? 'always' : 'never';
}

/**
 * The file of public/json/comuni-oggi/ today's municipalities named like `text` are in: the first
 * letter of the name, accents aside ("Èze" → e); empty when the text starts with no letter a–z.
 */
export function todayFileLetter(text: string): string {
  const letter = words(text)[0]?.charAt(0) ?? '';
  return /^[a-z]$/.test(letter) ? letter : '';
}
