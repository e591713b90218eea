import { describe, expect, it, vi } from 'vitest';
import { customerSchema, type Customer, type CustomerConsent, type PublisherConsent, type StoredFavorite, type StoredWatchHistoryEntry } from '../entities';
import type { MediaItem } from '../entities/media';
import { AppError, isAppError } from '../errors/AppError';
import { createAppError } from '../errors/catalogue';
import { createAccountError } from '../errors/accountCatalogue';
import { httpError } from '../errors/httpErrors';
import type { AccountDataService, AuthResponse, AuthService, ConsentsService, DeviceLoginService, ListsService, PasswordChangeService, ProfileService } from '../services/account';
import { NO_PROVIDER_CAPABILITIES, type ProviderCapabilities } from '../services/capabilities';
import type { Logger } from '../services/logger';
import { StorageService, createMemoryStorage } from '../services/storage';
import { createAccountStore } from '../stores/accountStore';
import { createFavoritesStore } from '../stores/favoritesStore';
import { createWatchHistoryStore } from '../stores/watchHistoryStore';
import { createAccountController, isInvalidSessionError } from './AccountController';

/** Every account service a provider may have, as one fake. */
type FullAccount = AuthService & ProfileService & ConsentsService & ListsService & PasswordChangeService & DeviceLoginService & AccountDataService;

const CAPABILITIES: ProviderCapabilities = { ...NO_PROVIDER_CAPABILITIES, canSupportEmptyFullName: true, canChangePasswordWithOldPassword: true };

const media = (mediaid: string): MediaItem => ({ mediaid, title: `Title ${mediaid}`, duration: 60 });
const resolveMedia = vi.fn(async (ids: string[]) => ids.map(media));

const customer = (email = 'ada@example.com'): Customer => customerSchema.parse({ id: 'u-1', email, firstName: 'Ada' });
const consents: CustomerConsent[] = [{ name: 'terms', version: '1', state: 'accepted' }];
const publisherConsents: PublisherConsent[] = [{ type: 'checkbox', name: 'terms', label: 'Terms', required: true, enabledByDefault: false, version: '1' } as PublisherConsent];

const LOCAL = {
  'jwapp.favorites': JSON.stringify([{ mediaid: 'local-fav' }]),
  'jwapp.history': JSON.stringify([{ mediaid: 'local-seen', progress: 0.5 }]),
};

interface FakeAccount {
  favorites: StoredFavorite[];
  history: StoredWatchHistoryEntry[];
}

/** An account service over one account held in memory; every method is a spy a test can override. */
function fakeService(remote: FakeAccount = { favorites: [{ mediaid: 'acc-fav' }], history: [{ mediaid: 'acc-seen', progress: 0.3 }] }) {
  const auth = (user = customer()): AuthResponse => ({ user, customerConsents: consents });
  let tokens: { token: string } | null = null;
  const service = {
    initialize: vi.fn<FullAccount['initialize']>(async () => undefined),
    getAuthData: vi.fn<FullAccount['getAuthData']>(async () => tokens),
    login: vi.fn<FullAccount['login']>(async () => {
      tokens = { token: 't' };
      return auth();
    }),
    register: vi.fn<FullAccount['register']>(async ({ email }) => {
      tokens = { token: 't' };
      return auth(customer(email));
    }),
    logout: vi.fn<FullAccount['logout']>(async () => {
      tokens = null;
    }),
    getUser: vi.fn<FullAccount['getUser']>(async () => auth()),
    updateCustomer: vi.fn<FullAccount['updateCustomer']>(async (payload) => ({ ...customer(), firstName: payload.firstName })),
    getCustomerConsents: vi.fn<FullAccount['getCustomerConsents']>(async () => consents),
    updateCustomerConsents: vi.fn<FullAccount['updateCustomerConsents']>(async (_user, next) => next),
    getPublisherConsents: vi.fn<FullAccount['getPublisherConsents']>(async () => publisherConsents),
    getCaptureStatus: vi.fn<FullAccount['getCaptureStatus']>(async () => ({ isCaptureEnabled: false, shouldCaptureBeDisplayed: false, settings: [] })),
    updateCaptureAnswers: vi.fn<FullAccount['updateCaptureAnswers']>(async (user, answers) => ({ ...user, firstName: answers.firstName ?? undefined })),
    forgotPassword: vi.fn<FullAccount['forgotPassword']>(async () => undefined),
    resetPassword: vi.fn<FullAccount['resetPassword']>(async () => undefined),
    changePasswordWithOldPassword: vi.fn<FullAccount['changePasswordWithOldPassword']>(async () => undefined),
    authorizeCode: vi.fn<FullAccount['authorizeCode']>(async () => undefined),
    exportAccountData: vi.fn<FullAccount['exportAccountData']>(async () => undefined),
    deleteAccount: vi.fn<FullAccount['deleteAccount']>(async () => undefined),
    getFavorites: vi.fn<FullAccount['getFavorites']>(async () => remote.favorites),
    saveFavorites: vi.fn<FullAccount['saveFavorites']>(async (_user, list) => {
      remote.favorites = list;
    }),
    getWatchHistory: vi.fn<FullAccount['getWatchHistory']>(async () => remote.history),
    saveWatchHistory: vi.fn<FullAccount['saveWatchHistory']>(async (_user, list) => {
      remote.history = list;
    }),
  };
  return {
    service: service as typeof service & FullAccount,
    remote,
    signIn: () => {
      tokens = { token: 't' };
    },
  };
}

