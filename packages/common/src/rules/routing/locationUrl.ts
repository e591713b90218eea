/**
 * Works on "the current URL" given as a path with query (and hash), the way a router exposes it,
 * or as an absolute URL. The answer keeps the same form: relative in, relative out.
 */
const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';
const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

export function editLocation(current: string, edit: (query: URLSearchParams) => void): string {
  const url = new URL(current, PLACEHOLDER_ORIGIN);
  edit(url.searchParams);
  if (ABSOLUTE.test(current)) return url.href;
  return `${url.pathname}${url.search}${url.hash}`;
}
