import type { QueryClient } from '@tanstack/query-core';
import { contentApiShapeOf } from '../config/contentApiShape';
import type { Settings } from '../config/settings';
import type { AccessTokensController } from '../controllers/AccessTokensController';
import type { AccountController } from '../controllers/AccountController';
import type { CheckoutController } from '../controllers/CheckoutController';
import type { NotificationController } from '../controllers/NotificationController';
import type { PlaybackSourceResolver } from '../controllers/PlaybackSourceResolver';
import type { SubscriptionController } from '../controllers/SubscriptionController';
import type { AddressBar, ViewerTokenController } from '../controllers/ViewerTokenController';
import { initialAccessModel, registrationProblems, selectIntegration, type IntegrationModule } from '../di/integrationModule';
import { SERVICE_CAPABILITIES, type IntegrationServices, type ServiceCapability } from '../di/registry';
import { createServiceContainer, type ServiceContainer } from '../di/serviceContainer';
import type { Config } from '../entities/config';
import type { MediaItem } from '../entities/media';
import { createAppError } from '../errors/catalogue';
import { ACCESS_MODEL } from '../rules/accessModel';
import { NO_PROVIDER_CAPABILITIES, type ProviderCapabilities } from '../services/capabilities';
import { createContentApiClient, type ContentApiClient } from '../services/content/ContentApiClient';
import type { EpgService } from '../services/epg/EpgService';
import type { FetchLike } from '../services/http';
import type { Logger } from '../services/logger';
import type { StorageService } from '../services/storage';
import { createAccountStore, type AccountStore } from '../stores/accountStore';
import { createFavoritesStore, type FavoritesStore } from '../stores/favoritesStore';
import type { MediaResolver } from '../stores/persistedList';
import { createSiteStore, type SiteStore } from '../stores/siteStore';
import { createUiStore, type UiStore } from '../stores/uiStore';
import { createWatchHistoryStore, type WatchHistoryStore } from '../stores/watchHistoryStore';
import type { ResolvedAppConfig } from './appConfig';

/** The zustand stores of one running app, by name. */
export interface AppStores {
  site: SiteStore;
  account: AccountStore;
  favorites: FavoritesStore;
  watchHistory: WatchHistoryStore;
  ui: UiStore;
}

/** What the site knows of its integration: its description, without its code. */
export interface ActiveIntegration {
  name: string;
  offerProvider: string | undefined;
  ownRegisterSources: readonly string[];
  /** Customers manage their subscription in the provider's customer portal, not on the payments page. */
  customerPortal: boolean;
}

/**
 * Everything the screens of one running app share, built once from a loaded config. A front end
 * reads dependencies from here only.
 */
export interface AppServices {
  appConfig: ResolvedAppConfig;
  config: Config;
  settings: Settings | null;
  /** The enabled integration, null on a site without accounts (AVOD). */
  integration: ActiveIntegration | null;
  /** The provider's row of the feature-flag table (spec 000 §6), or none of them. */
  capabilities: ProviderCapabilities;
  /** The integration's services, by capability; absent capabilities are absent (see `has`). */
  services: Partial<IntegrationServices>;
  /** Whether the site's integration has a capability (checkout, export and deletion, ...). */
  has(capability: ServiceCapability): boolean;
  contentClient: ContentApiClient;
  /** The schedules service of the live guide; its code loads on the first call, with a guide. */
  loadEpgService(): Promise<EpgService>;
  storage: StorageService;
  logger: Logger;
  queryClient: QueryClient;
  stores: AppStores;
  /** Sessions, login, sign-up and the account calls, when the site has an integration; null without one. */
  accountController: AccountController | null;
  /**
   * The customer's subscriptions, payment details, billing history and plan changes, when the
   * integration has a subscription service; its code loads on the first call (a signed-in
   * customer, or the payments screens). Null without one.
   */
  loadSubscriptionController: (() => Promise<SubscriptionController>) | null;
  /**
   * The purchase flow (offers, order, payment), when the integration sells through a checkout
   * service; its code loads on the first call (the first account screen that buys), never at start. Null without one.
   */
  loadCheckoutController: (() => Promise<CheckoutController>) | null;
  /**
   * Real-time notifications of the signed-in user (000 §4), when the integration has them (its
   * code loads only then): the screens listen to its views (payment-error, the waiting view closing).
   */
  notifications: NotificationController | null;
  /** The access tokens of a non-free site whose integration uses the access bridge (generated on login and start); else null. */
  accessTokens: AccessTokensController | null;
  /** The sources a viewer plays, signed for protected items, checked for geo-blocking: the player asks it before playback. */
  playbackSources: PlaybackSourceResolver;
  /**
   * Viewer tokens (000 §1 to §4, §6), when the integration exchanges them (its `viewerTokens`
   * service; the code loads only then): the `?token=` and hash-token start-up, the external
   * library login's exchange, the viewer's logout. Null otherwise.
   */
  viewerTokens: ViewerTokenController | null;
}

