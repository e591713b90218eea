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
  if (!apiUrl) throw invalidSetting(API_URL_CONFIG_PATH, 'required for the custom account integration');
  return resolveHttpUrl(apiUrl, base, API_URL_CONFIG_PATH);
}

/** Where in the config the entitlement host lives (001 §7.2). */
export const ENTITLEMENT_URL_CONFIG_PATH = 'integrations.custom.entitlementUrl';

/**
 * The entitlement host's URL (`integrations.custom.entitlementUrl`), or undefined when the config
 * names none. A relative one ("/entitlement": a route of the content host, as "/api" is) is
 * resolved against the content host the same way a relative `apiUrl` is resolved against the
 * page; one that cannot be resolved is the startup config error naming the setting.
 */
export function resolveEntitlementUrl(config: Pick<Config, 'integrations'>, contentHost: string | undefined): string | undefined {
  const entitlementUrl = config.integrations.custom?.entitlementUrl?.trim();
  if (!entitlementUrl) return undefined;
  const base = contentHost === undefined ? pageLocation() : `${withoutTrailingSlash(contentHost)}/`;
  return resolveHttpUrl(entitlementUrl, base, ENTITLEMENT_URL_CONFIG_PATH);
}

/** An absolute http(s) URL as it is (without a trailing slash), a relative one against `base`. */
function resolveHttpUrl(value: string, base: string | undefined, path: string): string {
  if (ABSOLUTE_HTTP_URL.test(value)) return withoutTrailingSlash(value);
  if (base === undefined) throw invalidSetting(path, `must be an absolute http(s) URL, got "${value}"`);
  try {
    const resolved = new URL(value, base).href;
    if (!ABSOLUTE_HTTP_URL.test(resolved)) throw new TypeError('not http(s)');
    return withoutTrailingSlash(resolved);
  } catch {
    throw invalidSetting(path, `cannot be resolved against ${base}: "${value}"`);
  }
}

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

const invalidSetting = (path: string, problem: string): ConfigInvalidError => new ConfigInvalidError([{ path, message: problem }]);

/** The page's address in a browser; undefined elsewhere (Node, tests, server-side rendering). */
function pageLocation(): string | undefined {
  const location = (globalThis as { location?: { href?: unknown } }).location;
  return typeof location?.href === 'string' ? location.href : undefined;
}
