import { AppError, TokenRefreshQueue, authTokensSchema, createAppError, isHttpError, type AuthTokenStore, type AuthTokens, type Logger, type RefreshChannel } from '@ott/common';
import type { JwpApiClient } from '../api/JwpApiClient';
import type { AuthReply } from '../api/schemas';
import type { Clock } from './clock';

/** What the app does when the session ends without the user asking: a forced logout (000 §4). */
export type SessionExpiredHandler = () => void | Promise<void>;

/** A token is refreshed this long before its expiry, so that it does not expire on the way. */
export const EXPIRY_MARGIN_MS = 30_000;

export interface JwpSessionOptions {
  api: Pick<JwpApiClient, 'refresh'>;
  clientId: string;
  tokens: AuthTokenStore;
  clock: Clock;
  logger: Logger;
  /** Tells other tabs about refreshes so that one tab refreshes for all (see TokenRefreshQueue). */
  channel?: RefreshChannel;
}

/** The stored form of the platform's tokens: the access token, the refresh token, the expiry in ms (`expires` is epoch seconds). */
export function authTokensFrom(reply: Pick<AuthReply, 'access_token' | 'refresh_token' | 'expires'>): AuthTokens {
  return {
    token: reply.access_token,
    ...(reply.refresh_token ? { refreshToken: reply.refresh_token } : {}),
    ...(reply.expires === undefined ? {} : { expires: reply.expires * 1000 }),
  };
}

/**
 * The customer's session with the platform: the bearer token, kept fresh with the refresh grant
 * of the authenticate call (000 §4 "Token refresh"):
 *
 * - One refresh at a time through common's TokenRefreshQueue (shared with other tabs by a channel).
 * - The token is refreshed once it has expired (30 s margin). An authenticated call refused with
 *   401 refreshes once and is retried once; refused again, the session is over.
 * - A refresh the platform refuses (or a session without refresh token) clears the tokens and logs
 *   the user out; a refresh that fails for lack of network keeps the session for the next try.
 */
export class JwpSession {
  private generation = 0;
  private refreshingGeneration: number | null = null;
  private lastRefreshError: unknown = null;
  private onExpired: SessionExpiredHandler | null = null;
  private readonly queue: TokenRefreshQueue<AuthTokens>;

  constructor(private readonly options: JwpSessionOptions) {
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

  /** A new session (login, registration) replaces whatever was there. */
  start(reply: Pick<AuthReply, 'access_token' | 'refresh_token' | 'expires'>): AuthTokens {
    this.generation += 1;
    const tokens = authTokensFrom(reply);
    this.options.tokens.write(tokens);
    return tokens;
  }

  /** The user logs out or erases the account: the tokens are forgotten. */
  end(): void {
    this.generation += 1;
    this.options.tokens.clear();
  }

  /** The tokens, refreshed first when the access token has expired; null when signed out. */
  async validTokens(): Promise<AuthTokens | null> {
    const current = this.tokens;
    if (!current) return null;
    const expiresAt = current.expires === undefined ? Number.POSITIVE_INFINITY : current.expires - EXPIRY_MARGIN_MS;
    return this.queue.getValidTokens(current, expiresAt, 'when-expired', this.options.clock());
  }

  /** Runs an authenticated call with a valid token; a 401 refreshes once and retries once. */
  async authorized<T>(call: (token: string) => Promise<T>): Promise<T> {
    const tokens = await this.validTokens();
    if (!tokens) throw createAppError('not_logged_in');
    try {
      return await call(tokens.token);
    } catch (error) {
      if (!isHttpError(error, 401)) throw error;
      const generation = this.generation;
      const stored = this.tokens;
      const fresh = stored && stored.token !== tokens.token ? stored : await this.queue.refresh();
      try {
        return await call(fresh.token);
      } catch (retryError) {
        if (isHttpError(retryError, 401)) this.expire(generation);
        throw retryError;
      }
    }
  }

  private async refreshNow(): Promise<AuthTokens> {
    const generation = this.generation;
    this.refreshingGeneration = generation;
    this.lastRefreshError = null;
    try {
      const current = this.tokens;
      if (!current?.refreshToken) throw createAppError('not_logged_in', { details: { reason: 'no refresh token' } });
      const reply = await this.options.api.refresh({ client_id: this.options.clientId, refresh_token: current.refreshToken });
      if (generation !== this.generation) throw createAppError('not_logged_in', { details: { reason: 'the session ended during the refresh' } });
      // The platform may answer without a new refresh token: the old one stays good.
      const tokens = authTokensFrom({ ...reply, refresh_token: reply.refresh_token ?? current.refreshToken });
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
