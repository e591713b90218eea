/**
 * The public entry of @ott/common: what the other packages and a documented consumer (a front end
 * binding the app runtime, an integration package) need, name by name. Everything else stays inside.
 */
export { ACCESS_MODEL, type AccessModel, isConfiguredId } from './rules/accessModel';
export { ACCOUNT_NOTICE_KEYS, type ErrorLogger, mapAccountError, mapDeleteAccountError } from './errors/accountErrors';
export {
  ACCOUNT_OVERLAY_VALUES,
  accountDialogSize,
  accountOverlayUrl,
  type AccountOverlayValue,
  deviceLoginRedirectUrl,
  isSignedOutOverlayValue,
  removeAccountOverlayParams,
  resolveAccountOverlay,
  showsAccountBanner,
} from './rules/routing/accountOverlay';
export {
  ANNOUNCEMENT_TIMEOUT_MS,
  COLLAPSIBLE_DESCRIPTION_MAX_HEIGHT_PX,
  COOKIE_CONSENT_DAYS,
  COOKIE_CONSENT_NAME,
  DEFAULT_LANGUAGE,
  DESCRIPTION_MAX_LINES,
  DIALOG_ANIMATION_MS,
  EPG_DEFAULT_CATCHUP_HOURS,
  EPG_LIVE_REFRESH_MS,
  EPISODE_PAGE_SIZE,
  HERO_DESCRIPTION_MAX_LINES,
  LIST_LIMIT_DEFAULT,
  NAME_MAX_LENGTH,
  PLACEHOLDER_CARDS,
  PROGRESS_SAVE_INTERVAL_MS,
  SEARCH_DEBOUNCE_MS,
  SHARE_COPIED_MS,
  STORAGE_KEYS,
  SUPPORTED_LANGUAGES,
  SWIPE_VELOCITY_THRESHOLD,
} from './constants';
export { AppError } from './errors/AppError';
export { BOOTSTRAP_RETRY_DELAY_MS, bootstrapFetch, type BootstrapFetch, contentQueryRetry, createQueryClient } from './app/queryClient';
export {
  type AccountSession,
  accountSessionSchema,
  CONSENT_FIELD_TYPE,
  CONSENT_STATE,
  type Customer,
  type CustomerConsent,
  customerConsentSchema,
  customerSchema,
  DEFAULT_CONSENT_VERSION,
  type ExternalProvider,
  type Notification,
  NOTIFICATION_TYPE,
  notificationSchema,
  type PublisherConsent,
  publisherConsentSchema,
} from './entities/account';
export {
  CONTENT_TYPE,
  EVENT_STATE_KEY,
  MEDIA_STATUS,
  type MediaItem,
  mediaItemSchema,
  type MediaSource,
  type MediaStatus,
  SCHEDULED_END_KEY,
  SCHEDULED_START_KEY,
} from './entities/media';
export {
  ConfigInvalidError,
  ConfigLoadError,
  MultipleIntegrationsError,
  NoUsableConfigSourcesError,
  SettingsInvalidError,
  TranslationsLoadError,
} from './config/errors';
export {
  ContentApiClient,
  createContentApiClient,
  type PlaylistOptions,
  type RelatedOptions,
  type SearchOptions,
} from './services/content/ContentApiClient';
export { adBreakSchema, adScheduleSchema, type AdBreak, type AdSchedule } from './services/content/adSchedule';
export { ERROR_TRANSLATION_KEYS } from './errors/translationKeys';
export { EVENT_STATE, getMediaStatus, isLiveEvent, mediaStatusBadge } from './rules/mediaStatus';
export { HOME_PATH, QUERY_FLAG_ON, QUERY_PARAMS } from './rules/routing/paths';
export { IMAGE_ASPECT_RATIOS, type ImageAspectRatio, type Playlist, playlistSchema } from './entities/playlist';
export { type ContentList, type ContentListEntry, contentListSchema, contentListEntrySchema, contentListToPlaylistInput } from './entities/contentList';
export { PASSWORD_PATTERN, PASSWORD_STRENGTH_LABELS, passwordStrength } from './rules/validation/password';
export { VALIDATION_MESSAGES } from './rules/validation/messages';
export { appConfigFromEnv, type AppEnv, type AppEnvDefaults, LOCAL_CONTENT_HOST } from './app/appConfigFromEnv';
export { assertEmailChangeAllowed } from './services/emailChange';
export {
  assertFeatureEnabled,
  type CapabilityFlag,
  FEATURE_LABELS,
  NO_PROVIDER_CAPABILITIES,
  type ProviderCapabilities,
  providerCapabilitiesSchema,
} from './services/capabilities';
export {
  canStartFromBeginning,
  channelUrl,
  type GuideParams,
  type GuideSelection,
  type LivePlayback,
  programmeUrl,
  resolveGuideSelection,
  startFromBeginningUrl,
} from './rules/guideSelection';
export { contentApiShapeOf } from './config/contentApiShape';
export {
  contentListUrl,
  favoritesUrl,
  licensesUrl,
  liveGuideUrl,
  mediaUrl,
  myAccountUrl,
  playlistUrl,
  searchUrl,
  seriesUrl,
} from './rules/routing/routeBuilders';
export { contentRefetchInterval } from './services/content/refetch';
export { createAppError, featureNotEnabledError } from './errors/catalogue';
export { createAccountError, createCatalogueError } from './errors/accountCatalogue';
export { failingAs, operationError, type OperationErrorName } from './errors/operationErrors';
export { createBroadcastRefreshChannel, type RefreshChannel, TokenRefreshQueue } from './services/tokenRefresh';
export { createEpgService, EpgService } from './services/epg/EpgService';
export { createHttpClient, type FetchLike, HttpClient } from './services/http';
export { createMemoryStorage, createStorageService, StorageService } from './services/storage';
export { dateFromParts, type DatePart, type DateParts, datePartsFromIso, formatDatePart } from './rules/validation/dateInput';
export { decideEpisodeEnd, decideSeriesRoute, type SeriesLocationState } from './rules/routing/seriesRoute';
export { decideMediaAccess, isMediaLocked, type MediaAccessDecision, mediaOffersOf, type ViewerAccess } from './rules/mediaAccess';
export {
  decideMediaRoute,
  type MediaLocationState,
  type MediaQuery,
  type MediaScreenKind,
  readMediaQuery,
} from './rules/routing/mediaRoute';
export { deleteAccountOverlayFor, externalDeleteAccountUrl, type PasswordAction, passwordActionFor } from './rules/passwordAction';
export {
  deleteAccountFormSchema,
  deviceCodeFormSchema,
  editPasswordFormSchema,
  loginFormSchema,
  normalizeDeviceCode,
  passwordResetFormSchema,
} from './rules/validation/authForms';
export { durationParts, type DurationParts, formatDuration, type HoursAndMinutesText, isoDuration } from './rules/presentation/duration';
export { fetchConfigFile, fetchSettingsText } from './config/configFiles';
export { findLiveChannels, liveCandidates, type LiveChannels } from './rules/liveChannels';
export { forgotPasswordFormSchema } from './rules/validation/forgotPasswordForm';
export { formErrorKey } from './rules/validation/formErrors';
export { getProgrammeState, type ProgrammeState, type ProgrammeTimes } from './rules/programmeState';
export { httpError, isHttpError } from './errors/httpErrors';
export { imageAtWidth, imageAtWidths } from './rules/presentation/imageWidth';
export {
  CARD_IMAGE_WIDTHS,
  type CardImageSources,
  cardImageSources,
  cardImageSrcSet,
  FALLBACK_IMAGE_WIDTH,
  FEATURED_IMAGE_SIZES,
  type FirstScreenImageHints,
  firstScreenImageHints,
  shelfImageSizes,
  tileImageSizes,
} from './rules/presentation/cardImage';
export {
  configuredIntegrations,
  initialAccessModel,
  type IntegrationModule,
  registerServices,
  registrationProblems,
  selectIntegration,
} from './di/integrationModule';
export {
  initialViewerAccessModel,
  isValidViewerToken,
  jwtClaims,
  nextViewerAccessModel,
  type ViewerAccessModelEvent,
  type ViewerAccessModelState,
  viewerTokenFromJwt,
} from './rules/viewerTokenAccessModel';
export { EXTERNAL_LOGIN_RETURN_PARAM, externalLoginUrl, type ViewerTokenInUrl, viewerTokenInUrl, type ViewerTokenSource, withoutViewerToken } from './rules/routing/viewerTokenUrl';
export { type ViewerTokenService } from './services/ViewerTokenService';
export {
  type AddressBar,
  browserAddressBar,
  removeQueryViewerToken,
  type ViewerTokenController,
  type ViewerTokenControllerOptions,
  type ViewerTokenState,
  type ViewerTokenStatus,
  viewerTokenUser,
} from './controllers/ViewerTokenController';
export { createServiceContainer, type ServiceContainer, type ServiceResolver } from './di/serviceContainer';
export {
  isCaptureField,
  type PersonalDetailsForm,
  personalDetailsFormSchema,
  personalDetailsPayload,
} from './rules/validation/personalDetails';
export { isContentRowVisible, isMenuItemVisible } from './rules/languageFilter';
export {
  AUDIENCE_CONDITION,
  AUDIENCE_KEY,
  type AudienceCondition,
  isContentRowShown,
  isMenuItemShown,
  isVisibleForAudience,
  type ViewerAudience,
} from './rules/audienceFilter';
export { viewerAudience } from './app/viewerAudience';
export { isNotFoundError } from './services/content/contentErrors';
export { isPlayable } from './rules/playable';
export { isSubscriptionActive } from './rules/subscriptionStatus';
export { isTruthyFlag } from './entities/schemaHelpers';
export { mapDeviceCodeError, mapLoginError } from './errors/loginErrors';
export { mapForgotPasswordError, mapPasswordError } from './errors/passwordErrors';
export { mapMediaError } from './errors/mediaErrors';
export { mapRegistrationError } from './errors/registrationErrors';
export { matchRoute } from './rules/routing/matchRoute';
export { mediaItemUrl } from './rules/routing/mediaItemUrl';
export { parseConfig } from './config/parseConfig';
export { parseIsoDate } from './rules/parseIsoDate';
export { parseSettings, SETTINGS_FILE_PATH, settingsFromIni } from './config/settings';
export { registrationFormSchema, TERMS_CONSENT_NAME } from './rules/validation/registrationForm';
export { requestedLanguageOf, saveLanguage } from './app/language';
export { resumePositionSeconds } from './rules/resumePoint';
export { selectContinueWatching, selectWatchHistoryEntry } from './stores/watchHistoryStore';
export { seriesQueryRetry } from './rules/schedules/queryRetry';
export { showsLanguageMenu } from './rules/presentation/language';
export { startupErrorText, type StartupErrorText } from './app/startupErrorText';
export { textColorFor } from './rules/presentation/textColor';
export { timerSleep } from './rules/schedules/sleep';
export { type AccountController } from './controllers/AccountController';
export { type CheckoutController, type CheckoutControllerOptions } from './controllers/CheckoutController';
export { type NotificationController, type NotificationControllerOptions, type NotificationView } from './controllers/NotificationController';
export { type NotificationAction, notificationAction } from './rules/notificationAction';
export { type AccessTokensController, type AccessTokensControllerOptions, createAccessTokensController } from './controllers/AccessTokensController';
export { createPlaybackSourceResolver, type PlaybackSourceResolver, type PlaybackSourceResolverOptions } from './controllers/PlaybackSourceResolver';
export { ACCESS_BRIDGE_PATHS, type AccessBridge, type AccessTokenPair, createAccessBridge } from './services/accessBridge';
export { isProtectedMedia } from './rules/mediaAccess';
export {
  type AccountDataService,
  type AuthResponse,
  type AuthService,
  type ChangePasswordPayload,
  type ConsentsService,
  type DeviceCode,
  deviceCodeSchema,
  type DeviceCodeStatus,
  deviceCodeStatusSchema,
  type DeviceInfo,
  type DeviceLoginService,
  type ExternalLoginService,
  type ForgotPasswordPayload,
  type ListsService,
  type LoginPayload,
  type NotificationService,
  type PasswordChangeService,
  type ProfileService,
  type RegisterPayload,
  type ResetPasswordPayload,
  type SessionsService,
  type UpdateCustomerPayload,
} from './services/account';
export { type AccountDetailsForm, accountDetailsFormSchema, emailField, requiredString } from './rules/validation/accountFields';
export {
  type ActiveIntegration,
  type AppServices,
  type AppStores,
  composeApp,
  type ComposeAppInput,
  createMediaResolver,
} from './app/composeApp';
export { type AppConfig, type Brand, resolveAppConfig, type ResolvedAppConfig } from './app/appConfig';
export {
  type AppEnvironment,
  type AppRuntime,
  type AppRuntimeOptions,
  type AppRuntimeState,
  browserEnvironment,
  createAppRuntime,
} from './app/appRuntime';
export { EARLY_RESPONSES_GLOBAL, readEarlyResponses, withEarlyResponses, type EarlyResponses } from './app/earlyResponses';
export { type AuthStatus, selectAuthStatus, selectCanSyncLists, selectHasActiveSubscription, selectIsLoggedIn, selectIsViewerTokenUser } from './stores/accountSelectors';
export { type AuthTokens, authTokensSchema, type ViewerToken, viewerTokenSchema } from './entities/auth';
export { AuthTokenStore } from './services/authTokenStore';
export { ProviderSession, type ProviderSessionOptions, type SessionExpiredHandler } from './services/providerSession';
export { MEDIA_TOKEN_PATH, createMediaTokenSigner, type MediaTokenSigner } from './services/mediaToken';
export {
  type Breakpoint,
  breakpointForWidth,
  FAVORITES_GRID_COLUMNS,
  gridColumnCount,
  gridVisibleCount,
  guideSizes,
  type GuideSizes,
  homeShelfCount,
  isMenuCollapsed,
  type PerBreakpoint,
  shelfTileCount,
} from './rules/presentation/breakpoints';
export {
  type Capture,
  CAPTURE_FIELD_KEY,
  captureSchema,
  type CaptureSetting,
  captureSettingSchema,
  parseCaptureQuestionOptions,
  type PersonalDetails,
} from './entities/capture';
export {
  type CardPaymentPayload,
  type CardPaymentResult,
  cardPaymentResultSchema,
  type CheckoutService,
  type CreateOrderPayload,
  type FinalizePaymentPayload,
  type PayPalPaymentPayload,
  type RedirectReply,
  redirectReplySchema,
  type UpdateOrderPayload,
} from './services/CheckoutService';
export {
  type Config,
  type ConfigInput,
  configSchema,
  CONTENT_ROW_TYPE,
  type ContentRow,
  MENU_ITEM_TYPE,
  type MenuItem,
  type Styling,
} from './entities/config';
export { type ContentApiShape } from './services/content/contentApiShapes';
export {
  type CoreServices,
  type IntegrationServices,
  SERVICE_CAPABILITIES,
  type ServiceCapability,
  type ServiceName,
  type ServiceRegistry,
} from './di/registry';
export { type DisplayError, displayErrorText } from './errors/displayError';
export {
  type Entitlement,
  entitlementSchema,
  type EntitlementService,
  type MediaEntitlementReply,
  mediaEntitlementReplySchema,
  type MediaTokenRequest,
} from './services/EntitlementService';
export { type EpgChannel, epgChannelSchema, type EpgProgram, validateEpgPrograms } from './entities/epg';
export {
  type Episode,
  type EpisodesPage,
  episodesPageSchema,
  type Pagination,
  type Season,
  type Series,
  seriesLookupSchema,
  type SeriesMembership,
  seriesSchema,
} from './entities/series';
export { type Favorite, type StoredFavorite, type StoredWatchHistoryEntry, type WatchHistoryEntry } from './entities/lists';
export { type FavoriteToggle, toggleFavorite } from './rules/favorites';
export { type FavoritesWarning, selectIsFavorite } from './stores/favoritesStore';
export {
  type HeadContext,
  type HeadMetadata,
  type HeadMetaTag,
  type JsonLd,
  mediaHeadMetadata,
  type OpenGraphVideoType,
  plainText,
  seriesHeadMetadata,
  tvSeriesJsonLd,
  uploadDate,
  videoObjectJsonLd,
} from './rules/presentation/headMetadata';
export { SYNC_RETRY_DELAYS_MS, type ListLoadStatus, type ListPersistence, type ListSource, type ListSync } from './stores/persistedList';
export { type LoadConfigInput, type LoadedConfig } from './app/loadConfig';
export { type Logger, silentLogger } from './services/logger';
export {
  type PayPalDetailsPayload,
  type PendingSwitch,
  pendingSwitchSchema,
  type Receipt,
  type SubscriptionService,
  type SubscriptionSwitch,
  subscriptionSwitchSchema,
  type SwitchSubscriptionPayload,
  type TransactionsQuery,
  type UpdateCardPayload,
} from './services/SubscriptionService';
export { type SearchSource, searchSourceOf } from './rules/searchSource';
export { userAreaTarget } from './rules/routing/userArea';
export { OFFER_PERIOD, OFFER_TYPE, PAYMENT_GATEWAY } from './entities/checkoutKinds';
export {
  type Offer,
  offerSchema,
  type Order,
  orderSchema,
  type PaymentDetail,
  paymentDetailSchema,
  type PaymentMethod,
  paymentMethodSchema,
} from './entities/checkout';
export { SUBSCRIPTION_STATUS } from './entities/subscriptionStatus';
export { type Subscription, subscriptionSchema, type Transaction, transactionSchema } from './entities/subscription';

