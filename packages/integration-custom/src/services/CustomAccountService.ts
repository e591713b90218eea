import {
  AuthTokenStore,
  assertEmailChangeAllowed,
  createAccountError,
  createBroadcastRefreshChannel,
  isHttpError,
  normalizeDeviceCode,
  type AccountSession,
  type AuthResponse,
  type AuthService,
  type AuthTokens,
  type Capture,
  type Config,
  type ConsentsService,
  type Customer,
  type CustomerConsent,
  type DeviceCode,
  type DeviceCodeStatus,
  type DeviceInfo,
  type DeviceLoginService,
  type FetchLike,
  type ForgotPasswordPayload,
  type Logger,
  type ListsService,
  type LoginPayload,
  type PersonalDetails,
  type ProfileService,
  type ProviderCapabilities,
  type PublisherConsent,
  type RefreshChannel,
  type RegisterPayload,
  type ResetPasswordPayload,
  type SessionsService,
  type StorageService,
  type StoredFavorite,
  type StoredWatchHistoryEntry,
  type UpdateCustomerPayload,
} from '@ott/common';
import { CustomApiClient, type CustomerChanges } from '../api/CustomApiClient';
import { authTokensFrom, deviceCodeFrom, storedFavoriteFrom, storedHistoryEntryFrom } from '../api/mappers';
import type { AuthReply, CodeCheck } from '../api/schemas';
import { resolveCustomApiUrl } from '../config/apiUrl';
import { failingAs, loginRefusedError, operationError } from '../errors/operationErrors';
import { diffFavorites, diffWatchHistory, type FavoriteCall, type HistoryCall } from '../lists/listDiff';
import { ServerList } from '../lists/ServerList';
import { systemClock, type Clock } from '../session/clock';
import { CustomSession, type SessionExpiredHandler } from '../session/CustomSession';
import { captureStatusOf, nameChangesOf } from './capture';
import { TERMS_PUBLISHER_CONSENT, acceptsTerms, customerConsentsOf, metadataForConsents } from './consents';

/** What a test or an app may set besides the services the container gives. */
export interface CustomAccountServiceOptions {
  /** Epoch ms now; default Date.now. */
  clock?: Clock;
  /**
   * Cross-tab refresh messages. Default: a BroadcastChannel in a browser (tabs share the stored
   * tokens, so one refresh serves all); none elsewhere, where two service instances stand for
   * two devices that must not take each other's tokens.
   */
  refreshChannel?: RefreshChannel | null;
}

/** Browser tabs share localStorage and so the session: let them share refreshes too. */
const defaultRefreshChannel = (): RefreshChannel | undefined =>
  typeof (globalThis as { document?: unknown }).document === 'undefined' ? undefined : createBroadcastRefreshChannel();

/**
 * The account services of the custom account API (001 §7.6, notes/account-api.md): sign-in,
 * profile, consents and personal details, lists and device login, sharing one session.
 *
 * Session: a bearer token with its expiry, stored under jwapp.auth, refreshed when fewer than 3
 * days remain, refreshed and retried once on a 401 (see CustomSession). Lists: favorites and
 * watch history are saved as differences against the list last known on the server (see
 * ServerList). What the API cannot do (password change with the old one, export, deletion,
 * notifications, external login) it does not offer: those services are not registered.
 */
export class CustomAccountService implements AuthService, ProfileService, ConsentsService, ListsService, DeviceLoginService, SessionsService {
  private readonly api: CustomApiClient;
  private readonly session: CustomSession;
  private readonly favorites: ServerList<StoredFavorite, FavoriteCall>;
  private readonly history: ServerList<StoredWatchHistoryEntry, HistoryCall>;
  /** The signed-in user as last read (its id addresses PATCH /customers/{id}). */
  private currentUser: Customer | null = null;
  private onSessionExpired: SessionExpiredHandler | null = null;

  constructor(
    private readonly config: Config,
    fetch: FetchLike,
    storage: StorageService,
    private readonly logger: Logger,
    private readonly capabilities: ProviderCapabilities,
    options: CustomAccountServiceOptions = {},
  ) {
    this.api = new CustomApiClient({ baseUrl: resolveCustomApiUrl(config), fetch });
    this.session = new CustomSession({
      api: this.api,
      tokens: new AuthTokenStore(storage),
      clock: options.clock ?? systemClock,
      logger,
      channel: options.refreshChannel === undefined ? defaultRefreshChannel() : (options.refreshChannel ?? undefined),
    });
    this.session.setExpiredHandler(() => {
      this.forgetUser();
      return this.onSessionExpired?.();
    });
    this.favorites = new ServerList(this.session, {
      read: async (token) => (await this.api.getFavorites(token)).map(storedFavoriteFrom),
      diff: diffFavorites,
      send: async (token, call) => {
        if (call.kind === 'delete') await this.api.removeFavorite(token, call.mediaid);
        else await this.api.addFavorite(token, call.entry.mediaid);
      },
    });
    this.history = new ServerList(this.session, {
      read: async (token) => (await this.api.getHistory(token)).map(storedHistoryEntryFrom),
      diff: diffWatchHistory,
      send: async (token, call) => {
        if (call.kind === 'delete') await this.api.deleteHistoryEntry(token, call.mediaid);
        else await this.api.saveHistoryEntry(token, { mediaId: call.entry.mediaid, progress: call.entry.progress });
      },
    });
  }

