/**
 * What the link a member opens carries in its search: read by the app's router (src/routes/__root.tsx)
 * and, before the app runs, by the page's inline script (src/early/before-app.ts). Pure: no DOM.
 */

const EXISTING_USER_VALUES: readonly unknown[] = [true, 1, 'true', '1'];

/** `existingUser` as the router reads it (true, "true", 1, "1"): the member already has an account with the provider. */
export const isExistingUser = (value: unknown): boolean => EXISTING_USER_VALUES.indexOf(value) >= 0;

/**
 * `existingUser` in an address's search (`?existingUser=true`), read as the router reads it: the JSON
 * the text holds (`true`, `1`, `"true"`), or else the text itself.
 */
export function existingUserIn(search: string): boolean {
  // Given twice, a list for the router: no.
  const given = new URLSearchParams(search).getAll('existingUser');
  let value: unknown = given.length === 1 ? given[0] : given;
  try {
    value = JSON.parse(value as string);
  } catch {
    // Not JSON: the text itself.
  }
  return isExistingUser(value);
}