// Subscription management (payments page and its overlay screens).
export { BILLING_HISTORY_PREVIEW_COUNT } from './constants';
export {
  createSubscriptionController,
  type SubscriptionController,
  type SubscriptionControllerOptions,
  type SubscriptionControllerServices,
} from './controllers/SubscriptionController';
export { createSubscriptionStore, type SubscriptionPart, type SubscriptionState, type SubscriptionStore } from './stores/subscriptionStore';
export { createUiStore, type UiState, type UiStore } from './stores/uiStore';
export { EXTERNAL_PAYMENT_PROVIDERS, type PlanChangeAvailability, planChangeAvailability } from './rules/externalPaymentProvider';
export { canCancelSubscription, canRenewSubscription } from './rules/subscriptionTransitions';
export { type ChangePlanModeState, initialChangePlanMode, nextChangePlanMode } from './rules/changePlanMode';
export { type PlanSwitch } from './rules/planChange';
export { paymentsUrl } from './rules/routing/routeBuilders';
export { selectCanRenewSubscription, selectCanShowReceipts, selectCanUpdatePaymentMethod, selectHasPendingSwitch } from './stores/accountSelectors';
export { formatCardNumber } from './rules/validation/cardNumber';
export { formatCardExpiry } from './rules/validation/cardExpiry';
export { formatCvc } from './rules/validation/cardCvc';
export { type PaymentForm, paymentFormSchema } from './rules/validation/paymentForm';
export { cardExpiryText, formatBillingDate, formatPrice, receiptFileName } from './rules/presentation/billing';
export { dateTimeFormat, numberFormat } from './rules/presentation/intlFormats';
export { mapCardError } from './errors/checkoutErrors';
export { DEFAULT_CURRENCY } from './constants';
// Checkout (the purchase screens of the account overlay)
export { mapCheckoutError } from './errors/checkoutErrors';
export { runCountdown } from './rules/schedules/countdown';
export { type EntitlementPollResult } from './rules/schedules/runSchedule';
export { WELCOME_COUNTDOWN } from './rules/schedules/retrySchedules';
export { chooseOfferTypeOf, type ChooseOfferType, offersOfType, showsChooseOfferTypeSwitch } from './rules/offerSelection';
export { type CheckoutState, type CheckoutStore, createCheckoutStore, selectCouponCode, selectIsCouponApplied, selectIsFreeOrder } from './stores/checkoutStore';
export { paymentReturnDestination } from './rules/routing/accountOverlay';
export { EXTERNAL_OFFER_PARAMS, externalOfferUrl, readExternalOfferReturn, type ExternalOfferReturn, type ExternalOfferReturnPages } from './rules/routing/externalOffer';
export { DISCOUNT_TYPE, PAYMENT_METHOD_NAME } from './entities/checkoutKinds';
