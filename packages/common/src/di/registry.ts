import type { Config } from '../entities';
import type {
  AccountDataService,
  AuthService,
  ConsentsService,
  DeviceLoginService,
  ExternalLoginService,
  ListsService,
  NotificationService,
  PasswordChangeService,
  ProfileService,
  SessionsService,
} from '../services/account';
import type { ProviderCapabilities } from '../services/capabilities';
import type { CheckoutService } from '../services/CheckoutService';
import type { EntitlementService } from '../services/EntitlementService';
import type { FetchLike } from '../services/http';
import type { Logger } from '../services/logger';
import type { StorageService } from '../services/storage';
import type { SubscriptionService } from '../services/SubscriptionService';
import type { ViewerTokenService } from '../services/ViewerTokenService';
import type { SiteStore } from '../stores/siteStore';

/**
 * The services an integration may register, one per capability of its provider. A provider
 * registers those it has and leaves out the rest; the app asks which are there (AppServices.has).
 */
export interface IntegrationServices {
  auth: AuthService;
  profile: ProfileService;
  consents: ConsentsService;
  lists: ListsService;
  passwordChange: PasswordChangeService;
  deviceLogin: DeviceLoginService;
  externalLogin: ExternalLoginService;
  checkout: CheckoutService;
  subscriptions: SubscriptionService;
  entitlement: EntitlementService;
  notifications: NotificationService;
  accountData: AccountDataService;
  sessions: SessionsService;
  /** Viewer tokens: exchanging an external provider's token (000 §3, 001 §7.7); its presence turns the viewer-token flows on. */
  viewerTokens: ViewerTokenService;
}
export type ServiceCapability = keyof IntegrationServices;

export const SERVICE_CAPABILITIES = [
  'auth',
  'profile',
  'consents',
  'lists',
  'passwordChange',
  'deviceLogin',
  'externalLogin',
  'checkout',
  'subscriptions',
  'entitlement',
  'notifications',
  'accountData',
  'sessions',
  'viewerTokens',
] as const satisfies readonly ServiceCapability[];

/** What the app registers before the integration: an integration's factories resolve them by name. */
export interface CoreServices {
  config: Config;
  capabilities: ProviderCapabilities;
  storage: StorageService;
  logger: Logger;
  fetch: FetchLike;
  /** Base URL of the content host (no trailing slash): relative URLs of the config's integration settings resolve against it. */
  contentHost: string;
  /**
   * The site's access model, language and loaded viewer token (`viewerToken`: an integration's
   * entitlement calls send it for a viewer-token user, 001 §7.7); an integration may change the
   * access model at run time (000 §4).
   */
  siteStore: SiteStore;
}

/** The services of an app's container, by name (see ServiceContainer). */
export type ServiceRegistry = CoreServices & IntegrationServices;
export type ServiceName = keyof ServiceRegistry;
