import { HttpClient, createAppError, isHttpError, type Entitlement, type EntitlementService, type FetchLike, type MediaTokenRequest } from '@ott/common';
import { z } from 'zod/mini';
import type { CleengApiClient } from '../api/CleengApiClient';
import type { CleengSession } from '../session/CleengSession';

/** Status of the access check that means "no subscription", not a failure (001 §4, §8). */
export const NO_SUBSCRIPTION_STATUS = 402;

/** The content host's signed-media-token call (001 §7.2). */
export const MEDIA_TOKEN_PATH = '/v2/items/jw-media/token';

const mediaTokenReplySchema = z.object({ token: z.string().check(z.minLength(1)) });

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
  private readonly content: HttpClient | null;

  constructor(private readonly options: CleengEntitlementServiceOptions) {
    this.content = options.contentHost ? new HttpClient({ baseUrl: options.contentHost, fetch: options.fetch }) : null;
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

  async getMediaToken({ mediaId, params }: MediaTokenRequest): Promise<string> {
    if (!this.content) throw createAppError('not_supported', { details: { reason: 'no content host to sign media' } });
    const tokens = await this.options.session.validTokens();
    const reply = await this.content.get(MEDIA_TOKEN_PATH, {
      query: { app_config_id: params?.app_config_id, media_id: mediaId },
      ...(tokens ? { token: tokens.token } : {}),
      schema: mediaTokenReplySchema,
    });
    return reply.token;
  }
}
