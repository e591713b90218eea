import {
  type AuthTokenStore,
  TokenRefreshQueue,
  authTokensSchema,
  createAppError,
  isHttpError,
  type AuthTokens,
  type Logger,
  type RefreshChannel,
} from '@ott/common';
import type { CustomApiClient } from '../api/CustomApiClient';
import { authTokensFrom } from '../api/mappers';
import type { Clock } from './clock';

/** What the app does when the session ends without the user asking: a forced logout (000 §4). */
export type SessionExpiredHandler = () => void | Promise<void>;

export interface CustomSessionOptions {
  api: Pick<CustomApiClient, 'refreshToken'>;
  tokens: AuthTokenStore;
  clock: Clock;
  logger: Logger;
  /** Tells other tabs about refreshes so that one tab refreshes for all (see TokenRefreshQueue). */
  channel?: RefreshChannel;
}

/**
 * The signed-in session of the custom account API: its bearer token, kept fresh.
 *
 * - The token is refreshed when fewer than 3 days remain before it expires (000 §4, §9), through
 *   common's TokenRefreshQueue: concurrent callers share one refresh call.
 * - An authenticated call refused with 401 refreshes once and is retried once; refused again, the
 *   session is over (the server revoked it, e.g. after a password reset elsewhere).
 * - A failed refresh clears the tokens (the queue does) and ends the session.
 * Ending the session without the user asking calls the expiry handler once: the app logs out.
 *
 * Each session (login, registration, device sign-in) has a generation number, so that a refresh
 * or a refusal that completes after the user logged out, or logged in again, cannot touch the
 * newer session.
 */
export class CustomSession {
  private generation = 0;
  /** Generation whose refresh is under way here (null: none, or another tab refreshes). */
  private refreshingGeneration: number | null = null;
  private onExpired: SessionExpiredHandler | null = null;
  private readonly queue: TokenRefreshQueue<AuthTokens>;

  constructor(private readonly options: CustomSessionOptions) {
    this.queue = new TokenRefreshQueue<AuthTokens>({
      refresh: () => this.refreshNow(),
      clearTokens: () => this.expireAfterFailedRefresh(),
      channel: options.channel,
      tokensSchema: authTokensSchema,
      onRemoteTokens: (tokens) => this.options.tokens.write(tokens),
    });
  }

  /** Who to tell when the session ends on its own (initialize passes the app's logout). */
  setExpiredHandler(handler: SessionExpiredHandler): void {
    this.onExpired = handler;
  }

  /** The stored tokens as they are, possibly close to expiry; null when signed out. */
  get tokens(): AuthTokens | null {
    return this.options.tokens.read();
  }

  /** A new session (login, registration, device sign-in) replaces whatever was there. */
  start(tokens: AuthTokens): void {
    this.generation += 1;
    this.options.tokens.write(tokens);
  }

  /** The user logs out: forget the tokens (the API has no logout route; the token simply expires). */
  end(): void {
    this.generation += 1;
    this.options.tokens.clear();
  }

  /** The tokens, refreshed first when fewer than 3 days remain; null when signed out. */
  async validTokens(): Promise<AuthTokens | null> {
    const current = this.tokens;
    if (!current) return null;
    const expiresAt = current.expires ?? Number.POSITIVE_INFINITY;
    return this.queue.getValidTokens(current, expiresAt, 'before-threshold', this.options.clock());
  }

  /**
   * Runs an authenticated call with a valid token. A 401 reply means the server no longer takes
   * the token (expired by its clock, or revoked): refresh once and retry once; a second 401 ends
   * the session and is raised.
   */
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
    const current = this.tokens;
    if (!current) throw createAppError('not_logged_in');
    const reply = await this.options.api.refreshToken(current.token);
    // Logged out (or in as someone else) meanwhile: the refreshed token belongs to no current session.
    if (generation !== this.generation) throw createAppError('not_logged_in', { details: { reason: 'the session ended during the refresh' } });
    const tokens = authTokensFrom(reply.refreshedToken, reply.exp);
    this.options.tokens.write(tokens);
    this.refreshingGeneration = null;
    return tokens;
  }

  /** The queue's clearTokens: called once per failed refresh (here, or in another tab). */
  private expireAfterFailedRefresh(): void {
    const generation = this.refreshingGeneration ?? this.generation;
    this.refreshingGeneration = null;
    this.expire(generation);
  }

  /** Ends session `generation` if it is still the current one, and tells the app once. */
  private expire(generation: number): void {
    if (generation !== this.generation) return;
    this.generation += 1;
    this.options.tokens.clear();
    this.notifyExpired();
  }

  private notifyExpired(): void {
    const handler = this.onExpired;
    if (!handler) return;
    // Not awaited: the handler may call back into this session (logout, getAuthData), which must
    // not wait on the refresh that is failing right now.
    try {
      void Promise.resolve(handler()).catch((error: unknown) => this.options.logger.error('Session expiry handler failed', error));
    } catch (error) {
      this.options.logger.error('Session expiry handler failed', error);
    }
  }
}
