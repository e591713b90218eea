import { ConfigInvalidError, isConfiguredId, type Config } from '@ott/common';

/**
 * The platform's hosts as the peer project names them, switched by `integrations.jwp.useSandbox`
 * (000 §9; the config schema defaults the flag to true, so a missing flag never charges money).
 */
export const JWP_HOSTS: Readonly<Record<'production' | 'sandbox', string>> = {
  production: 'https://sims.jwplayer.com',
  sandbox: 'https://staging-sims.jwplayer.com',
};

/**
 * Development override: one base URL that replaces the host (a local stand-in serving the
 * platform's paths below it, e.g. `http://127.0.0.1:4010/inplayer`). Given by the site at build
 * time (README, "Development override"), never by the public config.
 */
export type JwpHostOverride = string;

export const CLIENT_ID_CONFIG_PATH = 'integrations.jwp.clientId';

const trimSlash = (url: string): string => url.trim().replace(/\/+$/, '');

/** The host a config talks to: sandbox unless `useSandbox` is false, unless the site overrides it. */
export function resolveJwpHost(config: Pick<Config, 'integrations'>, override?: JwpHostOverride | null): string {
  if (typeof override === 'string' && override.trim() !== '') return trimSlash(override);
  return config.integrations.jwp?.useSandbox === false ? JWP_HOSTS.production : JWP_HOSTS.sandbox;
}

/** The client id (`integrations.jwp.clientId`, the merchant's uuid), sent as client_id / merchant_uuid; required. */
export function resolveClientId(config: Pick<Config, 'integrations'>): string {
  const id = config.integrations.jwp?.clientId;
  if (typeof id !== 'string' || !isConfiguredId(id)) {
    throw new ConfigInvalidError([{ path: CLIENT_ID_CONFIG_PATH, message: 'required for the video-platform integration' }]);
  }
  return id.trim();
}

export { resolveAssetId } from './assetId';