async function setup(options: { storage?: Record<string, string>; fake?: ReturnType<typeof fakeService>; capabilities?: boolean; signInOnly?: boolean } = {}) {
  const backend = createMemoryStorage(options.storage ?? LOCAL);
  const storage = new StorageService(backend);
  const stores = {
    account: createAccountStore(),
    favorites: createFavoritesStore({ storage, resolveMedia }),
    watchHistory: createWatchHistoryStore({ storage, resolveMedia }),
  };
  await Promise.all([stores.favorites.getState().hydrate(), stores.watchHistory.getState().hydrate()]);
  const fake = options.fake ?? fakeService();
  const logger: Logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const every = { auth: fake.service, profile: fake.service, consents: fake.service, lists: fake.service, passwordChange: fake.service, deviceLogin: fake.service, accountData: fake.service };
  const controller = createAccountController({
    services: options.signInOnly ? { auth: fake.service } : every,
    stores,
    logger,
    ...(options.capabilities === false ? {} : { capabilities: CAPABILITIES }),
  });
  const favoriteIds = () => stores.favorites.getState().items.map((item) => item.mediaid);
  const historyIds = () => stores.watchHistory.getState().items.map((item) => item.mediaid);
  return { ...fake, stores, controller, backend, logger, favoriteIds, historyIds };
}

const credentials = { email: 'ada@example.com', password: 'secret123', referrer: '/' };
const registration = { ...credentials, consents };

