import {
  AuthTokenStore,
  assertEmailChangeAllowed,
  createAccountError,
  createBroadcastRefreshChannel,
  failingAs,
  type AuthResponse,
  type AuthService,
  type AuthTokens,
  type ChangePasswordPayload,
  type Customer,
  type ForgotPasswordPayload,
  type ListsService,
  type Logger,
  type LoginPayload,
  type PasswordChangeService,
  type ProfileService,
  type ProviderCapabilities,
  type RefreshChannel,
  type RegisterPayload,
  type ResetPasswordPayload,
  type StorageService,
  type StoredFavorite,
  type StoredWatchHistoryEntry,
  type UpdateCustomerPayload,
} from '@ott/common';
import {
  authorizedCallError,
  changePasswordError,
  cognitoExceptionName,
  confirmPasswordError,
  forgotPasswordError,
  signInError,
  signUpError,
} from '../errors/cognitoErrors';
import type { CognitoIdentity, PoolAttribute, PoolUser } from '../identity/CognitoIdentity';
import { attributeOf, customerFrom, nameAttributes } from '../identity/poolUser';
import { FAVORITES_ATTRIBUTE, WATCH_HISTORY_ATTRIBUTE, readFavorites, readWatchHistory, writeFavorites, writeWatchHistory } from '../lists/attributeLists';
import { CognitoSession, authTokensFrom, type SessionExpiredHandler } from '../session/CognitoSession';

export interface CognitoAccountServiceOptions {
  /** Epoch ms now; default Date.now. */
  clock?: () => number;
  /** Cross-tab refresh messages; default: a BroadcastChannel in a browser, none elsewhere. */
  refreshChannel?: RefreshChannel | null;
}

const defaultRefreshChannel = (): RefreshChannel | undefined =>
  typeof (globalThis as { document?: unknown }).document === 'undefined' ? undefined : createBroadcastRefreshChannel();

/**
 * The account services of a Cognito user pool (001 §7.7): sign-up, sign-in, the session and its
 * refresh, names, password change with the old password and reset by code, and the favorites and
 * watch history kept as JSON strings in the user attributes `custom:favorites` and
 * `custom:watchHistory` (at most capabilities.listLimit entries: 40).
 */
