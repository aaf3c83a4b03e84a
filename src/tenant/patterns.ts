/** The partner `npm run dev` shows on localhost (tenants/demo.json); never in a deployed build. */
export const DEMO_SLUG = 'demo';

/** A partner's slug: the first label of its host, and its file name in tenants/. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A host name such as salute.acme.it: lowercase labels of letters, digits and hyphens,
 * separated by dots, 253 characters at most, ending with a top-level domain.
 */
export const HOSTNAME_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A colour the theme can use as it is. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** This machine: plain http:// is allowed there, in development and test builds only. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

/**
 * An address a partner file may hold: https:// on a real host name (see HOSTNAME_PATTERN),
 * with no user name or password; with `allowLoopback`, also http:// or https:// on this machine.
 * A host such as `x;connect-src;` or `a$foo` is refused: such a value would break into the
 * Content-Security-Policy and the nginx configuration that the build writes from it.
 */
export function isPartnerUrl(value: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  const loopback = allowLoopback && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol === 'https:') return loopback || HOSTNAME_PATTERN.test(url.hostname);
  return url.protocol === 'http:' && loopback;
}
