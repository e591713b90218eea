import { authTokensSchema, type AuthTokens } from '../entities/auth';
import { AppError } from '../errors/AppError';
import { createAppError } from '../errors/catalogue';
import { isHttpError } from '../errors/httpErrors';
import type { AuthTokenStore } from './authTokenStore';
import type { Logger } from './logger';
import { TokenRefreshQueue, type RefreshChannel, type RefreshPolicy } from './tokenRefresh';

/** What the app does when the session ends without the user asking: a forced logout (000 §4). */
export type SessionExpiredHandler = () => void | Promise<void>;

export interface ProviderSessionOptions {
  tokens: AuthTokenStore;
  /** The current time in epoch milliseconds. */
  clock: () => number;
  logger: Logger;
  /** When the tokens are refreshed (000 §4): once expired, or before the 3-day threshold. */
  policy: RefreshPolicy;
  /** With 'when-expired': refresh this long before the expiry, so that a token does not expire on the way. */
  expiryMarginMs?: number;
  /** The provider's refresh call: fresh tokens for the current ones (raise not_logged_in when it cannot). */
  refresh: (current: AuthTokens) => Promise<AuthTokens>;
  /** Keep the session when a refresh fails for lack of network (the refresh token is still good). */
  keepOnNetworkError?: boolean;
  /** Tells other tabs about refreshes so that one tab refreshes for all (see TokenRefreshQueue). */
  channel?: RefreshChannel;
}

/**
 * An account provider's signed-in session: its bearer tokens under `jwapp.auth`, kept fresh.
 *
 * - One refresh at a time through TokenRefreshQueue (shared with other tabs by a channel).
 * - An authenticated call refused with 401 refreshes once and is retried once; refused again, the
 *   session is over (the provider revoked it).
 * - A failed refresh clears the tokens and ends the session (unless it failed for lack of network
 *   and the provider keeps it then). Ending without the user asking calls the expiry handler once.
 *
 * Each session (login, registration, device sign-in) has a generation number, so that a refresh or
 * a refusal that completes after the user logged out, or in again, cannot touch the newer session.
 */
export class ProviderSession {
  private generation = 0;
  /** Generation whose refresh is under way here (null: none, or another tab refreshes). */
  private refreshingGeneration: number | null = null;
  private lastRefreshError: unknown = null;
  private onExpired: SessionExpiredHandler | null = null;
  private readonly queue: TokenRefreshQueue<AuthTokens>;

  constructor(private readonly options: ProviderSessionOptions) {
    this.queue = new TokenRefreshQueue<AuthTokens>({
      refresh: () => this.refreshNow(),
      clearTokens: () => this.afterFailedRefresh(),
      channel: options.channel,
      tokensSchema: authTokensSchema,
      onRemoteTokens: (tokens) => this.options.tokens.write(tokens),
    });
  }

  /** Who to tell when the session ends on its own (initialize passes the app's logout). */
  setExpiredHandler(handler: SessionExpiredHandler): void {
    this.onExpired = handler;
  }

  /**
   * At start-up: remembers who to tell when the session ends and refreshes a stored session if it
   * needs it. A refused refresh ends the session (the handler runs); offline, it is kept (logged).
   */
  async restore(onExpired: SessionExpiredHandler, logger: Pick<Logger, 'warn'>): Promise<void> {
    this.setExpiredHandler(onExpired);
    if (!this.tokens) return;
    try {
      await this.validTokens();
    } catch (error) {
      logger.warn('Restoring the session failed', error);
    }
  }

  /** The stored tokens as they are; null when signed out. */
  get tokens(): AuthTokens | null {
    return this.options.tokens.read();
  }

  /** A new session replaces whatever was there. */
  start(tokens: AuthTokens): AuthTokens {
    this.generation += 1;
    this.options.tokens.write(tokens);
    return tokens;
  }

  /** The user logs out: the tokens are forgotten. */
  end(): void {
    this.generation += 1;
    this.options.tokens.clear();
  }

  /** The tokens, refreshed first when the policy says so; null when signed out. */
  async validTokens(): Promise<AuthTokens | null> {
    const current = this.tokens;
    if (!current) return null;
    const margin = this.options.policy === 'when-expired' ? (this.options.expiryMarginMs ?? 0) : 0;
    const expiresAt = current.expires === undefined ? Number.POSITIVE_INFINITY : current.expires - margin;
    return this.queue.getValidTokens(current, expiresAt, this.options.policy, this.options.clock());
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
      const fresh = await this.refreshAfterRefusal(tokens.token);
      try {
        return await call(fresh.token);
      } catch (retryError) {
        if (isHttpError(retryError, 401)) this.expire(generation);
        throw retryError;
      }
    }
  }

  /** Another caller may have refreshed since this token was sent: use its result instead of refreshing again. */
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
      if (!current) throw createAppError('not_logged_in');
      const tokens = await this.options.refresh(current);
      // Logged out (or in as someone else) meanwhile: the refreshed tokens belong to no current session.
      if (generation !== this.generation) throw createAppError('not_logged_in', { details: { reason: 'the session ended during the refresh' } });
      this.options.tokens.write(tokens);
      this.refreshingGeneration = null;
      return tokens;
    } catch (error) {
      this.lastRefreshError = error;
      throw error;
    }
  }

  /** The queue's clearTokens: called once per failed refresh (here, or in another tab). */
  private afterFailedRefresh(): void {
    const generation = this.refreshingGeneration ?? this.generation;
    const error = this.lastRefreshError;
    this.refreshingGeneration = null;
    this.lastRefreshError = null;
    if (this.options.keepOnNetworkError && error instanceof AppError && error.code === 'network_error') {
      this.options.logger.warn('Token refresh failed: network error; the session is kept', error);
      return;
    }
    this.expire(generation);
  }

  /** Ends session `generation` if it is still the current one, and tells the app once. */
  private expire(generation: number): void {
    if (generation !== this.generation) return;
    this.generation += 1;
    this.options.tokens.clear();
    const handler = this.onExpired;
    if (!handler) return;
    // Not awaited: the handler may call back into this session (logout), which must not wait on the failing refresh.
    try {
      void Promise.resolve(handler()).catch((error: unknown) => this.options.logger.error('Session expiry handler failed', error));
    } catch (error) {
      this.options.logger.error('Session expiry handler failed', error);
    }
  }
}
