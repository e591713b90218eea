import { ConfigInvalidError, type Config } from '@ott/common';

/** Where in the config the account API lives (000 §3 integrations, 001 §7.6). */
export const API_URL_CONFIG_PATH = 'integrations.custom.apiUrl';

const ABSOLUTE_HTTP_URL = /^https?:\/\//i;

/**
 * The base URL of the custom account API, e.g. `http://127.0.0.1:8080/api`.
 *
 * The server resolves a relative `apiUrl` ("/api") against its own origin before it serves the
 * config, so an absolute URL is the normal case. A relative one that still arrives is resolved
 * against `base` (in a browser: the page), because the same value means "this host" there too;
 * without a base it cannot be used, and the config is reported invalid at startup rather than
 * failing later on the first login.
 */
export function resolveCustomApiUrl(config: Pick<Config, 'integrations'>, base: string | undefined = pageLocation()): string {
  const apiUrl = config.integrations.custom?.apiUrl?.trim();
  if (!apiUrl) throw invalidApiUrl('required for the custom account integration');
  if (ABSOLUTE_HTTP_URL.test(apiUrl)) return withoutTrailingSlash(apiUrl);
  if (base === undefined) throw invalidApiUrl(`must be an absolute http(s) URL, got "${apiUrl}"`);
  try {
    const resolved = new URL(apiUrl, base).href;
    if (!ABSOLUTE_HTTP_URL.test(resolved)) throw new TypeError('not http(s)');
    return withoutTrailingSlash(resolved);
  } catch {
    throw invalidApiUrl(`cannot be resolved against ${base}: "${apiUrl}"`);
  }
}

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

const invalidApiUrl = (problem: string): ConfigInvalidError => new ConfigInvalidError([{ path: API_URL_CONFIG_PATH, message: problem }]);

/** The page's address in a browser; undefined elsewhere (Node, tests, server-side rendering). */
function pageLocation(): string | undefined {
  const location = (globalThis as { location?: { href?: unknown } }).location;
  return typeof location?.href === 'string' ? location.href : undefined;
}
