import { ConfigInvalidError, type Config } from '@ott/common';

type CognitoSettings = NonNullable<Config['integrations']['cognito']>;

const ABSOLUTE_HTTP_URL = /^https?:\/\//i;

const settingsOf = (config: Pick<Config, 'integrations'>): Partial<CognitoSettings> => config.integrations.cognito ?? {};

const invalidSetting = (key: string, message: string): ConfigInvalidError => new ConfigInvalidError([{ path: `integrations.cognito.${key}`, message }]);

/** The pool's region: the `region` setting, else the prefix of the pool id ("eu-west-1_AbC" -> "eu-west-1"). */
export function poolRegion(config: Pick<Config, 'integrations'>): string {
  const { region, userPoolId } = settingsOf(config);
  const value = region?.trim() || userPoolId?.split('_')[0]?.trim();
  if (!value) throw invalidSetting('region', 'required for the Cognito integration');
  return value;
}

/** The pool id and app client id, both required to talk to the pool. */
export function poolIds(config: Pick<Config, 'integrations'>): { userPoolId: string; clientId: string } {
  const { userPoolId, clientId } = settingsOf(config);
  if (!userPoolId?.trim()) throw invalidSetting('userPoolId', 'required for the Cognito integration');
  if (!clientId?.trim()) throw invalidSetting('clientId', 'required for the Cognito integration');
  return { userPoolId: userPoolId.trim(), clientId: clientId.trim() };
}

/**
 * The Cognito API endpoint: `https://cognito-idp.{region}.amazonaws.com/`, or the development
 * override (an emulator on loopback) that the site passes from a build variable, never from the config.
 */
export function cognitoEndpoint(config: Pick<Config, 'integrations'>, override?: string | null): string {
  const trimmed = override?.trim();
  if (trimmed) return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
  return `https://cognito-idp.${poolRegion(config)}.amazonaws.com/`;
}

export type ServiceUrlKey = 'accountUrl' | 'apiUrl' | 'entitlementUrl' | 'billingPortalUrl';

/**
 * One of the publisher's hosts (001 §7.7), without a trailing slash, or undefined when the config
 * names none. A relative one ("/api/cognito") is a route of the content host, resolved against it
 * (or against the page when there is no content host); one that cannot be resolved is the startup
 * config error naming the setting.
 */
export function serviceUrl(config: Pick<Config, 'integrations'>, key: ServiceUrlKey, contentHost?: string): string | undefined {
  const value = settingsOf(config)[key]?.trim();
  if (!value) return undefined;
  if (ABSOLUTE_HTTP_URL.test(value)) return value.replace(/\/+$/, '');
  const base = contentHost ? `${contentHost.replace(/\/+$/, '')}/` : pageLocation();
  if (!base) throw invalidSetting(key, `must be an absolute http(s) URL, got "${value}"`);
  try {
    const resolved = new URL(value, base).href;
    if (!ABSOLUTE_HTTP_URL.test(resolved)) throw new TypeError('not http(s)');
    return resolved.replace(/\/+$/, '');
  } catch {
    throw invalidSetting(key, `cannot be resolved against ${base}: "${value}"`);
  }
}

/** The page's address in a browser; undefined elsewhere. */
function pageLocation(): string | undefined {
  const location = (globalThis as { location?: { href?: unknown } }).location;
  return typeof location?.href === 'string' ? location.href : undefined;
}
