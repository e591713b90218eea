import { ConfigInvalidError, isConfiguredId, type Config } from '@ott/common';

/** The provider's two hosts: the MediaStore API (account, checkout, subscriptions) and the auth host (device codes). */
export interface CleengHosts {
  mediaStore: string;
  auth: string;
}

/**
 * The provider's documented hosts (MediaStore API reference, "Getting started"; device-code
 * reference for the auth host), switched by `integrations.cleeng.useSandbox` (000 §9).
 */
export const CLEENG_HOSTS: Readonly<Record<'production' | 'sandbox', Readonly<CleengHosts>>> = {
  production: { mediaStore: 'https://mediastoreapi.cleeng.com', auth: 'https://auth.api.cleeng.com' },
  sandbox: { mediaStore: 'https://mediastoreapi-sandbox.cleeng.com', auth: 'https://auth.api.sandbox.cleeng.com' },
};

/**
 * A development override of both hosts: one base URL (a local stand-in of the provider) that
 * serves the MediaStore paths at its root and the auth host's under `/auth`, or both URLs. It is
 * given by the site at build time (see README, "Development override"), never by the public config.
 */
export type CleengHostOverride = string | Partial<CleengHosts>;

export const PUBLISHER_ID_CONFIG_PATH = 'integrations.cleeng.id';

const trimSlash = (url: string): string => url.trim().replace(/\/+$/, '');

function overriddenHosts(override: CleengHostOverride, fallback: CleengHosts): CleengHosts {
  if (typeof override === 'string') {
    const base = trimSlash(override);
    return { mediaStore: base, auth: `${base}/auth` };
  }
  return {
    mediaStore: override.mediaStore?.trim() ? trimSlash(override.mediaStore) : fallback.mediaStore,
    auth: override.auth?.trim() ? trimSlash(override.auth) : fallback.auth,
  };
}

const isUsableOverride = (override: CleengHostOverride | undefined | null): override is CleengHostOverride =>
  typeof override === 'string' ? override.trim() !== '' : Boolean(override && (override.mediaStore?.trim() || override.auth?.trim()));

/** The hosts a config talks to: sandbox unless `useSandbox` is false (the config schema defaults it to true), unless the site overrides them. */
export function resolveCleengHosts(config: Pick<Config, 'integrations'>, override?: CleengHostOverride | null): CleengHosts {
  const hosts = config.integrations.cleeng?.useSandbox ? CLEENG_HOSTS.sandbox : CLEENG_HOSTS.production;
  return isUsableOverride(override) ? overriddenHosts(override, hosts) : { ...hosts };
}

/** The publisher id (`integrations.cleeng.id`), sent as publisherId / broadcasterId; required. */
export function resolvePublisherId(config: Pick<Config, 'integrations'>): string {
  const id = config.integrations.cleeng?.id;
  if (id === undefined || id === null || !isConfiguredId(id)) {
    throw new ConfigInvalidError([{ path: PUBLISHER_ID_CONFIG_PATH, message: 'required for the subscription-billing integration' }]);
  }
  return String(id).trim();
}

export { configuredOfferIds } from './offers';
