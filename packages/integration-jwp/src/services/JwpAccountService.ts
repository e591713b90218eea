import {
  AuthTokenStore,
  assertEmailChangeAllowed,
  assertFeatureEnabled,
  createBroadcastRefreshChannel,
  type AccountDataService,
  type AuthResponse,
  type AuthService,
  type AuthTokens,
  type Capture,
  type ChangePasswordPayload,
  type ConsentsService,
  type Customer,
  type CustomerConsent,
  type FetchLike,
  type ForgotPasswordPayload,
  type ListsService,
  type LoginPayload,
  type Logger,
  type PasswordChangeService,
  type PersonalDetails,
  type ProfileService,
  type ProviderCapabilities,
  type PublisherConsent,
  type RefreshChannel,
  type RegisterPayload,
  type ResetPasswordPayload,
  type StorageService,
  type StoredFavorite,
  type StoredWatchHistoryEntry,
  type UpdateCustomerPayload,
  failingAs,
  operationError,
} from '@ott/common';
import { JwpApiClient } from '../api/JwpApiClient';
import { FIRST_NAME_KEY, LAST_NAME_KEY, consentMetadata, consentsOf, fullNameOf, scalarMetadata, toCustomer, toPublisherConsents } from '../api/mappers';
import type { WireAccount } from '../api/schemas';
import { changePasswordError, passwordCheckError } from '../errors/operationErrors';
import { authTokensFrom, createJwpSession, type JwpSession } from '../session/JwpSession';
import { systemClock, type Clock } from '../session/clock';

export interface JwpAccountServiceOptions {
  /** The platform's base URL (its host, or the development override). */
  baseUrl: string;
  clientId: string;
  fetch?: FetchLike;
  storage: StorageService;
  logger: Logger;
  capabilities: ProviderCapabilities;
  clock?: Clock;
  /** Cross-tab refresh channel; default: a BroadcastChannel where there is one. null: none. */
  refreshChannel?: RefreshChannel | null;
}