describe('account controller: starting the app', () => {
  it.each([
    {
      name: 'no stored session: logged out, local lists',
      signedIn: false,
      arrange: () => undefined,
      user: null,
      favorites: ['local-fav'],
      history: ['local-seen'],
      loggedOut: false,
    },
    {
      name: 'a stored session: user, consents and the account lists are restored',
      signedIn: true,
      arrange: () => undefined,
      user: 'ada@example.com',
      favorites: ['acc-fav'],
      history: ['acc-seen'],
      loggedOut: false,
    },
    {
      name: 'an invalid token (401): forced logout, local lists',
      signedIn: true,
      arrange: (service: FullAccount) => vi.mocked(service.getUser).mockRejectedValue(httpError(401, { message: 'Not logged in' })),
      user: null,
      favorites: ['local-fav'],
      history: ['local-seen'],
      loggedOut: true,
    },
    {
      name: 'a session the service reports as not logged in: forced logout',
      signedIn: true,
      arrange: (service: FullAccount) => vi.mocked(service.getUser).mockRejectedValue(createAppError('not_logged_in')),
      user: null,
      favorites: ['local-fav'],
      history: ['local-seen'],
      loggedOut: true,
    },
    {
      name: 'the back end cannot be reached: logged out for now, the stored session is kept',
      signedIn: true,
      arrange: (service: FullAccount) => vi.mocked(service.getUser).mockRejectedValue(createAppError('network_error')),
      user: null,
      favorites: ['local-fav'],
      history: ['local-seen'],
      loggedOut: false,
    },
  ])('$name', async ({ signedIn, arrange, user, favorites, history, loggedOut }) => {
    const { service, signIn, controller, stores, favoriteIds, historyIds } = await setup();
    if (signedIn) signIn();
    arrange(service);
    expect(stores.account.getState().loading.auth).toBe(true);

    await controller.initialize();

    expect(stores.account.getState().loading.auth).toBe(false);
    expect(stores.account.getState().user?.email ?? null).toBe(user);
    expect(stores.account.getState().customerConsents).toEqual(user ? consents : []);
    expect(favoriteIds()).toEqual(favorites);
    expect(historyIds()).toEqual(history);
    expect(service.logout).toHaveBeenCalledTimes(loggedOut ? 1 : 0);
  });

  it('loads the publisher consents with the session, and lives with a provider that has none', async () => {
    const { service, signIn, controller, stores, logger } = await setup();
    signIn();
    await controller.initialize();
    expect(stores.account.getState().publisherConsents).toEqual(publisherConsents);

    const other = await setup();
    other.signIn();
    vi.mocked(other.service.getPublisherConsents).mockRejectedValue(createAppError('not_supported'));
    await other.controller.initialize();
    expect(other.stores.account.getState().user).not.toBeNull();
    expect(other.logger.warn).toHaveBeenCalled();
    expect(service.getPublisherConsents).toHaveBeenCalledTimes(1);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('logs out when the service reports the stored session expired while restoring it', async () => {
    const { service, controller, stores, historyIds } = await setup();
    vi.mocked(service.initialize).mockImplementation(async ({ onSessionExpired }) => {
      await onSessionExpired();
    });
    await controller.initialize();
    expect(stores.account.getState()).toMatchObject({ user: null, loading: { auth: false } });
    expect(historyIds()).toEqual(['local-seen']);
  });

  it('clears the session even when clearing the invalid token fails', async () => {
    const { service, signIn, controller, stores, logger } = await setup();
    signIn();
    vi.mocked(service.getUser).mockRejectedValue(httpError(401, {}));
    vi.mocked(service.logout).mockRejectedValue(new Error('offline'));
    await controller.initialize();
    expect(stores.account.getState().user).toBeNull();
    expect(logger.warn).toHaveBeenCalled();
  });

  it('stores the provider capabilities, and keeps the store ones without', async () => {
    const { stores } = await setup();
    expect(stores.account.getState().capabilities).toEqual(CAPABILITIES);
    const without = await setup({ capabilities: false });
    expect(without.stores.account.getState().capabilities).toEqual(NO_PROVIDER_CAPABILITIES);
  });
});

describe('account controller: login', () => {
  it('sets user and consents, restores the account lists, and later changes go to the account, not to local storage', async () => {
    const { controller, stores, service, remote, backend, favoriteIds, historyIds } = await setup();
    await controller.login(credentials);

    expect(service.login).toHaveBeenCalledWith(credentials);
    expect(stores.account.getState()).toMatchObject({ user: { email: 'ada@example.com' }, customerConsents: consents, loading: { auth: false } });
    expect(favoriteIds()).toEqual(['acc-fav']);
    expect(historyIds()).toEqual(['acc-seen']);

    stores.favorites.getState().toggleFavorite(media('new'));
    stores.watchHistory.getState().saveItem(media('watched'), 0.4);
    await Promise.all([stores.favorites.getState().whenSaved(), stores.watchHistory.getState().whenSaved()]);

    expect(remote.favorites).toEqual([{ mediaid: 'new' }, { mediaid: 'acc-fav' }]);
    expect(remote.history).toEqual([{ mediaid: 'watched', progress: 0.4 }, { mediaid: 'acc-seen', progress: 0.3 }]);
    expect(service.saveFavorites).toHaveBeenCalledWith(expect.objectContaining({ email: 'ada@example.com' }), remote.favorites);
    expect(backend.getItem('jwapp.favorites')).toBe(LOCAL['jwapp.favorites']);
    expect(backend.getItem('jwapp.history')).toBe(LOCAL['jwapp.history']);
  });

  it.each([
    ['a wrong password (401 from the server)', httpError(401, { message: 'Invalid email or password' }), 401],
    ['a catalogue error of the integration', createAccountError('authenticate_failed'), 'authenticate_failed'],
    ['a foreign error', new TypeError('boom'), 'authenticate_failed'],
  ])('a failure (%s) leaves the user logged out with the local lists and raises an AppError', async (_case, failure, code) => {
    const { controller, stores, service, favoriteIds } = await setup();
    vi.mocked(service.login).mockRejectedValue(failure);

    const error = await controller.login(credentials).catch((caught: unknown) => caught);

    expect(isAppError(error) && error.code).toBe(code);
    expect(stores.account.getState()).toMatchObject({ user: null, loading: { auth: false } });
    expect(favoriteIds()).toEqual(['local-fav']);
    expect(service.getFavorites).not.toHaveBeenCalled();
  });

  it('marks auth as loading while signing in', async () => {
    const { controller, stores, service } = await setup();
    let seen: boolean | undefined;
    vi.mocked(service.login).mockImplementation(async () => {
      seen = stores.account.getState().loading.auth;
      return { user: customer(), customerConsents: [] };
    });
    stores.account.getState().setLoading('auth', false);
    await controller.login(credentials);
    expect(seen).toBe(true);
    expect(stores.account.getState().loading.auth).toBe(false);
  });

  it.each([
    ['favorites', 'getFavorites', 'favorites', ['acc-seen'], 'watchHistory'],
    ['watch history', 'getWatchHistory', 'watchHistory', ['acc-fav'], 'favorites'],
  ] as const)(
    'shows the account %s as not loaded when they cannot be fetched (logged), never as the local or an empty list; reload brings them',
    async (_name, method, failedStore, otherIds, otherStore) => {
      const { controller, stores, service, logger } = await setup();
      vi.mocked(service[method]).mockRejectedValueOnce(createAppError('network_error'));
      await controller.login(credentials);
      expect(stores.account.getState().user).not.toBeNull();
      const failed = stores[failedStore].getState();
      expect([failed.loadStatus, failed.target, failed.items]).toEqual(['error', 'account', []]);
      expect(failed.loadError?.code).toBe('items_load_failed');
      expect(stores[otherStore].getState().items.map((entry) => entry.mediaid)).toEqual(otherIds);
      expect(logger.error).toHaveBeenCalled();

      await stores[failedStore].getState().reload();
      expect(stores[failedStore].getState().loadStatus).toBe('ready');
      expect(stores[failedStore].getState().items.length).toBeGreaterThan(0);
    },
  );

  it('does not sync lists for a viewer-token user (empty email)', async () => {
    const { controller, stores, service, favoriteIds } = await setup();
    vi.mocked(service.login).mockResolvedValue({ user: customer(''), customerConsents: [] });
    await controller.login(credentials);
    expect(stores.account.getState().user?.email).toBe('');
    expect(service.getFavorites).not.toHaveBeenCalled();
    expect(stores.favorites.getState().target).toBe('local');
    expect(favoriteIds()).toEqual(['local-fav']);
  });

  it('drops a session restore that finishes after the user logged out', async () => {
    const { controller, stores, service, favoriteIds, signIn } = await setup();
    signIn();
    let release!: () => void;
    vi.mocked(service.getUser).mockImplementation(
      () => new Promise<AuthResponse>((resolve) => (release = () => resolve({ user: customer(), customerConsents: [] }))),
    );
    const starting = controller.initialize();
    await vi.waitFor(() => expect(service.getUser).toHaveBeenCalled());
    await controller.logout();
    release();
    await starting;
    expect(stores.account.getState().user).toBeNull();
    expect(favoriteIds()).toEqual(['local-fav']);
  });
});

describe('account controller: sign-up', () => {
  it('signs in and saves the LOCAL favorites and history to the new account', async () => {
    const { controller, stores, service, remote } = await setup({ fake: fakeService({ favorites: [], history: [] }) });
    await controller.register({ ...registration, email: 'new@example.com' });

    expect(service.register).toHaveBeenCalledWith({ ...registration, email: 'new@example.com' });
    expect(stores.account.getState()).toMatchObject({ user: { email: 'new@example.com' }, loading: { auth: false } });
    expect(remote.favorites).toEqual([{ mediaid: 'local-fav' }]);
    expect(remote.history).toEqual([{ mediaid: 'local-seen', progress: 0.5 }]);
    expect(stores.favorites.getState().target).toBe('account');
    expect(service.getFavorites).not.toHaveBeenCalled();
  });

  it.each([
    ['user exists (409)', httpError(409, { message: 'user already exists' }), 409],
    ['a foreign error', new Error('boom'), 'create_account_failed'],
  ])('a failure (%s) leaves the user logged out and raises an AppError', async (_case, failure, code) => {
    const { controller, stores, service } = await setup();
    vi.mocked(service.register).mockRejectedValue(failure);
    const error = await controller.register(registration).catch((caught: unknown) => caught);
    expect(isAppError(error) && error.code).toBe(code);
    expect(stores.account.getState()).toMatchObject({ user: null, loading: { auth: false } });
    expect(stores.favorites.getState().target).toBe('local');
  });

  it('keeps the lists when saving them to the account fails; the store shows the failed sync', async () => {
    const { controller, stores, service, favoriteIds } = await setup();
    vi.mocked(service.saveFavorites).mockRejectedValue(createAppError('update_user_data_failed'));
    await controller.register(registration);
    await stores.favorites.getState().whenSaved();
    expect(favoriteIds()).toEqual(['local-fav']);
    expect(stores.favorites.getState().sync.status).toBe('failed');
  });
});

describe('account controller: logout', () => {
  it('clears the user state and the local lists come back as they were before login', async () => {
    const { controller, stores, service, backend, favoriteIds, historyIds } = await setup();
    await controller.login(credentials);
    stores.favorites.getState().toggleFavorite(media('while-logged-in'));
    await stores.favorites.getState().whenSaved();

    await controller.logout();

    expect(service.logout).toHaveBeenCalled();
    expect(stores.account.getState()).toMatchObject({ user: null, customerConsents: [], capabilities: CAPABILITIES });
    expect(stores.account.getState().publisherConsents).toEqual(publisherConsents);
    expect(favoriteIds()).toEqual(['local-fav']);
    expect(historyIds()).toEqual(['local-seen']);
    expect(stores.favorites.getState().target).toBe('local');
    expect(backend.getItem('jwapp.favorites')).toBe(LOCAL['jwapp.favorites']);
  });

  it('forgets the user even when the back end does not answer, then raises the failure', async () => {
    const { controller, stores, service } = await setup();
    await controller.login(credentials);
    vi.mocked(service.logout).mockRejectedValue(new Error('offline'));
    const error = await controller.logout().catch((caught: unknown) => caught);
    expect(isAppError(error) && error.code).toBe('sign_out_failed');
    expect(stores.account.getState().user).toBeNull();
  });

  it('logs out when the service reports the session expired later (e.g. a failed token refresh)', async () => {
    const { controller, stores, service, favoriteIds } = await setup();
    let expire!: () => void | Promise<void>;
    vi.mocked(service.initialize).mockImplementation(async ({ onSessionExpired }) => {
      expire = onSessionExpired;
    });
    await controller.initialize();
    await controller.login(credentials);
    expect(favoriteIds()).toEqual(['acc-fav']);
    await expire();
    expect(stores.account.getState().user).toBeNull();
    expect(favoriteIds()).toEqual(['local-fav']);
  });
});

describe('account controller: account calls', () => {
  type Controller = Awaited<ReturnType<typeof setup>>['controller'];
  type Service = Awaited<ReturnType<typeof setup>>['service'];

  const calls: {
    name: string;
    run: (controller: Controller) => Promise<unknown>;
    method: keyof Service;
    fallback: string;
    needsUser: boolean;
  }[] = [
    { name: 'updateCustomer', run: (c) => c.updateCustomer({ firstName: 'Grace' }), method: 'updateCustomer', fallback: 'update_user_failed', needsUser: true },
    { name: 'updateConsents', run: (c) => c.updateConsents(consents), method: 'updateCustomerConsents', fallback: 'update_user_data_failed', needsUser: true },
    { name: 'getPublisherConsents', run: (c) => c.getPublisherConsents(), method: 'getPublisherConsents', fallback: 'fetch_user_failed', needsUser: false },
    { name: 'getCaptureStatus', run: (c) => c.getCaptureStatus(), method: 'getCaptureStatus', fallback: 'fetch_user_failed', needsUser: true },
    { name: 'updateCaptureAnswers', run: (c) => c.updateCaptureAnswers({ firstName: 'Grace', customAnswers: [] }), method: 'updateCaptureAnswers', fallback: 'update_user_data_failed', needsUser: true },
    { name: 'forgotPassword', run: (c) => c.forgotPassword({ email: 'a@b.c', resetUrl: 'http://x/' }), method: 'forgotPassword', fallback: 'reset_your_password_failed', needsUser: false },
    {
      name: 'resetPassword',
      run: (c) => c.resetPassword({ resetPasswordToken: 'tok', newPassword: 'abc12345', newPasswordConfirmation: 'abc12345' }),
      method: 'resetPassword',
      fallback: 'reset_your_password_failed',
      needsUser: false,
    },
    {
      name: 'changePasswordWithOldPassword',
      run: (c) => c.changePasswordWithOldPassword({ oldPassword: 'old12345', newPassword: 'abc12345', newPasswordConfirmation: 'abc12345' }),
      method: 'changePasswordWithOldPassword',
      fallback: 'change_your_password_failed',
      needsUser: false,
    },
    { name: 'authorizeDeviceCode', run: (c) => c.authorizeDeviceCode(' abcd2345 '), method: 'authorizeCode', fallback: 'authorize_code_failed', needsUser: false },
  ];

  it.each(calls)('$name raises the service AppError as is and wraps a foreign error as $fallback', async ({ run, method, fallback }) => {
    const { controller, service } = await setup();
    await controller.login(credentials);
    const mock = vi.mocked(service[method]) as unknown as { mockRejectedValueOnce(value: unknown): void };
    mock.mockRejectedValueOnce(httpError(400, { message: 'invalid param email' }));
    await expect(run(controller)).rejects.toMatchObject({ code: 400, message: 'invalid param email' });
    mock.mockRejectedValueOnce(new Error('boom'));
    const error = await run(controller).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(fallback);
  });

  it.each(calls.filter((call) => call.needsUser))('$name without a user raises "User not logged in"', async ({ run, method }) => {
    const { controller, service } = await setup();
    await expect(run(controller)).rejects.toMatchObject({ code: 'user_not_logged_in', message: 'User not logged in' });
    expect(service[method]).not.toHaveBeenCalled();
  });

  it('keeps the store in step with what the account calls return', async () => {
    const { controller, stores, service } = await setup();
    await controller.login(credentials);

    const updated = await controller.updateCustomer({ firstName: 'Grace' });
    expect(service.updateCustomer).toHaveBeenCalledWith({ id: 'u-1', firstName: 'Grace' });
    expect(updated.firstName).toBe('Grace');
    expect(stores.account.getState().user?.firstName).toBe('Grace');

    const declined: CustomerConsent[] = [{ name: 'marketing', version: '1', state: 'declined' }];
    await controller.updateConsents(declined);
    expect(stores.account.getState().customerConsents).toEqual(declined);
    expect(stores.account.getState().loading.customerConsents).toBe(false);

    await controller.updateCaptureAnswers({ firstName: 'Ada L.', customAnswers: [] });
    expect(stores.account.getState().user?.firstName).toBe('Ada L.');

    await expect(controller.getCaptureStatus()).resolves.toMatchObject({ isCaptureEnabled: false });
    await expect(controller.getPublisherConsents()).resolves.toEqual(publisherConsents);
    expect(stores.account.getState().loading.publisherConsents).toBe(false);
  });

  it('uppercases and trims a device code before authorizing it', async () => {
    const { controller, service } = await setup();
    await controller.authorizeDeviceCode(' abcd2345 ');
    expect(service.authorizeCode).toHaveBeenCalledWith('ABCD2345');
  });
});

describe('isInvalidSessionError', () => {
  it.each([
    [httpError(401, { message: 'Not logged in' }), true],
    [createAppError('not_logged_in'), true],
    [createAppError('user_not_logged_in'), true],
    [httpError(403, { message: 'Forbidden' }), false],
    [createAppError('network_error'), false],
    [new Error('Not logged in'), false],
  ])('%s -> %s', (error, expected) => {
    expect(isInvalidSessionError(error)).toBe(expected);
  });
});

describe('account controller: a provider with sign-in only', () => {
  const signInOnly = async () => {
    const { controller, stores, service } = await setup({ signInOnly: true });
    return { controller, stores, fake: { service } };
  };

  it('signs in and keeps the local lists, which the provider cannot store', async () => {
    const { controller, stores, fake } = await signInOnly();
    await controller.login(credentials);
    expect(stores.account.getState().user?.email).toBe('ada@example.com');
    expect(stores.favorites.getState().items.map((item) => item.mediaid)).toEqual(['local-fav']);
    expect(fake.service.getFavorites).not.toHaveBeenCalled();
    expect(fake.service.getPublisherConsents).not.toHaveBeenCalled();
  });

  it.each([
    ['change the password', (controller: ReturnType<typeof createAccountController>) => controller.changePasswordWithOldPassword({ oldPassword: 'a', newPassword: 'b', newPasswordConfirmation: 'b' }), 'Change password with old password feature is not enabled'],
    ['authorize a device', (controller: ReturnType<typeof createAccountController>) => controller.authorizeDeviceCode('ABCD'), 'Device login feature is not enabled'],
    ['update the profile', (controller: ReturnType<typeof createAccountController>) => controller.updateCustomer({ firstName: 'A' }), 'Update profile feature is not enabled'],
    ['delete the account', (controller: ReturnType<typeof createAccountController>) => controller.deleteAccount({ password: 'secret123' }), 'Delete account feature is not enabled'],
  ])('refuses to %s with "<feature> feature is not enabled"', async (_case, call, message) => {
    const { controller } = await signInOnly();
    await controller.login(credentials);
    await expect(call(controller)).rejects.toMatchObject({ message });
  });
});

describe('account controller: deleting the account (000 §2)', () => {
  it('erases the account with the password, then ends the session as a logout does: the local lists come back', async () => {
    const { controller, stores, service, favoriteIds } = await setup();
    await controller.login(credentials);
    expect(favoriteIds()).toEqual(['acc-fav']);
    await controller.deleteAccount({ password: 'secret123' });
    expect(service.deleteAccount).toHaveBeenCalledWith({ password: 'secret123' });
    expect(service.logout).toHaveBeenCalledTimes(1);
    expect(stores.account.getState().user).toBeNull();
    expect(favoriteIds()).toEqual(['local-fav']);
  });

  it('keeps the user signed in when the provider refuses, and passes its catalogue error on', async () => {
    const { controller, stores, service } = await setup();
    await controller.login(credentials);
    const refusal = new AppError('Invalid credentials', { code: 'provider_error' });
    service.deleteAccount.mockRejectedValueOnce(refusal);
    await expect(controller.deleteAccount({ password: 'wrong1234' })).rejects.toBe(refusal);
    expect(stores.account.getState().user?.email).toBe('ada@example.com');
    expect(service.logout).not.toHaveBeenCalled();
  });

  it('still ends the session when signing out of the erased account fails', async () => {
    const { controller, stores, service } = await setup();
    await controller.login(credentials);
    service.logout.mockRejectedValueOnce(new Error('401'));
    await controller.deleteAccount({ password: 'secret123' });
    expect(stores.account.getState().user).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const { controller, service } = await setup();
    await expect(controller.deleteAccount({ password: 'secret123' })).rejects.toMatchObject({ message: 'User not logged in' });
    expect(service.deleteAccount).not.toHaveBeenCalled();
  });
});
