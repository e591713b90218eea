import { compactVerify, SignJWT, type JWTPayload } from 'jose';
import type { z } from 'zod';

/** Our tokens are a few hundred characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 2048;
const ALGORITHM = 'HS256';

/**
 * JWTs of one kind (one key, one claim schema): HS256 only when reading, so `alg: none`, HS512,
 * RS256 confusion and any change to header or payload are refused; the claims must match the
 * schema; `read` also wants `exp` after now.
 */
export class HmacJwt<Claims extends { exp: number }> {
  constructor(
    private readonly key: Uint8Array,
    private readonly schema: z.ZodType<Claims>,
  ) {}

  sign(claims: Claims): Promise<string> {
    return new SignJWT(claims as unknown as JWTPayload).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(this.key);
  }

  /** The claims of a well-signed token of this kind, expired or not; undefined for anything else. */
  async readSigned(token: unknown): Promise<Claims | undefined> {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
    let payload: Uint8Array;
    try {
      ({ payload } = await compactVerify(token, this.key, { algorithms: [ALGORITHM] }));
    } catch {
      return undefined;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(payload));
    } catch {
      return undefined;
    }
    const claims = this.schema.safeParse(parsed);
    return claims.success ? claims.data : undefined;
  }

  /** The claims of a well-signed, unexpired token of this kind; undefined for anything else. */
  async read(token: unknown, nowSeconds: number): Promise<Claims | undefined> {
    const claims = await this.readSigned(token);
    return claims !== undefined && claims.exp > nowSeconds ? claims : undefined;
  }
}
