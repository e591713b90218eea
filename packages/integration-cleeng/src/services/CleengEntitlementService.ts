import { createMediaTokenSigner, isHttpError, type Entitlement, type EntitlementService, type FetchLike, type MediaTokenRequest, type MediaTokenSigner } from '@ott/common';
import type { CleengApiClient } from '../api/CleengApiClient';
import type { CleengSession } from '../session/CleengSession';

/** Status of the access check that means "no subscription", not a failure (001 §4, §8). */
export const NO_SUBSCRIPTION_STATUS = 402;

export interface CleengEntitlementServiceOptions {
  api: Pick<CleengApiClient, 'getEntitlement'>;
  session: Pick<CleengSession, 'authorized' | 'validTokens'>;
  /** The content host, which signs media for entitled customers (it asks the provider itself). */
  contentHost?: string;
  fetch?: FetchLike;
}

/**
 * Entitlements per offer (001 §7.2 service level, §7.4 GET /entitlements/{offerId}): whether the
 * customer's offers grant access. A 402 on the check means no subscription: not granted, not an
 * error. Signed media tokens come from the content host with the customer's JWT as credential:
 * the provider signs no media; the content host asks it which offers are granted.
 */
export class CleengEntitlementService implements EntitlementService {
  private readonly sign: MediaTokenSigner;

  constructor(private readonly options: CleengEntitlementServiceOptions) {
    this.sign = createMediaTokenSigner({ contentHost: options.contentHost, fetch: options.fetch });
  }

  async getEntitlements(offerId: string): Promise<Entitlement> {
    try {
      const reply = await this.options.session.authorized((token) => this.options.api.getEntitlement(token, offerId));
      return { accessGranted: reply.accessGranted, ...(reply.expiresAt === undefined ? {} : { expiresAt: reply.expiresAt }) };
    } catch (error) {
      if (isHttpError(error, NO_SUBSCRIPTION_STATUS)) return { accessGranted: false };
      throw error;
    }
  }

  async getMediaToken(request: MediaTokenRequest): Promise<string> {
    return this.sign(request, (await this.options.session.validTokens())?.token);
  }
}
