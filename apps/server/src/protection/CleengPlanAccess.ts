import { isConfiguredId, type Config } from '@ott/common';
import { HttpError } from '../http/HttpError';
import type { PlanAccess } from './PlanAccess';

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

/** The billing of a catalog config that enables the provider (`integrations.cleeng.id`). */
export interface CleengBilling {
  useSandbox: boolean;
  /** The config's monthly and yearly offers: holding one of them is the subscription (000 §4). */
  subscriptionOfferIds: readonly string[];
}

/** The provider's billing of a config: set when `integrations.cleeng.id` is, with its monthly and yearly offers. */
export function cleengBillingOf(config: Pick<Config, 'integrations'>): CleengBilling | undefined {
  const cleeng = config.integrations.cleeng;
  if (!cleeng || !isConfiguredId(cleeng.id)) return undefined;
  const subscriptionOfferIds = [cleeng.monthlyOffer, cleeng.yearlyOffer].filter((id): id is string => typeof id === 'string' && isConfiguredId(id)).map((id) => id.trim());
  return { useSandbox: cleeng.useSandbox !== false, subscriptionOfferIds };
}

/** The provider refused the customer's token (401/403 on its entitlement call): not a valid viewer. */
export class ProviderCredentialsRefused extends Error {
  constructor() {
    super('The billing provider refused the customer token');
    this.name = 'ProviderCredentialsRefused';
  }
}

/** 502 when the provider cannot be asked (network, timeout, 5xx, a reply that is not its envelope). */
export const billingUnavailable = (): HttpError => new HttpError(502, 'Billing provider unavailable');

/** How long one entitlement call may take before the decision gives up (502). */
export const CLEENG_TIMEOUT_MS = 5000;

export interface CleengPlanAccessOptions {
  /** The MediaStore base URL (no trailing slash needed). */
  host: string;
  subscriptionOfferIds: readonly string[];
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const NOT_GRANTED_STATUSES = new Set([402, 404]);
const REFUSED_STATUSES = new Set([401, 403]);

/**
 * The plan seam for viewers billed by the provider: the viewer is the customer's JWT, which only
 * the provider can verify, so every answer comes from its documented entitlement call,
 * `GET {mediaStore}/entitlements/{offerId}` with that JWT as bearer (001 §7.4): `accessGranted`
 * true = granted; 402 (no subscription) or 404 (unknown offer) = not granted; 401/403 =
 * ProviderCredentialsRefused; anything else = 502. The same calls work against the real service
 * and a development host. A subscription is active when one of the config's monthly or yearly
 * offers is granted.
 */
export function cleengPlanAccess(options: CleengPlanAccessOptions): PlanAccess {
  const host = options.host.trim().replace(/\/+$/, '');
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? CLEENG_TIMEOUT_MS;

  /** GET `path` of the provider with the customer's JWT; 502 when it cannot be reached in time. */
  async function ask(path: string, token: string): Promise<Response> {
    try {
      return await fetchFn(`${host}${path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw billingUnavailable();
    }
  }

  async function granted(token: string, offerId: string): Promise<boolean> {
    const reply = await ask(`/entitlements/${encodeURIComponent(offerId)}`, token);
    if (REFUSED_STATUSES.has(reply.status)) throw new ProviderCredentialsRefused();
    if (NOT_GRANTED_STATUSES.has(reply.status)) return false;
    if (!reply.ok) throw billingUnavailable();
    const body = (await reply.json().catch(() => undefined)) as { responseData?: { accessGranted?: unknown } } | undefined;
    if (typeof body?.responseData?.accessGranted !== 'boolean') throw billingUnavailable();
    return body.responseData.accessGranted;
  }

  const grantedOf = async (token: string, offerIds: readonly string[]): Promise<string[]> => {
    const answers = await Promise.all(offerIds.map((offerId) => granted(token, offerId)));
    return offerIds.filter((_, index) => answers[index]);
  };

  /** The provider's customer call (`GET /customers/{id}`) with the JWT: 200 is a signed-in customer. */
  async function isSignedIn(token: string): Promise<boolean> {
    const customerId = customerIdOfJwt(token);
    if (customerId === undefined) return false;
    const reply = await ask(`/customers/${encodeURIComponent(customerId)}`, token);
    if (REFUSED_STATUSES.has(reply.status) || reply.status === 404) return false;
    if (!reply.ok) throw billingUnavailable();
    return true;
  }

  return {
    hasActiveSubscription: async (token) => (await grantedOf(token, options.subscriptionOfferIds)).length > 0,
    grantedOffers: (token, offerIds) => grantedOf(token, offerIds),
    isSignedIn,
  };
}

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
