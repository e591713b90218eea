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
 * The subscription-billing provider's MediaStore hosts (its API reference, "Getting started"),
 * switched by the config's `integrations.cleeng.useSandbox` like the client's
 * (@ott/integration-cleeng); `--cleeng-host` replaces both (a development host).
 */
export const CLEENG_MEDIASTORE_HOSTS = {
  production: 'https://mediastoreapi.cleeng.com',
  sandbox: 'https://mediastoreapi-sandbox.cleeng.com',
} as const;

/** The provider's prefix in an item's `productIds` (`cleeng:S123_NL`): only its offers count under its configs. */
export const CLEENG_OFFER_PROVIDER = 'cleeng';

/** The provider's billing of a config: set when `integrations.cleeng.id` is; its monthly and yearly offers are the subscription. */
export function cleengBillingOf(config: Pick<Config, 'integrations'>): ProviderBilling | undefined {
  const cleeng = config.integrations.cleeng;
  if (!cleeng || !isConfiguredId(cleeng.id)) return undefined;
  const subscriptionOfferIds = [cleeng.monthlyOffer, cleeng.yearlyOffer].filter((id): id is string => typeof id === 'string' && isConfiguredId(id)).map((id) => id.trim());
  return { provider: CLEENG_OFFER_PROVIDER, useSandbox: cleeng.useSandbox !== false, subscriptionOfferIds };
}

const NOT_GRANTED_STATUSES = new Set([402, 404]);

/**
 * The provider's calls (001 §7.4): `GET /entitlements/{offerId}` with the customer's JWT,
 * `accessGranted` true = granted, 402 (no subscription) or 404 (unknown offer) = not granted;
 * `GET /customers/{id}` (the JWT's `customerId`): 200 is a signed-in customer.
 */
export const CLEENG_CALLS: ProviderCalls = {
  async granted(ask, token, offerId) {
    const reply = await ask(`/entitlements/${encodeURIComponent(offerId)}`, token);
    if (REFUSED_STATUSES.has(reply.status)) throw new ProviderCredentialsRefused();
    if (NOT_GRANTED_STATUSES.has(reply.status)) return false;
    if (!reply.ok) throw billingUnavailable();
    const body = (await jsonOf(reply)) as { responseData?: { accessGranted?: unknown } } | null;
    if (typeof body?.responseData?.accessGranted !== 'boolean') throw billingUnavailable();
    return body.responseData.accessGranted;
  },
  async isSignedIn(ask, token) {
    const customerId = customerIdOfJwt(token);
    if (customerId === undefined) return false;
    const reply = await ask(`/customers/${encodeURIComponent(customerId)}`, token);
    if (REFUSED_STATUSES.has(reply.status) || reply.status === 404) return false;
    if (!reply.ok) throw billingUnavailable();
    return true;
  },
};

export const CLEENG_SEAM: BillingProviderSeam = { name: CLEENG_OFFER_PROVIDER, hosts: CLEENG_MEDIASTORE_HOSTS, billingOf: cleengBillingOf, calls: CLEENG_CALLS };

/** The plan seam for viewers billed by the provider (every answer from its calls, the same against the real service and a development host). */
export const cleengPlanAccess = (options: ProviderPlanAccessOptions): PlanAccess => providerPlanAccess(CLEENG_CALLS, options);

/**
 * The `customerId` claim of the provider's JWT, read without verifying it (the provider verifies
 * the token when it is asked with it); undefined when the token is not a JWT with that claim.
 */
export function customerIdOfJwt(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { customerId?: unknown };
    const id = claims.customerId;
    return (typeof id === 'string' && /^\w{1,64}$/.test(id)) || (typeof id === 'number' && Number.isSafeInteger(id)) ? String(id) : undefined;
  } catch {
    return undefined;
  }
}
