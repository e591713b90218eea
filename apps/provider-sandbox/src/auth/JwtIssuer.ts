import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { nowSeconds, type Clock } from '../clock';

/** What the provider's JWT carries (its reference: customerId, publisherId, expiry). */
export interface CustomerClaims {
  customerId: string;
  publisherId: string;
  exp: number;
}

const claimsSchema = z.object({ customerId: z.string().min(1), publisherId: z.string().min(1), exp: z.number().int() });

/** Signs and reads the customers' JWTs (HS256 with the sandbox's key), expiry judged on the sandbox clock. */
export class JwtIssuer {
  constructor(
    private readonly key: Uint8Array,
    private readonly clock: Clock,
    readonly ttlSeconds: number,
  ) {}

  sign(customerId: string, publisherId: string): Promise<string> {
    const iat = nowSeconds(this.clock);
    return new SignJWT({ customerId, publisherId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a token this sandbox signed; `expired` when its exp is not after now. Undefined for anything else. */
  async read(token: string): Promise<{ claims: CustomerClaims; expired: boolean } | undefined> {
    try {
      // jose's own expiry check uses the wall clock: the sandbox clock decides instead.
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: new Date(0) });
      const claims = claimsSchema.safeParse(payload);
      return claims.success ? { claims: claims.data, expired: claims.data.exp <= nowSeconds(this.clock) } : undefined;
    } catch {
      return undefined;
    }
  }
}
