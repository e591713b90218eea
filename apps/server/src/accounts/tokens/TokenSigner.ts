import { compactVerify, SignJWT } from 'jose';
import { z } from 'zod';

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

/** Tokens are a few hundred characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 2048;
const ALGORITHM = 'HS256';

/**
 * Signs and reads the bearer tokens: JWT compact form, HMAC-SHA256 with the server's secret.
 * Reading checks the signature with HS256 only (so `alg: none`, RS256 confusion or any other
 * algorithm is refused) and the claim types; whether the token has expired is reported, not
 * decided, because the refresh call accepts an expired token of a live session.
 */
export class TokenSigner {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(this.#key);
  }

  /** The claims of a correctly signed token and whether it has expired at `nowSeconds`; undefined otherwise. */
  async read(token: string, nowSeconds: number): Promise<{ claims: TokenClaims; expired: boolean } | undefined> {
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    let payload: Uint8Array;
    try {
      ({ payload } = await compactVerify(token, this.#key, { algorithms: [ALGORITHM] }));
    } catch {
      return undefined;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(payload));
    } catch {
      return undefined;
    }
    const claims = claimsSchema.safeParse(parsed);
    if (!claims.success) return undefined;
    return { claims: claims.data, expired: claims.data.exp <= nowSeconds };
  }
}
