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
 * The video-platform provider's API hosts (as the peer project's JWP services name them), switched
 * by the config's `integrations.jwp.useSandbox` like the client's (@ott/integration-jwp);
 * `--jwp-host` replaces both (a development host).
 */
export const JWP_API_HOSTS = {
  production: 'https://sims.jwplayer.com',
  sandbox: 'https://staging-sims.jwplayer.com',
} as const;

/** The provider's prefix in an item's `productIds` (`jwp:C4821`, the asset 4821): only its offers count under its configs. */
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

/**
 * The asset an offer id names: the configured asset id as it is, or an item's offer `C4821` (a
 * pass), the asset behind the letter, as the client reads it. `S<accessFeeId>` (a subscription
 * fee) names no item: the subscription is the configured asset. Anything else is never one of the
 * platform's items and is not asked about.
 */
export function assetIdOfOffer(offerId: string): string | undefined {
  return /^C?(\d{1,20})$/.exec(offerId.trim())?.[1];
}
const NOT_GRANTED_STATUSES = new Set([402, 404]);

/**
 * The provider's calls (001 §7.5): `GET /items/{id}/access` with the account's bearer answers the
 * item access (`item`, `expires_at`, ...) when granted, 402 when not (404 for an unknown item);
 * `GET /accounts` answers the account of a signed-in viewer.
 */
export const JWP_CALLS: ProviderCalls = {
  async granted(ask, token, offerId) {
    const assetId = assetIdOfOffer(offerId);
    if (assetId === undefined) return false;
    const reply = await ask(`/items/${assetId}/access`, token);
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
