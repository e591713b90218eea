import { HttpClient, createAppError, isHttpError, type Entitlement, type EntitlementService, type FetchLike, type MediaTokenRequest } from '@ott/common';
import type { JwpApiClient } from '../api/JwpApiClient';
import { accessFeeIdOf } from '../api/mappers';
import { mediaTokenSchema } from '../api/schemas';
import type { JwpSession } from '../session/JwpSession';

/** Status of the access check that means "no access", not a failure (001 §8). */
export const NO_ACCESS_STATUS = 402;

/** A site plan the customer is entitled to (the svod plan is preferred, 000 §6). */
export interface EntitledPlan {
  id: string;
  metadata: { access_model?: string };
}

/** The content host's signed-media-token call (001 §7.2). */
export const MEDIA_TOKEN_PATH = '/v2/items/jw-media/token';

export interface JwpEntitlementServiceOptions {
  api: Pick<JwpApiClient, 'getItemAccess' | 'getSiteEntitlements'>;
  session: Pick<JwpSession, 'authorized' | 'validTokens'>;
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
  private readonly content: HttpClient | null;

  constructor(private readonly options: JwpEntitlementServiceOptions) {
    this.content = options.contentHost ? new HttpClient({ baseUrl: options.contentHost, fetch: options.fetch }) : null;
  }

  /** `offerId`: the asset id (an item's `jwp:<assetId>` offer, or the site's asset). */
  async getEntitlements(offerId: string): Promise<Entitlement> {
    try {
      const access = await this.options.session.authorized((token) => this.options.api.getItemAccess(token, accessFeeIdOf(offerId)));
      return { accessGranted: true, expiresAt: access.expires_at };
    } catch (error) {
      if (isHttpError(error, NO_ACCESS_STATUS)) return { accessGranted: false };
      throw error;
    }
  }

  async getMediaToken({ mediaId, params }: MediaTokenRequest): Promise<string> {
    if (!this.content) throw createAppError('not_supported', { details: { reason: 'no content host to sign media' } });
    const tokens = await this.options.session.validTokens();
    const reply = await this.content.get(MEDIA_TOKEN_PATH, {
      query: { app_config_id: params?.app_config_id, media_id: mediaId },
      ...(tokens ? { token: tokens.token } : {}),
      schema: mediaTokenSchema,
    });
    return reply.token;
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
