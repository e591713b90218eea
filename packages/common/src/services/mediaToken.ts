import { z } from '../zod';
import { createAppError } from '../errors/catalogue';
import type { MediaTokenRequest } from './EntitlementService';
import { HttpClient, type FetchLike } from './http';

/** The content host's signed-media-token call (001 §7.2). */
export const MEDIA_TOKEN_PATH = '/v2/items/jw-media/token';

/** Signs a media id for a customer: the customer's bearer token, or none for a visitor. */
export type MediaTokenSigner = (request: MediaTokenRequest, bearer: string | undefined) => Promise<string>;

/**
 * Signed media tokens from the content host (GET /v2/items/jw-media/token with app_config_id and
 * media_id): the host asks the account provider whether the customer is entitled, so providers
 * that sign no media themselves share this call. Without a content host: "Not supported".
 */
export function createMediaTokenSigner(options: { contentHost?: string; fetch?: FetchLike }): MediaTokenSigner {
  const content = options.contentHost ? new HttpClient({ baseUrl: options.contentHost, fetch: options.fetch }) : null;
  // Built here, not at import: the sites' first load imports common's entry and must not build it.
  const replySchema = z.object({ token: z.string().check(z.minLength(1)) });
  return async ({ mediaId, params }, bearer) => {
    if (!content) throw createAppError('not_supported', { details: { reason: 'no content host to sign media' } });
    const reply = await content.get(MEDIA_TOKEN_PATH, {
      query: { app_config_id: params?.app_config_id, media_id: mediaId },
      ...(bearer ? { token: bearer } : {}),
      schema: replySchema,
    });
    return reply.token;
  };
}