export interface ComposeAppInput {
  appConfig: ResolvedAppConfig;
  config: Config;
  settings?: Settings | null;
  integrations: readonly IntegrationModule[];
  storage: StorageService;
  logger: Logger;
  fetch: FetchLike;
  queryClient: QueryClient;
  /** The start language (detected from the page, storage and browser). */
  language: string;
  /** The address bar a viewer token arrives in (000 §2); default: the browser's (`browserAddressBar`, loaded with the viewer-token code). */
  address?: AddressBar;
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

/** Resolves every capability the integration registered into a plain object, and checks them against its table. */
function resolveIntegrationServices(module: IntegrationModule, container: ServiceContainer) {
  const services: Partial<Record<ServiceCapability, unknown>> = {};
  for (const capability of SERVICE_CAPABILITIES) {
    if (container.has(capability)) services[capability] = container.resolve(capability);
  }
  const problems = registrationProblems(module.capabilities, new Set(Object.keys(services) as ServiceCapability[]));
  if (problems.length > 0) {
    throw createAppError('not_supported', { details: { integration: module.name, reason: `inconsistent integration module: ${problems.join('; ')}` } });
  }
  return services as Partial<IntegrationServices>;
}

/**
 * Builds the services of a loaded config: the one integration the config enables (its module's
 * description, then its registration in this app's service container, which holds the core
 * services), the content client and the EPG service (loaded on demand) for the content host, the
 * stores, and, with an integration, the account controller (its code loaded with it), which
 * restores a stored session in the background.
 */
export async function composeApp(input: ComposeAppInput): Promise<AppServices> {
  const { appConfig, config, storage, logger, fetch, queryClient } = input;
  const module = selectIntegration(config, input.integrations);
  const capabilities = module?.capabilities ?? NO_PROVIDER_CAPABILITIES;
  const site = createSiteStore({ accessModel: initialAccessModel(config, module), language: input.language, supportedLanguages: appConfig.languages });

  let services: Partial<IntegrationServices> = {};
  if (module) {
    const container = createServiceContainer();
    container.value('config', config);
    container.value('capabilities', capabilities);
    container.value('storage', storage);
    container.value('logger', logger);
    container.value('fetch', fetch);
    container.value('contentHost', appConfig.contentHost);
    container.value('siteStore', site);
    await module.register(container, config);
    services = resolveIntegrationServices(module, container);
  }

  const getLanguage = () => site.getState().language;
  const contentClient = createContentApiClient({
    contentHost: appConfig.contentHost,
    siteId: config.siteId,
    configId: config.id,
    apiShape: contentApiShapeOf(input.settings),
    fetch,
    getLanguage,
    metadataWatchlistId: config.features.favoritesList ?? config.features.continueWatchingList ?? undefined,
  });
  let epgService: Promise<EpgService> | undefined;
  const loadEpgService = () =>
    (epgService ??= import('../services/epg/EpgService').then(({ createEpgService }) =>
      createEpgService({ contentHost: appConfig.contentHost, fetch, getLanguage, logger }),
    ));

  const stores: AppStores = {
    site,
    account: createAccountStore({ capabilities, authLoading: module !== null }),
    favorites: createFavoritesStore({ storage, resolveMedia: createMediaResolver(contentClient, config.features.favoritesList), limit: capabilities.listLimit }),
    watchHistory: createWatchHistoryStore({
      storage,
      resolveMedia: createMediaResolver(contentClient, config.features.continueWatchingList),
      limit: capabilities.listLimit,
    }),
    ui: createUiStore(),
  };
  void stores.favorites.getState().hydrate();
  void stores.watchHistory.getState().hydrate();

  const auth = services.auth;
  // Only a site with accounts loads the controller's code (sites without an integration are the default).
  const accountController = auth
    ? (await import('../controllers/AccountController')).createAccountController({
        services: { ...services, auth },
        stores: { account: stores.account, favorites: stores.favorites, watchHistory: stores.watchHistory },
        capabilities,
        logger,
      })
    : null;
  // Only a site with subscriptions loads the loader's code (it wires login and logout to it).
  const loadSubscriptionController = services.subscriptions
    ? (await import('../controllers/subscriptionLoader')).createSubscriptionLoader({ subscriptions: services.subscriptions, services, account: stores.account, logger })
    : null;
  let checkoutController: Promise<CheckoutController> | undefined;
  const loadCheckoutController = services.checkout
    ? () =>
        (checkoutController ??= import('../controllers/CheckoutController').then(({ createCheckoutController }) =>
          createCheckoutController({ services, stores: { account: stores.account }, siteOfferIds: module?.siteOfferIds?.(config), offerProvider: module?.offerProvider, logger }),
        ))
    : null;
  // Only a site whose provider pushes notifications loads the controller's code.
  const notifications = services.notifications
    ? (await import('../controllers/NotificationController')).createNotificationController({
        service: services.notifications,
        account: stores.account,
        reloadSubscriptions: loadSubscriptionController ? () => loadSubscriptionController().then((controller) => controller.reloadSubscriptions()) : undefined,
        logout: accountController ? () => accountController.logout() : undefined,
        redirect: (url) => globalThis.location.assign(url),
        logger,
      })
    : null;
  const getAuthToken = async () => (auth ? ((await auth.getAuthData().catch(() => null))?.token ?? null) : null);
  const accessTokens = await createSiteAccessTokens({ module, hasAuth: auth !== undefined, config, appConfig, input, stores, getAuthToken });
  // The resolver's code loads with the first playback: the home never plays.
  let resolver: Promise<PlaybackSourceResolver> | undefined;
  const playbackSources: PlaybackSourceResolver = {
    resolve: async (item, options) => {
      resolver ??= import('../controllers/PlaybackSourceResolver').then(({ createPlaybackSourceResolver }) =>
        createPlaybackSourceResolver({
          content: contentClient,
          appConfigId: config.id ?? '',
          accessTokens,
          entitlement: services.entitlement ?? null,
          getAuthToken,
          drmPolicyId: config.contentProtection?.drm?.defaultPolicyId ?? undefined,
          ads: config,
        }),
      );
      return (await resolver).resolve(item, options);
    },
  };

  // Only a site whose integration exchanges viewer tokens loads their controller's code; its start
  // takes `?token=` out of the address before the first screen renders.
  const viewerTokens = services.viewerTokens
    ? (await import('../controllers/ViewerTokenController')).createViewerTokenController({
        service: services.viewerTokens,
        storage,
        stores,
        address: input.address,
        logger,
      })
    : null;
  // Elsewhere a `?token=` is only removed (000 §2); the code for it loads only when one is there.
  if (!viewerTokens && /[?&]token=/.test(input.address?.href() ?? globalThis.location?.search ?? '')) {
    (await import('../controllers/ViewerTokenController')).removeQueryViewerToken(input.address);
  }
  // `loading.auth` stays true until the stored session is restored, so the header waits instead
  // of offering "Sign in" to a user about to be signed in. A viewer signed in by a token has no
  // account session to restore.
  const restoreSession = () => accountController?.initialize().catch((error: unknown) => logger.error('The session could not be restored', error));
  if (viewerTokens) void viewerTokens.start().then((viewer) => (viewer ? undefined : restoreSession()));
  else void restoreSession();

  return {
    appConfig,
    config,
    settings: input.settings ?? null,
    integration: module ? { name: module.name, offerProvider: module.offerProvider, ownRegisterSources: module.ownRegisterSources ?? [], customerPortal: module.customerPortal?.(config) ?? false } : null,
    capabilities,
    services,
    has: (capability) => services[capability] !== undefined,
    contentClient,
    loadEpgService,
    storage,
    logger,
    queryClient,
    stores,
    accountController,
    loadSubscriptionController,
    loadCheckoutController,
    notifications,
    accessTokens,
    playbackSources,
    viewerTokens,
  };
}

interface SiteAccessTokensInput {
  module: IntegrationModule | null;
  hasAuth: boolean;
  config: Config;
  appConfig: ResolvedAppConfig;
  input: ComposeAppInput;
  stores: AppStores;
  getAuthToken: () => Promise<string | null>;
}

/**
 * The access tokens of a site whose integration uses the access bridge (its code loaded only
 * then): generated when a viewer signs in or a stored session is restored at start, while the
 * site's access model is not AVOD (000 §4 "Access tokens"); forgotten on logout.
 */
async function createSiteAccessTokens({ module, hasAuth, config, appConfig, input, stores, getAuthToken }: SiteAccessTokensInput): Promise<AccessTokensController | null> {
  if (!module?.accessBridge || !hasAuth) return null;
  const [{ createAccessTokensController }, { createAccessBridge }] = await Promise.all([
    import('../controllers/AccessTokensController'),
    import('../services/accessBridge'),
  ]);
  const { logger } = input;
  const controller = createAccessTokensController({
    bridge: createAccessBridge({ contentHost: appConfig.contentHost, siteId: config.siteId, fetch: input.fetch }),
    storage: input.storage,
    getAuthToken,
    logger,
  });
  stores.account.subscribe((state, previous) => {
    if (state.user && !previous.user) {
      if (stores.site.getState().accessModel === ACCESS_MODEL.AVOD) return;
      void controller.generate().catch((error: unknown) => logger.warn('Access tokens could not be generated', error));
    } else if (!state.user && previous.user) {
      controller.clear();
    }
  });
  return controller;
}
