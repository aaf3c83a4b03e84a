const MAX_EMAIL_LENGTH = 254;
export const MAX_LOCAL_PART_LENGTH = 64;

// The usual shape check: a local part of unquoted atoms, an @, then dot-separated
// host labels ending in a letters-only top-level domain.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** A syntactically valid address of at most 254 characters with a local part of at most 64. */
export function isValidEmail(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at < 1 || at > MAX_LOCAL_PART_LENGTH) return false;
  if (email[at - 1] === '.') return false;
  return EMAIL_PATTERN.test(email);
}
