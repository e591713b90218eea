import { z } from 'zod';
import { HmacJwt } from '../../util/HmacJwt';

/** What a token says: the user (`sub`), the session (`sid`), and its times in epoch seconds. */
export interface TokenClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

const claimsSchema = z.object({
  sub: z.string().min(1).max(64),
  sid: z.string().min(1).max(64),
  iat: z.number().int().nonnegative(),
  exp: z.number().int().nonnegative(),
});

/**
 * Signs and reads the bearer tokens: JWT compact form, HMAC-SHA256 with the server's secret.
 * Reading checks the signature with HS256 only (so `alg: none`, RS256 confusion or any other
 * algorithm is refused) and the claim types; whether the token has expired is reported, not
 * decided, because the refresh call accepts an expired token of a live session.
 */
export class TokenSigner {
  readonly #jwt: HmacJwt<TokenClaims>;

  constructor(secret: string) {
    this.#jwt = new HmacJwt(new TextEncoder().encode(secret), claimsSchema);
  }

  sign(claims: TokenClaims): Promise<string> {
    return this.#jwt.sign({ sid: claims.sid, sub: claims.sub, iat: claims.iat, exp: claims.exp });
  }

  /** The claims of a correctly signed token and whether it has expired at `nowSeconds`; undefined otherwise. */
  async read(token: string, nowSeconds: number): Promise<{ claims: TokenClaims; expired: boolean } | undefined> {
    const claims = await this.#jwt.readSigned(token);
    return claims && { claims, expired: claims.exp <= nowSeconds };
  }
}
