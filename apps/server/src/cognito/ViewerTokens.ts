import { z } from 'zod';
import { deriveKey } from '../protection/keys';
import { HmacJwt } from '../util/HmacJwt';

/** A viewer token lives a day (contract). */
export const VIEWER_TOKEN_TTL_SECONDS = 24 * 3600;

const claimsSchema = z.object({
  sub: z.string().min(1).max(128),
  provider: z.string().min(1).max(64),
  access: z.literal('avod'),
  iat: z.number().int().nonnegative(),
  exp: z.number().int().positive(),
});
export type ViewerTokenClaims = z.infer<typeof claimsSchema>;

/**
 * The spec's viewer tokens (000 §3): what `exchange-token` gives a viewer an external provider
 * vouched for. HS256 with a key of their own (derived from the token secret), claims
 * `{ sub, provider, access: "avod", iat, exp }`; they open AVOD and free media only.
 */
export class ViewerTokens {
  readonly #jwt: HmacJwt<ViewerTokenClaims>;

  constructor(tokenSecret: string) {
    this.#jwt = new HmacJwt(deriveKey(tokenSecret, 'viewer-token'), claimsSchema);
  }

  sign(viewer: { sub: string; provider: string }, nowMs: number): Promise<string> {
    const iat = Math.floor(nowMs / 1000);
    return this.#jwt.sign({ sub: viewer.sub, provider: viewer.provider, access: 'avod', iat, exp: iat + VIEWER_TOKEN_TTL_SECONDS });
  }

  read(token: unknown, nowMs: number): Promise<ViewerTokenClaims | undefined> {
    return this.#jwt.read(token, Math.floor(nowMs / 1000));
  }
}
