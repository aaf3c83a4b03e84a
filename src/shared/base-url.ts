/** A base address (the API's, the web app's) without its trailing slashes, ready for `${base}/path`. */
export function withoutTrailingSlash(base: string): string {
  return base.replace(/\/+$/, '');
}
