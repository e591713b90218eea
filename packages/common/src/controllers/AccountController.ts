import type { Capture, Customer, CustomerConsent, PersonalDetails, PublisherConsent } from '../entities';
import { isAppError, type AppError } from '../errors/AppError';
import { createAppError, type ErrorName } from '../errors/catalogue';
import { createCatalogueError } from '../errors/accountCatalogue';
import type {
  AuthResponse,
  ChangePasswordPayload,
  ForgotPasswordPayload,
  LoginPayload,
  RegisterPayload,
  ResetPasswordPayload,
  UpdateCustomerPayload,
} from '../services/account';
import { featureNotEnabledError } from '../errors/catalogue';
import type { IntegrationServices } from '../di/registry';
import type { ProviderCapabilities } from '../services/capabilities';
import { silentLogger, type Logger } from '../services/logger';
import { selectCanSyncLists } from '../stores/accountSelectors';
import type { AccountStore } from '../stores/accountStore';
import type { FavoritesStore } from '../stores/favoritesStore';
import type { WatchHistoryStore } from '../stores/watchHistoryStore';

/**
 * The account session of a viewer site (spec 000 §4 "Login", "Token refresh"; 001 §7.6, §7.9):
 * restoring a session at start, login, sign-up, logout and the account calls of the screens. It
 * keeps the account store and the favorites and watch-history stores in step with the session:
 *
 * - login: user and consents, then the account's favorites and history replace the local lists,
 *   and later changes are saved to the account (the stores' sync target);
 * - sign-up: the LOCAL favorites and history are saved to the new account;
 * - logout (also forced by an invalid token): the user is forgotten and the local lists, which
 *   were never touched while logged in, come back.
 *
 * Every method raises catalogue errors (AppError): the screens map them with mapLoginError,
 * mapRegistrationError, mapPasswordError, mapForgotPasswordError, mapAccountError, mapDeviceCodeError.
 */
export interface AccountController {
  /** Restores a stored session at start; an invalid token logs out. Ends `loading.auth`. */
  initialize(): Promise<void>;
  login(payload: LoginPayload): Promise<void>;
  register(payload: RegisterPayload): Promise<void>;
  logout(): Promise<void>;
  updateCustomer(payload: UpdateCustomerPayload): Promise<Customer>;
  updateConsents(consents: CustomerConsent[]): Promise<void>;
  getPublisherConsents(): Promise<PublisherConsent[]>;
  getCaptureStatus(): Promise<Capture>;
  updateCaptureAnswers(answers: PersonalDetails): Promise<void>;
  forgotPassword(payload: ForgotPasswordPayload): Promise<void>;
  resetPassword(payload: ResetPasswordPayload): Promise<void>;
  changePasswordWithOldPassword(payload: ChangePasswordPayload): Promise<void>;
  /**
   * Erases the account after the provider checked the password (000 §2 delete account), then
   * ends the session here as a logout does. "Delete account feature is not enabled" without the
   * provider's account-data service.
   */
  deleteAccount(payload: { password: string }): Promise<void>;
  /** Authorizes the code a TV shows; uppercased first (001 §5). */
  authorizeDeviceCode(code: string): Promise<void>;
}

export interface AccountControllerStores {
  account: AccountStore;
  favorites: FavoritesStore;
  watchHistory: WatchHistoryStore;
}

/** The account services an integration registered: sign-in always, the others where the provider has them. */
export type AccountControllerServices = Pick<IntegrationServices, 'auth'> &
  Partial<Pick<IntegrationServices, 'profile' | 'consents' | 'lists' | 'passwordChange' | 'deviceLogin' | 'accountData'>>;

export interface AccountControllerOptions {
  services: AccountControllerServices;
  stores: AccountControllerStores;
  /** The provider's capabilities (000 §6); stored in the account store. */
  capabilities?: ProviderCapabilities;
  logger?: Logger;
}

/** HTTP statuses and catalogue codes that mean the stored credential is no good. */
const INVALID_SESSION_CODES: ReadonlySet<string | number> = new Set([401, 'not_logged_in', 'user_not_logged_in']);

/** An error that says the session is invalid (expired, revoked, unknown token): the user must log in again. */
export const isInvalidSessionError = (error: unknown): boolean => isAppError(error) && INVALID_SESSION_CODES.has(error.code);

