import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { jwksUriOf, type CognitoPool } from './CognitoOptions';
import { jwksVerifier } from './jwksVerifier';

/** A pool user, as a verified access token names them. */
export interface CognitoAccount {
  /** The user's `sub` in the pool: the key of their subscriptions. */
  sub: string;
  username: string;
}

/**
 * Verifies the pools' access tokens (the bearer of /api/cognito): RS256 with the pool's published
 * keys (aws-jwt-verify, key set cached), the pool's issuer, `token_use` "access" and one of its app
 * client ids (access tokens carry `client_id`, not `aud`), not expired.
 */
export class CognitoTokens {
  readonly #verify: (token: unknown) => Promise<JwtPayload | undefined>;

  constructor(pools: readonly CognitoPool[], fetchFn?: typeof fetch) {
    this.#verify = jwksVerifier(
      pools.map((pool) => ({
        issuer: pool.issuer,
        jwksUri: jwksUriOf(pool.issuer),
        check: (payload) => {
          if (payload['token_use'] !== 'access') throw new Error('not an access token');
          if (typeof payload['client_id'] !== 'string' || !pool.clientIds.has(payload['client_id'])) throw new Error('another app client');
          if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw new Error('no sub');
        },
      })),
      fetchFn,
    );
  }

  /** The account of a valid access token; undefined for anything else (forged, expired, another pool or client, an id token). */
  async accountOf(token: unknown): Promise<CognitoAccount | undefined> {
    const payload = await this.#verify(token);
    if (!payload) return undefined;
    const sub = String(payload.sub);
    return { sub, username: typeof payload['username'] === 'string' ? payload['username'] : sub };
  }
}
