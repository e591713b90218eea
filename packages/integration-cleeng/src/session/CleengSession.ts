import { type AuthTokenStore, AppError, TokenRefreshQueue, authTokensSchema, createAppError, isHttpError, type AuthTokens, type Logger, type RefreshChannel } from '@ott/common';
import type { CleengApiClient } from '../api/CleengApiClient';
import type { AuthData } from '../api/schemas';
import type { Clock } from './clock';
import { jwtExpiresAtMs, readJwtClaims } from './jwt';

/** What the app does when the session ends without the user asking: a forced logout (000 §4). */
export type SessionExpiredHandler = () => void | Promise<void>;

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

/**
 * The customer's session with the provider: the JWT (15 minutes), kept fresh with the single-use
 * refresh token (000 §4 "Token refresh", 001 §4):
 *
 * - One refresh at a time through common's TokenRefreshQueue: callers arriving meanwhile wait for
 *   it; with a channel, tabs share it (refreshing, resolved, rejected) and a tab that hears another
 *   refreshing waits for its tokens instead of spending the refresh token a second time.
 * - The JWT is refreshed once it has expired (30 s margin). An authenticated call refused with 401
 *   refreshes once and is retried once; refused again, the session is over.
 * - A refresh the provider refuses (refresh token expired, missing or invalid) or cannot be read
 *   clears the tokens, rejects every waiter and logs the user out. A refresh that fails for lack
 *   of network rejects the waiters but keeps the session: the next call tries again.
 */
export class CleengSession {
  private generation = 0;
  private refreshingGeneration: number | null = null;
  private lastRefreshError: unknown = null;
  private onExpired: SessionExpiredHandler | null = null;
  private readonly queue: TokenRefreshQueue<AuthTokens>;

  constructor(private readonly options: CleengSessionOptions) {
    this.queue = new TokenRefreshQueue<AuthTokens>({
      refresh: () => this.refreshNow(),
      clearTokens: () => this.afterFailedRefresh(),
      channel: options.channel,
      tokensSchema: authTokensSchema,
      onRemoteTokens: (tokens) => this.options.tokens.write(tokens),
    });
  }

  setExpiredHandler(handler: SessionExpiredHandler): void {
    this.onExpired = handler;
  }

  /** The stored tokens as they are; null when signed out. */
  get tokens(): AuthTokens | null {
    return this.options.tokens.read();
  }

  /** The customer id of the stored JWT (its `customerId` claim). */
  get customerId(): string | null {
    const tokens = this.tokens;
    return tokens ? (readJwtClaims(tokens.token)?.customerId ?? null) : null;
  }

  /** A new session (login, registration, device sign-in) replaces whatever was there. */
  start(auth: { jwt: string; refreshToken: string }): AuthTokens {
    this.generation += 1;
    const tokens = authTokensFrom(auth);
    this.options.tokens.write(tokens);
    return tokens;
  }

  /** The user logs out: the tokens are forgotten (the JWT expires within 15 minutes). */
  end(): void {
    this.generation += 1;
    this.options.tokens.clear();
  }

  /** The tokens, refreshed first when the JWT has expired; null when signed out. */
  async validTokens(): Promise<AuthTokens | null> {
    const current = this.tokens;
    if (!current) return null;
    const expiresAt = current.expires === undefined ? Number.POSITIVE_INFINITY : current.expires - EXPIRY_MARGIN_MS;
    return this.queue.getValidTokens(current, expiresAt, 'when-expired', this.options.clock());
  }

  /** Runs an authenticated call with a valid JWT; a 401 refreshes once and retries once. */
  async authorized<T>(call: (token: string, customerId: string) => Promise<T>): Promise<T> {
    const tokens = await this.validTokens();
    if (!tokens) throw createAppError('not_logged_in');
    const customerId = (token: string): string => {
      const id = readJwtClaims(token)?.customerId;
      if (!id) throw createAppError('not_logged_in', { details: { reason: 'the token names no customer' } });
      return id;
    };
    try {
      return await call(tokens.token, customerId(tokens.token));
    } catch (error) {
      if (!isHttpError(error, 401)) throw error;
      const generation = this.generation;
      const fresh = await this.refreshAfterRefusal(tokens.token);
      try {
        return await call(fresh.token, customerId(fresh.token));
      } catch (retryError) {
        if (isHttpError(retryError, 401)) this.expire(generation);
        throw retryError;
      }
    }
  }

  private refreshAfterRefusal(refusedToken: string): Promise<AuthTokens> {
    const stored = this.tokens;
    if (stored && stored.token !== refusedToken) return Promise.resolve(stored);
    return this.queue.refresh();
  }

  private async refreshNow(): Promise<AuthTokens> {
    const generation = this.generation;
    this.refreshingGeneration = generation;
    this.lastRefreshError = null;
    try {
      const current = this.tokens;
      if (!current?.refreshToken) throw createAppError('not_logged_in', { details: { reason: 'no refresh token' } });
      const reply: AuthData = await this.options.api.refreshToken(current.refreshToken);
      if (generation !== this.generation) throw createAppError('not_logged_in', { details: { reason: 'the session ended during the refresh' } });
      const tokens = authTokensFrom(reply);
      this.options.tokens.write(tokens);
      this.refreshingGeneration = null;
      return tokens;
    } catch (error) {
      this.lastRefreshError = error;
      throw error;
    }
  }

  /** The queue's clearTokens: once per failed refresh, here or in another tab. */
  private afterFailedRefresh(): void {
    const generation = this.refreshingGeneration ?? this.generation;
    const error = this.lastRefreshError;
    this.refreshingGeneration = null;
    this.lastRefreshError = null;
    // Offline: the refresh token is still good, keep the session for the next try.
    if (error instanceof AppError && error.code === 'network_error') {
      this.options.logger.warn('Token refresh failed: network error; the session is kept', error);
      return;
    }
    this.expire(generation);
  }

  private expire(generation: number): void {
    if (generation !== this.generation) return;
    this.generation += 1;
    this.options.tokens.clear();
    const handler = this.onExpired;
    if (!handler) return;
    try {
      void Promise.resolve(handler()).catch((error: unknown) => this.options.logger.error('Session expiry handler failed', error));
    } catch (error) {
      this.options.logger.error('Session expiry handler failed', error);
    }
  }
}
