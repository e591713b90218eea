import { ProviderSession, createAppError, type AuthTokenStore, type AuthTokens, type Logger, type RefreshChannel, type SessionExpiredHandler } from '@ott/common';
import type { CleengApiClient } from '../api/CleengApiClient';
import type { AuthData } from '../api/schemas';
import type { Clock } from './clock';
import { jwtExpiresAtMs, readJwtClaims } from './jwt';

export type { SessionExpiredHandler } from '@ott/common';

/** A JWT is refreshed this long before its `exp`, so that it does not expire on the way (it lives 15 minutes). */
export const EXPIRY_MARGIN_MS = 30_000;

export interface CleengSessionOptions {
  api: Pick<CleengApiClient, 'refreshToken'>;
  tokens: AuthTokenStore;
  clock: Clock;
  logger: Logger;
  /** Tells other tabs about refreshes so that one tab refreshes for all (see TokenRefreshQueue). */
  channel?: RefreshChannel;
}

/** The stored form of the provider's tokens: the JWT, its refresh token, and the JWT's expiry in ms. */
export function authTokensFrom(auth: { jwt: string; refreshToken: string }): AuthTokens {
  return { token: auth.jwt, refreshToken: auth.refreshToken, expires: jwtExpiresAtMs(auth.jwt) };
}

/** The customer id a JWT names (its `customerId` claim), or not_logged_in. */
const customerIdOf = (token: string): string => {
  const id = readJwtClaims(token)?.customerId;
  if (!id) throw createAppError('not_logged_in', { details: { reason: 'the token names no customer' } });
  return id;
};

/**
 * The customer's session with the provider (common's ProviderSession): the JWT (15 minutes),
 * refreshed once it has expired (30 s margin) with the single-use refresh token (000 §4 "Token
 * refresh", 001 §4). A refresh the provider refuses (refresh token expired, missing or invalid) or
 * cannot be read logs the user out; one that fails for lack of network keeps the session for the
 * next try. Authenticated calls also get the customer id of the JWT.
 */
export class CleengSession {
  private readonly session: ProviderSession;

  constructor(options: CleengSessionOptions) {
    this.session = new ProviderSession({
      tokens: options.tokens,
      clock: options.clock,
      logger: options.logger,
      channel: options.channel,
      policy: 'when-expired',
      expiryMarginMs: EXPIRY_MARGIN_MS,
      keepOnNetworkError: true,
      refresh: async (current) => {
        if (!current.refreshToken) throw createAppError('not_logged_in', { details: { reason: 'no refresh token' } });
        const reply: AuthData = await options.api.refreshToken(current.refreshToken);
        return authTokensFrom(reply);
      },
    });
  }

  /** At start-up: see ProviderSession.restore. */
  restore(onExpired: SessionExpiredHandler, logger: Pick<Logger, 'warn'>): Promise<void> {
    return this.session.restore(onExpired, logger);
  }

  setExpiredHandler(handler: SessionExpiredHandler): void {
    this.session.setExpiredHandler(handler);
  }

  /** The stored tokens as they are; null when signed out. */
  get tokens(): AuthTokens | null {
    return this.session.tokens;
  }

  /** The customer id of the stored JWT (its `customerId` claim). */
  get customerId(): string | null {
    const tokens = this.tokens;
    return tokens ? (readJwtClaims(tokens.token)?.customerId ?? null) : null;
  }

  /** A new session (login, registration, device sign-in) replaces whatever was there. */
  start(auth: { jwt: string; refreshToken: string }): AuthTokens {
    return this.session.start(authTokensFrom(auth));
  }

  /** The user logs out: the tokens are forgotten (the JWT expires within 15 minutes). */
  end(): void {
    this.session.end();
  }

  /** The tokens, refreshed first when the JWT has expired; null when signed out. */
  validTokens(): Promise<AuthTokens | null> {
    return this.session.validTokens();
  }

  /** Runs an authenticated call with a valid JWT and its customer id; a 401 refreshes once and retries once. */
  authorized<T>(call: (token: string, customerId: string) => Promise<T>): Promise<T> {
    return this.session.authorized((token) => call(token, customerIdOf(token)));
  }
}
