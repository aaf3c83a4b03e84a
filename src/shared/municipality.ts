/**
 * A municipality of a province, as `npm run data:municipalities` writes it to public/json/comuni/
 * and the municipality box reads it (see docs/municipalities.md): the name as the member sends it,
 * and `former` when it no longer exists (merged, renamed, split).
 */
export interface Municipality {
  name: string;
  former?: true;
}
