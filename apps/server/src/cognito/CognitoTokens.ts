import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { jwksUriOf, type CognitoPool } from './CognitoOptions';
import { jwksFetcher } from './jwksFetcher';

/** A pool user, as a verified access token names them. */
export interface CognitoAccount {
  /** The user's `sub` in the pool: the key of their subscriptions. */
  sub: string;
  username: string;
}

const MAX_TOKEN_LENGTH = 8192;

/**
 * Verifies the pools' access tokens (the bearer of /api/cognito): RS256 with the pool's published
 * keys (aws-jwt-verify, key set cached), the pool's issuer, `token_use` "access" and one of its app
 * client ids (access tokens carry `client_id`, not `aud`), not expired.
 */
export class CognitoTokens {
  readonly #verify: ((token: string) => Promise<Record<string, unknown>>) | undefined;

  constructor(pools: readonly CognitoPool[], fetchFn?: typeof fetch) {
    if (pools.length === 0) return;
    const clientsOf = new Map(pools.map((pool) => [pool.issuer, pool.clientIds]));
    const verifier = JwtVerifier.create(
      pools.map((pool) => ({
        issuer: pool.issuer,
        jwksUri: jwksUriOf(pool.issuer),
        audience: null,
        customJwtCheck: ({ payload }: { payload: Record<string, unknown> }) => {
          if (payload['token_use'] !== 'access') throw new Error('not an access token');
          if (typeof payload['client_id'] !== 'string' || !clientsOf.get(String(payload['iss']))?.has(payload['client_id'])) throw new Error('another app client');
          if (typeof payload['sub'] !== 'string' || payload['sub'].length === 0) throw new Error('no sub');
        },
      })),
      { jwksCache: new SimpleJwksCache({ fetcher: jwksFetcher(fetchFn) }) },
    );
    this.#verify = (token) => verifier.verify(token) as Promise<Record<string, unknown>>;
  }

  /** The account of a valid access token; undefined for anything else (forged, expired, another pool or client, an id token). */
  async accountOf(token: unknown): Promise<CognitoAccount | undefined> {
    if (!this.#verify || typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
    try {
      const payload = await this.#verify(token);
      const sub = String(payload['sub']);
      return { sub, username: typeof payload['username'] === 'string' ? payload['username'] : sub };
    } catch {
      return undefined;
    }
  }
}
