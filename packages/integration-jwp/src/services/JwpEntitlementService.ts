import { createAppError, createMediaTokenSigner, isHttpError, type Entitlement, type EntitlementService, type FetchLike, type MediaTokenRequest, type MediaTokenSigner } from '@ott/common';
import type { JwpApiClient } from '../api/JwpApiClient';
import { assetIdOfOffer } from '../api/mappers';
import type { JwpSession } from '../session/JwpSession';

/** Status of the access check that means "no access", not a failure (001 §8). */
export const NO_ACCESS_STATUS = 402;

/** A site plan the customer is entitled to (the svod plan is preferred, 000 §6). */
export interface EntitledPlan {
  id: string;
  metadata: { access_model?: string };
}

export interface JwpEntitlementServiceOptions {
  api: Pick<JwpApiClient, 'getItemAccess' | 'getSiteEntitlements'>;
  session: Pick<JwpSession, 'authorized' | 'validTokens'>;
  /** The site's subscription asset (`integrations.jwp.assetId`), which subscription offers grant. */
  assetId?: string | null;
  /** The site id, for the site entitlements call. */
  siteId?: string;
  /** The content host, which signs media for entitled customers (it asks the platform itself). */
  contentHost?: string;
  fetch?: FetchLike;
}

/**
 * Entitlements per asset (001 §7.5 GET /items/{id}/access, §7.2): granted with the access's
 * expiry; a 402 means no access, not an error. Signed media tokens come from the content host
 * with the customer's token as credential (the platform signs no media itself).
 */
export class JwpEntitlementService implements EntitlementService {
  private readonly sign: MediaTokenSigner;

  constructor(private readonly options: JwpEntitlementServiceOptions) {
    this.sign = createMediaTokenSigner({ contentHost: options.contentHost, fetch: options.fetch });
  }

  /** `offerId`: an offer id (`S<accessFeeId>` -> the site asset, `C<assetId>`) or an asset id. */
  async getEntitlements(offerId: string): Promise<Entitlement> {
    try {
      const access = await this.options.session.authorized((token) => this.options.api.getItemAccess(token, assetIdOfOffer(offerId, this.options.assetId ?? null)));
      return { accessGranted: true, expiresAt: access.expires_at };
    } catch (error) {
      if (isHttpError(error, NO_ACCESS_STATUS)) return { accessGranted: false };
      throw error;
    }
  }

  async getMediaToken(request: MediaTokenRequest): Promise<string> {
    return this.sign(request, (await this.options.session.validTokens())?.token);
  }

  /** The site's plans the customer is entitled to (GET /v3/sites/{siteId}/entitlements); none when signed out. */
  async getEntitledPlans(): Promise<EntitledPlan[]> {
    if (!this.options.siteId) throw createAppError('id_required', { details: { reason: 'no site id' } });
    const siteId = this.options.siteId;
    const tokens = await this.options.session.validTokens();
    const reply = tokens
      ? await this.options.session.authorized((token) => this.options.api.getSiteEntitlements(token, siteId))
      : await this.options.api.getSiteEntitlements(undefined, siteId);
    return reply.plans.map((plan) => ({ id: plan.id, metadata: { ...(plan.metadata.access_model ? { access_model: plan.metadata.access_model } : {}) } }));
  }
}
