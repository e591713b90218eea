import { z } from 'zod';
import { HmacJwt } from '../util/HmacJwt';

/** A media token opens one item's media JSON for this long (contract: 10 minutes). */
export const MEDIA_TOKEN_TTL_SECONDS = 600;

const claimsSchema = z.object({ resource: z.string().max(64), exp: z.number().int().positive(), iat: z.number().int().nonnegative().optional() });
type MediaTokenClaims = z.infer<typeof claimsSchema>;

/** The resource a media token names: the media JSON of one item. */
export const mediaResource = (mediaId: string): string => `/v2/media/${mediaId}`;

/**
 * Media tokens (001 §7.2, the `token` of `/v2/media/{id}?token=`): JWT HS256 with the content
 * key, claims `{ resource: "/v2/media/{id}", exp, iat }`. A token opens exactly its resource.
 */
export class MediaTokens {
  readonly #jwt: HmacJwt<MediaTokenClaims>;

  constructor(key: Uint8Array) {
    this.#jwt = new HmacJwt(key, claimsSchema);
  }

  sign(mediaId: string, nowMs: number): Promise<string> {
    const iat = Math.floor(nowMs / 1000);
    return this.#jwt.sign({ resource: mediaResource(mediaId), iat, exp: iat + MEDIA_TOKEN_TTL_SECONDS });
  }

  /** Whether the token is ours, unexpired and made for this item. */
  async opens(token: unknown, mediaId: string, nowMs: number): Promise<boolean> {
    const claims = await this.#jwt.read(token, Math.floor(nowMs / 1000));
    return claims?.resource === mediaResource(mediaId);
  }
}