  // Session

  /**
   * Restores the stored session by reading the user. A token the server refuses (401, and the
   * refresh refused too) ends the session and calls onSessionExpired. Any other failure (offline
   * start, server down) keeps the session: the user is not logged out by a network problem, and
   * the next call tries again.
   */
  async initialize({ onSessionExpired }: { onSessionExpired: SessionExpiredHandler }): Promise<void> {
    this.onSessionExpired = onSessionExpired;
    if (!this.session.tokens) return;
    try {
      this.currentUser = await this.session.authorized((token) => this.api.getMe(token));
    } catch (error) {
      if (this.session.tokens) this.logger.warn('Could not restore the session now; it is kept for the next call', error);
    }
  }

  /** The session tokens, refreshed first when fewer than 3 days remain; null when logged out. A failed refresh rejects (and logs out). */
  getAuthData(): Promise<AuthTokens | null> {
    return this.session.validTokens();
  }

  async login({ email, password }: LoginPayload): Promise<AuthResponse> {
    const reply = await failingAs('authenticate_failed', () =>
      this.api.login({ email, password }).catch((error: unknown) => {
        throw loginRefusedError(error);
      }),
    );
    return this.startSession(reply);
  }

  /** Registration signs in. The API requires the terms: they are accepted when the terms consent is. The captcha answer goes along when there is one. */
  async register({ email, password, consents, captchaValue }: RegisterPayload): Promise<AuthResponse> {
    const reply = await failingAs('create_account_failed', () =>
      this.api.register({ email, password, terms: acceptsTerms(consents), ...(captchaValue ? { captchaValue } : {}) }),
    );
    return this.startSession(reply);
  }

  /** The API has no logout route: forgetting the token is the logout (it expires on its own). */
  /**
   * Signs out here and on the server (the session ends there, so a copied token stops working);
   * a server that cannot be reached does not keep the viewer signed in here.
   */
  async logout(): Promise<void> {
    const token = this.session.tokens?.token;
    this.session.end();
    this.forgetUser();
    if (!token) return;
    try {
      await this.api.logout(token);
    } catch (error) {
      this.logger.warn('The session could not be ended on the server', error);
    }
  }

  async getUser(): Promise<AuthResponse> {
    const user = await failingAs('fetch_user_failed', () => this.session.authorized((token) => this.api.getMe(token)));
    this.currentUser = user;
    return { user, customerConsents: customerConsentsOf(user) };
  }

  // Sessions (issue 21)

  listSessions(): Promise<AccountSession[]> {
    return failingAs('fetch_user_failed', () => this.session.authorized((token) => this.api.listSessions(token)));
  }

  async endSession(sessionId: string): Promise<void> {
    await failingAs('update_user_data_failed', () => this.session.authorized((token) => this.api.endSession(token, sessionId)));
  }

  endOtherSessions(): Promise<number> {
    return failingAs('update_user_data_failed', () => this.session.authorized((token) => this.api.endOtherSessions(token)));
  }

  // Customer

  /** Names and metadata. An email change is refused ("Email update not supported"); the same email again is not a change. */
  async updateCustomer(payload: UpdateCustomerPayload): Promise<Customer> {
    const current = await this.knownUser();
    const email = payload.email?.trim();
    if (email && email.toLowerCase() !== current.email.toLowerCase()) assertEmailChangeAllowed(this.capabilities, payload);
    const changes: CustomerChanges = {};
    if (payload.firstName !== undefined) changes.firstName = payload.firstName;
    if (payload.lastName !== undefined) changes.lastName = payload.lastName;
    if (payload.metadata !== undefined) changes.metadata = payload.metadata;
    return this.patchCustomer('update_user_failed', payload.id ?? current.id, changes, current);
  }

  async getCustomerConsents(customer: Customer): Promise<CustomerConsent[]> {
    return customerConsentsOf(customer);
  }

  async updateCustomerConsents(customer: Customer, consents: CustomerConsent[]): Promise<CustomerConsent[]> {
    const metadata = metadataForConsents(consents);
    if (!metadata) return customerConsentsOf(customer);
    return customerConsentsOf(await this.patchCustomer('update_user_data_failed', customer.id, { metadata }, customer));
  }