/** The catalogue errors a failed call becomes when the service raised something else. */
type FallbackError = Extract<
  ErrorName,
  | 'authenticate_failed'
  | 'create_account_failed'
  | 'sign_out_failed'
  | 'update_user_failed'
  | 'update_user_data_failed'
  | 'fetch_user_failed'
  | 'reset_your_password_failed'
  | 'change_your_password_failed'
  | 'authorize_code_failed'
>;

/** The error as a catalogue error: AppErrors pass through, anything else becomes `fallback`. */
const asAppError = (error: unknown, fallback: FallbackError): AppError => (isAppError(error) ? error : createCatalogueError(fallback, { cause: error }));

export function createAccountController(options: AccountControllerOptions): AccountController {
  const { services, stores } = options;
  const { auth: authService, lists } = services;
  const logger = options.logger ?? silentLogger;
  const account = stores.account;
  if (options.capabilities) account.getState().setCapabilities(options.capabilities);

  /**
   * Bumped whenever the session changes hands (login, sign-up, logout, expiry): an answer that
   * arrives for an older session (a slow restore after a logout) is dropped.
   */
  let session = 0;
  const isCurrent = (id: number) => id === session;

  /** Runs `call`, turning any failure into a catalogue error (fallback for foreign errors). */
  async function attempt<T>(fallback: FallbackError, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw asAppError(error, fallback);
    }
  }

  /** The provider's service for a capability, or "<feature> feature is not enabled" when it has none. */
  function serviceFor<Name extends keyof AccountControllerServices>(name: Name, feature: string): NonNullable<AccountControllerServices[Name]> {
    const service = services[name];
    if (!service) throw featureNotEnabledError(feature);
    return service as NonNullable<AccountControllerServices[Name]>;
  }

  function requireUser(): Customer {
    const user = account.getState().user;
    if (!user) throw createAppError('user_not_logged_in');
    return user;
  }

  /**
   * The account's lists replace the local ones in memory; changes are saved to the account from
   * now on. A list that cannot be fetched shows as not loaded (with a retry, `reload()`), never as
   * an empty list: saving an empty list could later overwrite the account's real one. A fetch that
   * answers after a newer session started is dropped by the store.
   */
  async function restoreLists(user: Customer, id: number): Promise<void> {
    if (!lists || !selectCanSyncLists({ user }) || !isCurrent(id)) return;
    const logged = <T>(what: string, fetch: () => Promise<T>) => () =>
      fetch().catch((error: unknown) => {
        logger.error(`The ${what} of the account could not be loaded`, error);
        throw error;
      });
    await Promise.all([
      stores.favorites.getState().restore(logged('favorites', () => lists.getFavorites(user)), { syncTarget: (list) => lists.saveFavorites(user, list) }),
      stores.watchHistory.getState().restore(logged('watch history', () => lists.getWatchHistory(user)), { syncTarget: (list) => lists.saveWatchHistory(user, list) }),
    ]);
  }

  /** After sign-up: the local lists become the account's (spec 000 §4), saved at once. */
  async function saveLocalListsToAccount(user: Customer): Promise<void> {
    if (!lists || !selectCanSyncLists({ user })) return;
    const favorites = stores.favorites.getState();
    const history = stores.watchHistory.getState();
    favorites.setSyncTarget((list) => lists.saveFavorites(user, list));
    history.setSyncTarget((list) => lists.saveWatchHistory(user, list));
    // A failed save shows in the store's `sync` state; flush() is the retry.
    await Promise.all([favorites.flush(), history.flush()]);
  }

  /** The publisher's consents, for the sign-up form and the account page; a failure is only logged. */
  async function loadPublisherConsents(): Promise<void> {
    if (!services.consents) return;
    try {
      await controller.getPublisherConsents();
    } catch (error) {
      logger.warn('The publisher consents could not be loaded', error);
    }
  }

  async function startSession(auth: AuthResponse, id: number): Promise<boolean> {
    if (!isCurrent(id)) return false;
    account.getState().setSession({ user: auth.user, customerConsents: auth.customerConsents });
    await Promise.all([restoreLists(auth.user, id), loadPublisherConsents()]);
    return isCurrent(id);
  }

  /** Forgets the user; the local lists come back (they were left alone while logged in). */
  async function endSession(): Promise<void> {
    session += 1;
    account.getState().clearAccount();
    await Promise.all([stores.favorites.getState().hydrate(), stores.watchHistory.getState().hydrate()]);
  }

  const controller: AccountController = {
    async initialize() {
      const id = ++session;
      account.getState().setLoading('auth', true);
      try {
        await authService.initialize({
          onSessionExpired: async () => {
            logger.info('The session has expired: logging out');
            await endSession();
          },
        });
        if (!isCurrent(id)) return;
        const tokens = await authService.getAuthData();
        if (!tokens) return;
        if (!isCurrent(id)) return;
        const auth = await authService.getUser();
        await startSession(auth, id);
      } catch (error) {
        if (!isCurrent(id)) return;
        if (isInvalidSessionError(error)) {
          logger.info('The stored session is not valid any more: logging out', error);
          try {
            await authService.logout();
          } catch (logoutError) {
            logger.warn('Clearing the invalid session failed', logoutError);
          }
          await endSession();
        } else {
          // The back end could not be reached: the visitor browses logged out, the stored
          // session stays for the next visit.
          logger.error('The session could not be restored', error);
        }
      } finally {
        if (isCurrent(id)) account.getState().setLoading('auth', false);
      }
    },

    async login(payload) {
      const id = ++session;
      account.getState().setLoading('auth', true);
      try {
        const auth = await attempt('authenticate_failed', () => authService.login(payload));
        await startSession(auth, id);
      } finally {
        if (isCurrent(id)) account.getState().setLoading('auth', false);
      }
    },

    async register(payload) {
      const id = ++session;
      account.getState().setLoading('auth', true);
      try {
        const auth = await attempt('create_account_failed', () => authService.register(payload));
        if (!isCurrent(id)) return;
        account.getState().setSession({ user: auth.user, customerConsents: auth.customerConsents });
        await Promise.all([saveLocalListsToAccount(auth.user), loadPublisherConsents()]);
      } finally {
        if (isCurrent(id)) account.getState().setLoading('auth', false);
      }
    },

    async logout() {
      let failure: unknown;
      try {
        await authService.logout();
      } catch (error) {
        // The user asked to leave: forget them here even when the back end did not answer.
        failure = error;
      }
      await endSession();
      if (failure !== undefined) throw asAppError(failure, 'sign_out_failed');
    },

    async updateCustomer(payload) {
      const user = requireUser();
      const updated = await attempt('update_user_failed', () => serviceFor('profile', 'Update profile').updateCustomer({ id: user.id, ...payload }));
      account.getState().setUser(updated);
      return updated;
    },

    async updateConsents(consents) {
      const user = requireUser();
      account.getState().setLoading('customerConsents', true);
      try {
        const updated = await attempt('update_user_data_failed', () => serviceFor('consents', 'Consents').updateCustomerConsents(user, consents));
        account.getState().setCustomerConsents(updated);
      } finally {
        account.getState().setLoading('customerConsents', false);
      }
    },

    async getPublisherConsents() {
      account.getState().setLoading('publisherConsents', true);
      try {
        const consents = await attempt('fetch_user_failed', () => serviceFor('consents', 'Consents').getPublisherConsents());
        account.getState().setPublisherConsents(consents);
        return consents;
      } finally {
        account.getState().setLoading('publisherConsents', false);
      }
    },

    async getCaptureStatus() {
      const user = requireUser();
      return attempt('fetch_user_failed', () => serviceFor('consents', 'Consents').getCaptureStatus(user));
    },

    async updateCaptureAnswers(answers) {
      const user = requireUser();
      const updated = await attempt('update_user_data_failed', () => serviceFor('consents', 'Consents').updateCaptureAnswers(user, answers));
      account.getState().setUser(updated);
    },

    forgotPassword: (payload) => attempt('reset_your_password_failed', () => authService.forgotPassword(payload)),

    resetPassword: (payload) => attempt('reset_your_password_failed', () => authService.resetPassword(payload)),

    changePasswordWithOldPassword: (payload) =>
      attempt('change_your_password_failed', () => serviceFor('passwordChange', 'Change password with old password').changePasswordWithOldPassword(payload)),

    async deleteAccount({ password }) {
      requireUser();
      const service = serviceFor('accountData', 'Delete account');
      await attempt('update_user_failed', () => service.deleteAccount({ password }));
      // The account is gone and its session with it: the service only forgets the stored tokens here.
      await authService.logout().catch((error: unknown) => logger.debug('Signing out of the erased account failed', error));
      await endSession();
    },

    authorizeDeviceCode: (code) => attempt('authorize_code_failed', () => serviceFor('deviceLogin', 'Device login').authorizeCode(code.trim().toUpperCase())),
  };

  return controller;
}
