import { isConfiguredId, type Config } from '@ott/common';
import type { PlanAccess } from './PlanAccess';
import {
  billingUnavailable,
  jsonOf,
  providerPlanAccess,
  REFUSED_STATUSES,
  ProviderCredentialsRefused,
  type BillingProviderSeam,
  type ProviderBilling,
  type ProviderCalls,
  type ProviderPlanAccessOptions,
} from './ProviderPlanAccess';

/**
 * The video-platform provider's API hosts (its JavaScript SDK's production and staging
 * configuration), switched by the config's `integrations.jwp.useSandbox` like the client's
 * (@ott/integration-jwp); `--jwp-host` replaces both (a development host).
 */
export const JWP_API_HOSTS = {
  production: 'https://services.inplayer.com',
  sandbox: 'https://staging-v2.inplayer.com',
} as const;

/** The provider's prefix in an item's `productIds` (`jwp:12345`, a media access fee's asset): only its offers count under its configs. */
export const JWP_OFFER_PROVIDER = 'jwp';

/**
 * The provider's billing of a config: set when `integrations.jwp.clientId` is; the configured
 * asset (`assetId`) is the subscription (000 §4: SVOD with an asset, else AUTHVOD).
 */
export function jwpBillingOf(config: Pick<Config, 'integrations'>): ProviderBilling | undefined {
  const jwp = config.integrations.jwp;
  if (!jwp || !isConfiguredId(jwp.clientId)) return undefined;
  const subscriptionOfferIds = isConfiguredId(jwp.assetId) ? [String(jwp.assetId).trim()] : [];
  return { provider: JWP_OFFER_PROVIDER, useSandbox: jwp.useSandbox !== false, subscriptionOfferIds };
}

/** An item id of the platform (its assets are numbered); anything else is never one of its items and is not asked about. */
const ASSET_ID = /^[\w-]{1,64}$/;
const NOT_GRANTED_STATUSES = new Set([402, 404]);

/**
 * The provider's calls (001 §7.5): `GET /items/{id}/access` with the account's bearer answers the
 * item access (`item`, `expires_at`, ...) when granted, 402 when not (404 for an unknown item);
 * `GET /accounts` answers the account of a signed-in viewer.
 */
export const JWP_CALLS: ProviderCalls = {
  async granted(ask, token, offerId) {
    if (!ASSET_ID.test(offerId)) return false;
    const reply = await ask(`/items/${encodeURIComponent(offerId)}/access`, token);
    if (REFUSED_STATUSES.has(reply.status)) throw new ProviderCredentialsRefused();
    if (NOT_GRANTED_STATUSES.has(reply.status)) return false;
    if (!reply.ok) throw billingUnavailable();
    const body = (await jsonOf(reply)) as { item?: unknown } | null;
    if (typeof body !== 'object' || body === null || typeof body.item !== 'object' || body.item === null) throw billingUnavailable();
    return true;
  },
  async isSignedIn(ask, token) {
    const reply = await ask('/accounts', token);
    if (REFUSED_STATUSES.has(reply.status)) return false;
    if (!reply.ok) throw billingUnavailable();
    return true;
  },
};

export const JWP_SEAM: BillingProviderSeam = { name: JWP_OFFER_PROVIDER, hosts: JWP_API_HOSTS, billingOf: jwpBillingOf, calls: JWP_CALLS };

/** The plan seam for the platform's viewers (the same calls against the real service and a development host). */
export const jwpPlanAccess = (options: ProviderPlanAccessOptions): PlanAccess => providerPlanAccess(JWP_CALLS, options);