  async getPublisherConsents(): Promise<PublisherConsent[]> {
    return [TERMS_PUBLISHER_CONSENT];
  }

  async getCaptureStatus(customer: Customer): Promise<Capture> {
    return captureStatusOf(customer);
  }

  async updateCaptureAnswers(customer: Customer, answers: PersonalDetails): Promise<Customer> {
    const changes = nameChangesOf(answers);
    if (!changes) return customer;
    return this.patchCustomer('update_user_failed', customer.id, changes, customer);
  }

  // Passwords

  /** The mail's link is `resetUrl` plus resetPasswordToken and email; the API answers 204 for unknown emails too. */
  async forgotPassword({ email, resetUrl }: ForgotPasswordPayload): Promise<void> {
    await failingAs('reset_your_password_failed', () => this.api.forgotPassword({ email, resetUrl }));
  }

  async resetPassword({ resetPasswordToken, newPassword }: ResetPasswordPayload): Promise<void> {
    await failingAs('change_password_failed', () => this.api.resetPassword({ token: resetPasswordToken, password: newPassword }));
  }

  // Device flow (TV shows a code, a signed-in user authorizes it on the site)

  async generateDeviceCode({ deviceId, deviceName }: DeviceInfo): Promise<DeviceCode> {
    const generated = await failingAs('generate_code_failed', () =>
      this.api.generateDeviceCode({ deviceId, deviceName, configId: this.config.id ?? '' }),
    );
    return deviceCodeFrom(generated);
  }

  async authorizeCode(code: string): Promise<void> {
    // 001 §5: uppercased before authorizing (the server matches uppercase only).
    const normalised = normalizeDeviceCode(code);
    if (normalised === '') throw createAccountError('authorize_code_failed', { details: { reason: 'no code given' } });
    await failingAs('authorize_code_failed', () => this.session.authorized((token) => this.api.authorizeDeviceCode(token, normalised)));
  }

  /** Pending, or authorized (this device is then signed in), or expired (also for a used or unknown code: 410). */
  async checkDeviceCode(code: string, { deviceId }: DeviceInfo): Promise<DeviceCodeStatus> {
    let check: CodeCheck;
    try {
      check = await this.api.checkDeviceCode({ code: normalizeDeviceCode(code), deviceId });
    } catch (error) {
      if (isHttpError(error, 410)) return { status: 'expired' };
      throw operationError('check_code_failed', error);
    }
    if (check.status !== 'authorized') return { status: check.status };
    this.startSession(check);
    return { status: 'authorized', auth: authTokensFrom(check.token, check.exp) };
  }

  // Favorites and watch history

  getFavorites(user: Customer): Promise<StoredFavorite[]> {
    return failingAs('fetch_user_failed', () => this.favorites.read(user.id));
  }

  /** Receives the whole new list; sends only what changed since the list last known on the server. */
  saveFavorites(user: Customer, favorites: StoredFavorite[]): Promise<void> {
    return failingAs('update_user_data_failed', () => this.favorites.save(user.id, favorites));
  }

  getWatchHistory(user: Customer): Promise<StoredWatchHistoryEntry[]> {
    return failingAs('fetch_user_failed', () => this.history.read(user.id));
  }

  /** Receives the whole new list; posts new and changed entries, deletes dropped ones. */
  saveWatchHistory(user: Customer, history: StoredWatchHistoryEntry[]): Promise<void> {
    return failingAs('update_user_data_failed', () => this.history.save(user.id, history));
  }

  // Helpers

  private startSession(reply: AuthReply): AuthResponse {
    this.session.start(authTokensFrom(reply.token, reply.exp));
    this.forgetUser();
    this.currentUser = reply.user;
    return { user: reply.user, customerConsents: customerConsentsOf(reply.user) };
  }

  private forgetUser(): void {
    this.currentUser = null;
    this.favorites.forget();
    this.history.forget();
  }

  private async knownUser(): Promise<Customer> {
    return this.currentUser ?? (await this.getUser()).user;
  }

  /** PATCH /customers/{id}; nothing to change sends nothing. */
  private async patchCustomer(
    failure: 'update_user_failed' | 'update_user_data_failed',
    customerId: string,
    changes: CustomerChanges,
    unchanged: Customer,
  ): Promise<Customer> {
    if (Object.keys(changes).length === 0) return unchanged;
    const updated = await failingAs(failure, () => this.session.authorized((token) => this.api.updateCustomer(token, customerId, changes)));
    if (this.currentUser === null || this.currentUser.id === updated.id) this.currentUser = updated;
    return updated;
  }
}
