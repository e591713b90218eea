import type { Config } from '@ott/common';
import { HttpError } from '../http/HttpError';
import type { PlanAccess } from './PlanAccess';

/**
 * The plumbing every provider that bills its own customers shares (CleengPlanAccess,
 * JwpPlanAccess): the viewer is the customer's token, which only the provider can verify, so each
 * answer is one of its calls with that token as bearer. A provider says how one offer is asked and
 * how a signed-in customer is recognised; the rest (host, timeout, the 502, the subscription as
 * "one of the config's subscription offers granted") is here.
 */

/** The providers whose customers this server can ask about; their prefix in an item's `productIds`. */
export type BillingProviderName = 'cleeng' | 'jwp';

/** The billing of a catalog config that enables a provider (or the Cognito-style variant, billed by this server). */
export interface ProviderBilling {
  provider: BillingProviderName | 'cognito';
  useSandbox: boolean;
  /** Holding one of these is the subscription (000 §4): the billing provider's monthly and yearly offers, the platform's asset. */
  subscriptionOfferIds: readonly string[];
}

/** The provider refused the customer's token (401/403 on its call): not a valid viewer. */
export class ProviderCredentialsRefused extends Error {
  constructor() {
    super('The billing provider refused the customer token');
    this.name = 'ProviderCredentialsRefused';
  }
}

/** 502 when the provider cannot be asked (network, timeout, 5xx, a reply that is not its shape). */
export const billingUnavailable = (): HttpError => new HttpError(502, 'Billing provider unavailable');

/** How long one provider call may take before the decision gives up (502). */
export const PROVIDER_TIMEOUT_MS = 5000;

/** Statuses that mean the provider refused the customer's token. */
export const REFUSED_STATUSES: ReadonlySet<number> = new Set([401, 403]);

/** GET `path` of the provider with the customer's token as bearer; 502 when it cannot be reached in time. */
export type AskProvider = (path: string, token: string) => Promise<Response>;

/** What differs from one provider to the next. */
export interface ProviderCalls {
  /** Whether `offerId` is granted to the customer; ProviderCredentialsRefused for a refused token, 502 otherwise. */
  granted(ask: AskProvider, token: string, offerId: string): Promise<boolean>;
  /** Whether the token names a signed-in customer (AUTHVOD). */
  isSignedIn(ask: AskProvider, token: string): Promise<boolean>;
}

/** A provider as the server knows it: its hosts, how a config enables it, its calls. */
export interface BillingProviderSeam {
  name: BillingProviderName;
  /** Its API hosts, switched by the config's `useSandbox`. */
  hosts: { production: string; sandbox: string };
  /** The billing of a config that enables the provider, else undefined. */
  billingOf(config: Pick<Config, 'integrations'>): ProviderBilling | undefined;
  calls: ProviderCalls;
}

export interface ProviderPlanAccessOptions {
  /** The provider's base URL (no trailing slash needed; a development override may carry a path). */
  host: string;
  subscriptionOfferIds: readonly string[];
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The plan seam over one provider's calls: a subscription is one of the config's subscription offers granted. */
export function providerPlanAccess(calls: ProviderCalls, options: ProviderPlanAccessOptions): PlanAccess {
  const host = options.host.trim().replace(/\/+$/, '');
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;

  const ask: AskProvider = async (path, token) => {
    try {
      return await fetchFn(`${host}${path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw billingUnavailable();
    }
  };

  const grantedOf = async (token: string, offerIds: readonly string[]): Promise<string[]> => {
    const answers = await Promise.all(offerIds.map((offerId) => calls.granted(ask, token, offerId)));
    return offerIds.filter((_, index) => answers[index]);
  };

  return {
    hasActiveSubscription: async (token) => (await grantedOf(token, options.subscriptionOfferIds)).length > 0,
    grantedOffers: (token, offerIds) => grantedOf(token, offerIds),
    isSignedIn: (token) => calls.isSignedIn(ask, token),
  };
}

/** A reply's JSON body, or 502 when it has none. */
export async function jsonOf(reply: Response): Promise<unknown> {
  try {
    return await reply.json();
  } catch {
    throw billingUnavailable();
  }
}