export class CognitoAccountService implements AuthService, ProfileService, ListsService, PasswordChangeService {
  private readonly session: CognitoSession;
  private onSessionExpired: SessionExpiredHandler | null = null;
  /** Attribute writes run one after the other, so that a history save cannot undo a favorites save. */
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly identity: CognitoIdentity,
    storage: StorageService,
    private readonly logger: Logger,
    private readonly capabilities: ProviderCapabilities,
    options: CognitoAccountServiceOptions = {},
  ) {
    this.session = new CognitoSession({
      identity,
      tokens: new AuthTokenStore(storage),
      clock: options.clock ?? Date.now,
      logger,
      channel: options.refreshChannel === undefined ? defaultRefreshChannel() : (options.refreshChannel ?? undefined),
    });
    this.session.setExpiredHandler(() => this.onSessionExpired?.());
  }

  // Session

  /** Refreshes a stored session that needs it; a refused refresh logs out, a network failure keeps it. */
  async initialize({ onSessionExpired }: { onSessionExpired: SessionExpiredHandler }): Promise<void> {
    this.onSessionExpired = onSessionExpired;
    await this.session.restore(() => this.onSessionExpired?.(), this.logger);
  }

  getAuthData(): Promise<AuthTokens | null> {
    return this.session.validTokens();
  }

  async login({ email, password }: LoginPayload): Promise<AuthResponse> {
    let tokens;
    try {
      tokens = await this.identity.signIn(email.trim(), password);
    } catch (error) {
      throw signInError(error);
    }
    this.session.start(authTokensFrom(tokens));
    return this.getUser();
  }

  /**
   * Creates the user, then signs in. A pool that confirms users itself (a pre-sign-up trigger)
   * lets them in at once; one that waits for the emailed code cannot, and the sign-up fails with
   * that reason (this site has no confirm-sign-up screen).
   */
  async register({ email, password }: RegisterPayload): Promise<AuthResponse> {
    let confirmed: boolean;
    try {
      confirmed = (await this.identity.signUp(email.trim(), password)).userConfirmed;
    } catch (error) {
      throw signUpError(error);
    }
    if (!confirmed) throw createAccountError('create_account_failed', { details: { reason: 'the user pool waits for the emailed confirmation code' } });
    return this.login({ email, password, referrer: '' });
  }

  /** Revokes the refresh token (best effort: the emulator and a lost network must not keep the viewer signed in). */
  async logout(): Promise<void> {
    const refreshToken = this.session.tokens?.refreshToken;
    this.session.end();
    if (!refreshToken) return;
    try {
      await this.identity.revokeRefreshToken(refreshToken);
    } catch (error) {
      this.logger.warn('The refresh token could not be revoked', error);
    }
  }

  async getUser(): Promise<AuthResponse> {
    const user = await failingAs('fetch_user_failed', () => this.readUser());
    return { user: customerFrom(user), customerConsents: [] };
  }

  // Customer

  /** Names only: the pool's email is the user name and cannot change here ("Email update not supported"). */
  async updateCustomer(payload: UpdateCustomerPayload): Promise<Customer> {
    const current = customerFrom(await failingAs('fetch_user_failed', () => this.readUser()));
    const email = payload.email?.trim();
    if (email && email.toLowerCase() !== current.email.toLowerCase()) assertEmailChangeAllowed(this.capabilities, payload);
    const attributes = nameAttributes(payload);
    if (attributes.length === 0) return current;
    await failingAs('update_user_failed', () => this.writeAttributes(attributes));
    return customerFrom(await failingAs('fetch_user_failed', () => this.readUser()));
  }

  // Passwords

  async changePasswordWithOldPassword({ oldPassword, newPassword }: ChangePasswordPayload): Promise<void> {
    await this.session.authorized(async (token) => {
      try {
        await this.identity.changePassword(token, oldPassword, newPassword);
      } catch (error) {
        // An expired access token is the session's to refresh; a refused old password is not.
        if (cognitoExceptionName(error) === 'NotAuthorizedException' && /token/i.test(error instanceof Error ? error.message : '')) throw authorizedCallError(error);
        throw changePasswordError(error);
      }
    });
  }

  /**
   * Cognito mails a confirmation code (ForgotPassword); the pool's message trigger receives
   * `resetUrl` as client metadata to turn it into the site's reset link
   * (`resetPasswordToken` = the code, and `email`). An unknown email is not told apart from a known one.
   */
  async forgotPassword({ email, resetUrl }: ForgotPasswordPayload): Promise<void> {
    try {
      await this.identity.forgotPassword(email.trim(), resetUrl ? { resetUrl } : undefined);
    } catch (error) {
      if (cognitoExceptionName(error) === 'UserNotFoundException') return;
      throw forgotPasswordError(error);
    }
  }

  /** The reset link's code and email set the new password (ConfirmForgotPassword). */
  async resetPassword({ email, resetPasswordToken, newPassword }: ResetPasswordPayload): Promise<void> {
    if (!email?.trim()) throw confirmPasswordError(Object.assign(new Error('The reset link has no email'), { name: 'CodeMismatchException' }));
    try {
      await this.identity.confirmPassword(email.trim(), resetPasswordToken.trim(), newPassword);
    } catch (error) {
      throw confirmPasswordError(error);
    }
  }

  // Favorites and watch history (user attributes)

  async getFavorites(): Promise<StoredFavorite[]> {
    const user = await failingAs('fetch_user_failed', () => this.readUser());
    return readFavorites(attributeOf(user, FAVORITES_ATTRIBUTE), this.capabilities.listLimit);
  }

  saveFavorites(_user: Customer, favorites: StoredFavorite[]): Promise<void> {
    return this.queued(() => failingAs('update_user_data_failed', () => this.writeAttributes([{ Name: FAVORITES_ATTRIBUTE, Value: writeFavorites(favorites, this.capabilities.listLimit) }])));
  }

  async getWatchHistory(): Promise<StoredWatchHistoryEntry[]> {
    const user = await failingAs('fetch_user_failed', () => this.readUser());
    return readWatchHistory(attributeOf(user, WATCH_HISTORY_ATTRIBUTE), this.capabilities.listLimit);
  }

  saveWatchHistory(_user: Customer, history: StoredWatchHistoryEntry[]): Promise<void> {
    return this.queued(() =>
      failingAs('update_user_data_failed', () => this.writeAttributes([{ Name: WATCH_HISTORY_ATTRIBUTE, Value: writeWatchHistory(history, this.capabilities.listLimit) }])),
    );
  }

  /** Runs a call of our server with a valid access token (refreshed first, and once more on a 401). */
  authorized<T>(call: (token: string) => Promise<T>): Promise<T> {
    return this.session.authorized(call);
  }

  // Helpers

  private readUser(): Promise<PoolUser> {
    return this.session.authorized((token) => this.identity.getUser(token).catch((error: unknown) => Promise.reject(authorizedCallError(error))));
  }

  private writeAttributes(attributes: PoolAttribute[]): Promise<void> {
    return this.session.authorized((token) => this.identity.updateAttributes(token, attributes).catch((error: unknown) => Promise.reject(authorizedCallError(error))));
  }

  private queued(write: () => Promise<void>): Promise<void> {
    const run = this.writes.then(write);
    this.writes = run.catch(() => undefined);
    return run;
  }
}
