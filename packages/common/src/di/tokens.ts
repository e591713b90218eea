import type { DependencyContainer } from './tsyringe';
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
} from '../services/account';
import type { ProviderCapabilities } from '../services/capabilities';
import type { CheckoutService } from '../services/CheckoutService';
import type { EntitlementService } from '../services/EntitlementService';
import type { FetchLike } from '../services/http';
import type { Logger } from '../services/logger';
import type { StorageService } from '../services/storage';
import type { SubscriptionService } from '../services/SubscriptionService';
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
] as const satisfies readonly ServiceCapability[];

/** What the app registers before the integration: an integration's services take them by token. */
export interface CoreServices {
  config: Config;
  capabilities: ProviderCapabilities;
  storage: StorageService;
  logger: Logger;
  fetch: FetchLike;
  /** The site's access model and language; an integration may change the access model at run time (000 §4). */
  siteStore: SiteStore;
}

/** What each token resolves to. */
export type ServiceRegistry = CoreServices & IntegrationServices;
export type TokenName = keyof ServiceRegistry;

/**
 * Injection tokens. Services are interfaces (erased at run time), so every constructor parameter
 * names its token with `@inject(TOKENS.x)`: design-type metadata is not emitted in this repo and
 * is never relied on. tsyringe reads only a class's own @inject marks, so a subclass must declare
 * its constructor again with its own @inject parameters. Symbol.for keeps a token identical even
 * if two copies of this package end up in one bundle.
 */
export const TOKENS = {
  config: Symbol.for('ott.config'),
  capabilities: Symbol.for('ott.capabilities'),
  storage: Symbol.for('ott.storage'),
  logger: Symbol.for('ott.logger'),
  fetch: Symbol.for('ott.fetch'),
  siteStore: Symbol.for('ott.siteStore'),
  auth: Symbol.for('ott.auth'),
  profile: Symbol.for('ott.profile'),
  consents: Symbol.for('ott.consents'),
  lists: Symbol.for('ott.lists'),
  passwordChange: Symbol.for('ott.passwordChange'),
  deviceLogin: Symbol.for('ott.deviceLogin'),
  externalLogin: Symbol.for('ott.externalLogin'),
  checkout: Symbol.for('ott.checkout'),
  subscriptions: Symbol.for('ott.subscriptions'),
  entitlement: Symbol.for('ott.entitlement'),
  notifications: Symbol.for('ott.notifications'),
  accountData: Symbol.for('ott.accountData'),
} as const satisfies Record<TokenName, symbol>;

/** container.resolve with the type of the token's service. */
export const resolveService = <Name extends TokenName>(container: DependencyContainer, name: Name): ServiceRegistry[Name] =>
  container.resolve<ServiceRegistry[Name]>(TOKENS[name]);

/** container.register of a ready value under a token, type-checked against the token's service. */
export const registerValue = <Name extends TokenName>(container: DependencyContainer, name: Name, value: ServiceRegistry[Name]): void => {
  container.register(TOKENS[name], { useValue: value });
};

/** True when something is registered under the token (in this container or an ancestor). */
export const hasService = (container: DependencyContainer, name: TokenName): boolean => container.isRegistered(TOKENS[name], true);
