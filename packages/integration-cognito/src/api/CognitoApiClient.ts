import { HttpClient, type FetchLike } from '@ott/common';
import {
  activeSubscriptionsReplySchema,
  entitlementReplySchema,
  getAccessReplySchema,
  productOffersReplySchema,
  tokenReplySchema,
  type ApiOffer,
  type ApiPlan,
  type ApiSubscription,
} from './schemas';

export interface EntitlementRequest {
  provider: 'cognito' | 'viewer-token';
  token: string;
  asset: { id: string; drmPolicyId?: string; params?: Record<string, string>; accessType?: string };
}

/**
 * Our server's routes for this variant (001 §7.7): subscriptions, offers and plans on `apiUrl`,
 * entitlement on `entitlementUrl`, the billing-portal token on `apiUrl`. Bearer = the pool's
 * access token. Failures are common's HTTP errors (the server's `{message}` as the message, the
 * status as the code).
 */
export class CognitoApiClient {
  private readonly api: HttpClient;
  private readonly entitlementHost: HttpClient | null;

  constructor(options: { apiUrl: string; entitlementUrl?: string; fetch?: FetchLike }) {
    this.api = new HttpClient({ baseUrl: options.apiUrl, fetch: options.fetch });
    this.entitlementHost = options.entitlementUrl ? new HttpClient({ baseUrl: options.entitlementUrl, fetch: options.fetch }) : null;
  }

  async activeSubscriptions(token: string): Promise<ApiSubscription[]> {
    return (await this.api.get('/active-subscriptions', { token, auth: 'required', schema: activeSubscriptionsReplySchema })).subscriptions;
  }

  async productOffers(ids: readonly string[], country?: string): Promise<ApiOffer[]> {
    // One `id` per offer (`?id=a&id=b`), as the route reads them; common's query builder would join them with commas.
    const query = new URLSearchParams(ids.map((id) => ['id', id]));
    if (country) query.set('country', country);
    return (await this.api.get(`/product-offers?${query}`, { auth: 'none', schema: productOffersReplySchema })).offers;
  }

  async getAccess(token: string): Promise<ApiPlan[]> {
    return (await this.api.get('/get-access', { token, auth: 'required', schema: getAccessReplySchema })).plans;
  }

  async billingPortalToken(token: string): Promise<string> {
    return (await this.api.post('/billing-portal-token', { token, auth: 'required', schema: tokenReplySchema })).token;
  }

  async entitlement({ provider, token, asset }: EntitlementRequest): Promise<{ entitled: boolean; token?: string }> {
    if (!this.entitlementHost) throw new Error('No entitlement host configured');
    return this.entitlementHost.post('/entitlement', { auth: 'none', body: { provider, credentials: { token }, asset }, schema: entitlementReplySchema });
  }
}
