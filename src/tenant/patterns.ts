/** A partner's slug: the first label of its host, and its file name in tenants/. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A host name such as salute.acme.it: lowercase labels of letters, digits and hyphens,
 * separated by dots, 253 characters at most, ending with a top-level domain.
 */
export const HOSTNAME_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A colour the theme can use as it is. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
