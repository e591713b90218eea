import {
  container as rootContainer,
  contentApiShapeOf,
  createAccountController,
  createAccountStore,
  createCheckoutStore,
  createContentApiClient,
  createEpgService,
  createFavoritesStore,
  createUiStore,
  createWatchHistoryStore,
  registerCoreServices,
  registerIntegration,
  resolveService,
  type AccountController,
  type AccountStore,
  type CheckoutStore,
  type Config,
  type ConfigStore,
  type ContentApiClient,
  type DependencyContainer,
  type EpgService,
  type FavoritesStore,
  type FetchLike,
  type IntegrationModule,
  type Logger,
  type MediaItem,
  type MediaResolver,
  type Settings,
  type StorageService,
  type UiStore,
  type WatchHistoryStore,
} from '@ott/common';
import type { ResolvedAppConfig } from './appConfig';

/** The zustand stores of one running app, by name (see `useAppStore`). */
export interface AppStores {
  config: ConfigStore;
  account: AccountStore;
  favorites: FavoritesStore;
  watchHistory: WatchHistoryStore;
  checkout: CheckoutStore;
  ui: UiStore;
}

/** Everything the screens of one running app share; each part has its own context and hook. */
export interface AppServices {
  appConfig: ResolvedAppConfig;
  config: Config;
  /** The app's DI child container: core services, the config and the integration's services. */
  container: DependencyContainer;
  contentClient: ContentApiClient;
  epgService: EpgService;
  storage: StorageService;
  logger: Logger;
  stores: AppStores;
  /**
   * Sessions, login, sign-up and the account calls (`@ott/common` AccountController), when the
   * config enables an integration; null on a site without accounts (AVOD).
   */
  accountController: AccountController | null;
}

export interface CreateAppServicesInput {
  appConfig: ResolvedAppConfig;
  config: Config;
  settings?: Settings | null;
  integrations: readonly IntegrationModule[];
  configStore: ConfigStore;
  storage: StorageService;
  logger: Logger;
  fetch: FetchLike;
}

/**
 * Media items for stored favorites or history ids: through the config's watchlist playlist when
 * it has one (one request), else one media request per id. Ids that fail are left out.
 */
export function createMediaResolver(client: ContentApiClient, watchlistId: string | undefined): MediaResolver {
  return async (ids) => {
    if (ids.length === 0) return [];
    if (watchlistId) return (await client.getWatchlist(watchlistId, { mediaIds: ids })).playlist;
    const settled = await Promise.allSettled(ids.map((id) => client.getMediaById(id)));
    return settled.flatMap((result): MediaItem[] => (result.status === 'fulfilled' ? [result.value] : []));
  };
}

/**
 * Builds the services of a loaded config: a DI child container with the core services and the
 * one integration the config enables (registerIntegration), the content client and EPG service
 * for the content host, the stores, and (with an integration) the account controller, which
 * restores a stored session. Favorites and history are read from local storage here; signing a
 * user in moves them to the account (AccountController of @ott/common).
 */
export async function createAppServices(input: CreateAppServicesInput): Promise<AppServices> {
  const { appConfig, config, configStore, storage, logger, fetch } = input;
  const container = rootContainer.createChildContainer();
  registerCoreServices(container, { storage, logger, fetch });
  const integrationType = await registerIntegration(container, config, input.integrations);
  const capabilities = resolveService(container, 'capabilities');

  const getLanguage = () => configStore.getState().language;
  const contentClient = createContentApiClient({ contentHost: appConfig.contentHost, siteId: config.siteId, configId: config.id, apiShape: contentApiShapeOf(input.settings), fetch, getLanguage });
  const epgService = createEpgService({ contentHost: appConfig.contentHost, fetch, getLanguage, logger });

  const stores: AppStores = {
    config: configStore,
    account: createAccountStore({ capabilities, authLoading: integrationType !== null }),
    favorites: createFavoritesStore({
      storage,
      resolveMedia: createMediaResolver(contentClient, config.features.favoritesList),
      limit: capabilities.listLimit,
    }),
    watchHistory: createWatchHistoryStore({
      storage,
      resolveMedia: createMediaResolver(contentClient, config.features.continueWatchingList),
      limit: capabilities.listLimit,
    }),
    checkout: createCheckoutStore(),
    ui: createUiStore(),
  };
  configStore.getState().setSettings(input.settings ?? null);
  configStore.getState().setConfig(config);
  void stores.favorites.getState().hydrate();
  void stores.watchHistory.getState().hydrate();

  const accountController = integrationType === null ? null : createAccountController({
    accountService: resolveService(container, 'accountService'),
    stores: { account: stores.account, favorites: stores.favorites, watchHistory: stores.watchHistory },
    capabilities,
    logger,
  });
  // The stored session is restored in the background: `loading.auth` stays true until then, so the
  // header and the user area wait instead of offering "Sign in" to a user about to be signed in.
  void accountController?.initialize().catch((error: unknown) => logger.error('The session could not be restored', error));

  return { appConfig, config, container, contentClient, epgService, storage, logger, stores, accountController };
}