/** Runs the calls of a list sync one by one: each change is its own call, and one failing must not hide the others. */
async function allChanges(calls: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  const failures: unknown[] = [];
  for (const call of calls) {
    try {
      await call();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}

/**
 * The account side of the video-platform provider over one session: sign-in and registration
 * with the publisher's register fields, profile (names kept as `full_name` and in the metadata),
 * consents in the metadata, favorites and watch history, password change with the old password,
 * reset by mail, and the account's export and erasure.
 */
export class JwpAccountService implements AuthService, ProfileService, ConsentsService, ListsService, PasswordChangeService, AccountDataService {
  readonly api: JwpApiClient;
  readonly session: JwpSession;

  constructor(private readonly options: JwpAccountServiceOptions) {
    this.api = new JwpApiClient(options.baseUrl, options.fetch);
    this.session = createJwpSession({
      api: this.api,
      clientId: options.clientId,
      tokens: new AuthTokenStore(options.storage),
      clock: options.clock ?? systemClock,
      logger: options.logger,
      channel: options.refreshChannel === null ? undefined : (options.refreshChannel ?? createBroadcastRefreshChannel()),
    });
  }

  // --- AuthService -------------------------------------------------------------------------

  async initialize({ onSessionExpired }: { onSessionExpired: () => void | Promise<void> }): Promise<void> {
    await this.session.restore(onSessionExpired, this.options.logger);
  }

  getAuthData(): Promise<AuthTokens | null> {
    return this.session.validTokens();
  }

  async login({ email, password, referrer }: LoginPayload): Promise<AuthResponse> {
    const reply = await failingAs('authenticate_failed', () => this.api.authenticate({ client_id: this.options.clientId, referrer, username: email, password }));
    this.session.start(authTokensFrom(reply));
    return reply.account ? this.responseFor(reply.account) : this.getUser();
  }

  /** Registers with the register fields' answers as `metadata[name]` (the consents carry them) and signs in. */
  async register({ email, password, referrer, consents }: RegisterPayload): Promise<AuthResponse> {
    const reply = await failingAs('create_account_failed', () =>
      this.api.register({
        full_name: email,
        username: email,
        password,
        password_confirmation: password,
        client_id: this.options.clientId,
        referrer,
        metadata: consentMetadata(consents),
      }),
    );
    this.session.start(authTokensFrom(reply));
    return reply.account ? this.responseFor(reply.account) : this.getUser();
  }

  /** Signs out at the platform; the session ends here whatever it answers (the user asked to leave). */
  async logout(): Promise<void> {
    const tokens = this.session.tokens;
    this.session.end();
    if (!tokens) return;
    try {
      await this.api.logout(tokens.token);
    } catch (error) {
      this.options.logger.warn('Signing out at the platform failed; the session ended here', operationError('sign_out_failed', error));
    }
  }

  getUser(): Promise<AuthResponse> {
    return failingAs('fetch_user_failed', () => this.session.authorized(async (token) => this.responseFor(await this.api.getAccount(token))));
  }

  async forgotPassword({ email }: ForgotPasswordPayload): Promise<void> {
    await failingAs('reset_your_password_failed', () => this.api.forgotPassword({ email, merchant_uuid: this.options.clientId }));
  }

  async resetPassword({ resetPasswordToken, newPassword, newPasswordConfirmation }: ResetPasswordPayload): Promise<void> {
    await failingAs('change_your_password_failed', () =>
      this.api.resetPassword(resetPasswordToken, { password: newPassword, password_confirmation: newPasswordConfirmation }),
    );
  }

  private responseFor(account: WireAccount): AuthResponse {
    const user = toCustomer(account);
    return { user, customerConsents: consentsOf(user) };
  }

  // --- ProfileService ----------------------------------------------------------------------

  /** Names go to `full_name` and the metadata's first name and surname; the email cannot change here. */
  async updateCustomer(payload: UpdateCustomerPayload): Promise<Customer> {
    if ((payload.email !== undefined && payload.email !== null) || payload.confirmationPassword) assertEmailChangeAllowed(this.options.capabilities, payload);
    return failingAs('update_user_failed', () =>
      this.session.authorized(async (token) => {
        const current = toCustomer(await this.api.getAccount(token));
        return this.saveAccount(token, current, { firstName: payload.firstName, lastName: payload.lastName, metadata: payload.metadata ?? {} });
      }),
    );
  }

  private async saveAccount(token: string, current: Customer, change: { firstName?: string; lastName?: string; metadata: Record<string, unknown> }): Promise<Customer> {
    const firstName = change.firstName ?? current.firstName ?? '';
    const lastName = change.lastName ?? current.lastName ?? '';
    const metadata = scalarMetadata({ ...current.metadata, ...change.metadata, [FIRST_NAME_KEY]: firstName.trim(), [LAST_NAME_KEY]: lastName.trim() });
    return toCustomer(await this.api.updateAccount(token, { full_name: fullNameOf(firstName, lastName, current.email), metadata }));
  }

  // --- ConsentsService (register fields; consents live in the metadata) ---------------------

  async getPublisherConsents(): Promise<PublisherConsent[]> {
    return toPublisherConsents((await failingAs('fetch_user_failed', () => this.api.getRegisterFields(this.options.clientId))).collection);
  }

  async getCustomerConsents(customer: Customer): Promise<CustomerConsent[]> {
    return consentsOf(customer);
  }

  /** Saved on the signed-in account (`_customer` is the same one). */
  updateCustomerConsents(_customer: Customer, consents: CustomerConsent[]): Promise<CustomerConsent[]> {
    return failingAs('update_user_data_failed', () =>
      this.session.authorized(async (token) => {
        const current = toCustomer(await this.api.getAccount(token));
        return consentsOf(await this.saveAccount(token, current, { metadata: consentMetadata(consents) }));
      }),
    );
  }

  /** The platform asks for names only: the personal-details step shows them when one is missing. */
  async getCaptureStatus(customer: Customer): Promise<Capture> {
    const missing = !customer.firstName || !customer.lastName;
    return {
      isCaptureEnabled: true,
      shouldCaptureBeDisplayed: missing,
      settings: [
        { key: 'firstNameLastName', enabled: true, required: true, answer: { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '' } },
      ],
    };
  }

  updateCaptureAnswers(customer: Customer, answers: PersonalDetails): Promise<Customer> {
    return this.updateCustomer({ id: customer.id, firstName: answers.firstName ?? undefined, lastName: answers.lastName ?? undefined });
  }

  // --- ListsService ------------------------------------------------------------------------

  async getFavorites(_user?: Customer): Promise<StoredFavorite[]> {
    const reply = await this.session.authorized((token) => this.api.getFavorites(token));
    return reply.collection.map(({ media_id }) => ({ mediaid: media_id })).slice(0, this.options.capabilities.listLimit);
  }

  /** Adds the new favorites and removes the dropped ones, one call each. */
  async saveFavorites(_user: Customer, favorites: StoredFavorite[]): Promise<void> {
    await failingAs('update_user_data_failed', () =>
      this.session.authorized(async (token) => {
        const saved = new Set((await this.api.getFavorites(token)).collection.map(({ media_id }) => media_id));
        const wanted = new Set(favorites.slice(0, this.options.capabilities.listLimit).map(({ mediaid }) => mediaid));
        await allChanges([
          ...[...wanted].filter((id) => !saved.has(id)).map((id) => () => this.api.addFavorite(token, id)),
          ...[...saved].filter((id) => !wanted.has(id)).map((id) => () => this.api.deleteFavorite(token, id)),
        ]);
      }),
    );
  }

  async getWatchHistory(_user?: Customer): Promise<StoredWatchHistoryEntry[]> {
    const reply = await this.session.authorized((token) => this.api.getWatchHistory(token));
    return reply.collection
      .map(({ media_id, progress }) => ({ mediaid: media_id, progress: Math.min(1, Math.max(0, progress)) }))
      .slice(0, this.options.capabilities.listLimit);
  }

  /** Sends the entries that are new or whose progress changed (the platform keeps one per media). */
  async saveWatchHistory(_user: Customer, history: StoredWatchHistoryEntry[]): Promise<void> {
    await failingAs('update_user_data_failed', () =>
      this.session.authorized(async (token) => {
        const saved = new Map((await this.api.getWatchHistory(token)).collection.map(({ media_id, progress }) => [media_id, progress]));
        const changed = history.slice(0, this.options.capabilities.listLimit).filter(({ mediaid, progress }) => saved.get(mediaid) !== progress);
        await allChanges(changed.map(({ mediaid, progress }) => () => this.api.updateWatchHistory(token, mediaid, progress)));
      }),
    );
  }

  // --- PasswordChangeService ---------------------------------------------------------------

  async changePasswordWithOldPassword({ oldPassword, newPassword, newPasswordConfirmation }: ChangePasswordPayload): Promise<void> {
    try {
      await this.session.authorized((token) =>
        this.api.changePassword(token, { old_password: oldPassword, password: newPassword, password_confirmation: newPasswordConfirmation }),
      );
    } catch (error) {
      throw changePasswordError(error);
    }
  }

  // --- AccountDataService ------------------------------------------------------------------

  /** The platform checks the password and mails the account's data to the customer's address. */
  async exportAccountData(payload: { password?: string } = {}): Promise<void> {
    assertFeatureEnabled(this.options.capabilities, 'canExportAccountData');
    try {
      await this.session.authorized((token) => this.api.exportData(token, payload.password ? { password: payload.password } : {}));
    } catch (error) {
      throw passwordCheckError(error);
    }
  }

  /** Erases the account after the platform checks the password; the session ends with it. */
  async deleteAccount({ password }: { password: string }): Promise<void> {
    assertFeatureEnabled(this.options.capabilities, 'canDeleteAccount');
    try {
      await this.session.authorized((token) => this.api.eraseAccount(token, { password }));
    } catch (error) {
      throw passwordCheckError(error);
    }
    this.session.end();
  }
}
