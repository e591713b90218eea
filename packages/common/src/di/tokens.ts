import type { DependencyContainer } from 'tsyringe';
import type { Config } from '../entities';
import type { AccountService } from '../services/AccountService';
import type { IntegrationType, ProviderCapabilities } from '../services/capabilities';
import type { CheckoutService } from '../services/CheckoutService';
import type { EntitlementService } from '../services/EntitlementService';
import type { FetchLike } from '../services/http';
import type { Logger } from '../services/logger';
import type { StorageService } from '../services/storage';
import type { SubscriptionService } from '../services/SubscriptionService';

/**
 * Injection tokens. Services are interfaces (erased at run time), so every constructor parameter
 * names its token with `@inject(TOKENS.x)`: design-type metadata is not emitted in this repo and
 * is never relied on. tsyringe reads only a class's own @inject marks, so a subclass must declare
 * its constructor again with its own @inject parameters (else it is built with no arguments). Symbol.for keeps a token identical even if two copies of this package end
 * up in one bundle.
 */
export const TOKENS = {
  config: Symbol.for('ott.config'),
  integrationType: Symbol.for('ott.integrationType'),
  capabilities: Symbol.for('ott.capabilities'),
  storage: Symbol.for('ott.storage'),
  logger: Symbol.for('ott.logger'),
  fetch: Symbol.for('ott.fetch'),
  accountService: Symbol.for('ott.accountService'),
  checkoutService: Symbol.for('ott.checkoutService'),
  subscriptionService: Symbol.for('ott.subscriptionService'),
  entitlementService: Symbol.for('ott.entitlementService'),
} as const;

/** What each token resolves to. */
export interface ServiceRegistry {
  config: Config;
  /** The enabled account integration, null on a site without one. */
  integrationType: IntegrationType | null;
  capabilities: ProviderCapabilities;
  storage: StorageService;
  logger: Logger;
  fetch: FetchLike;
  accountService: AccountService;
  checkoutService: CheckoutService;
  subscriptionService: SubscriptionService;
  entitlementService: EntitlementService;
}

export type TokenName = keyof typeof TOKENS & keyof ServiceRegistry;

/** container.resolve with the type of the token's service. */
export const resolveService = <Name extends TokenName>(container: DependencyContainer, name: Name): ServiceRegistry[Name] =>
  container.resolve<ServiceRegistry[Name]>(TOKENS[name]);

/**
 * container.register of a ready value under a token, type-checked against the token's service.
 * tsyringe does not take `useValue: null` for a value provider, so null goes through a factory.
 */
export const registerValue = <Name extends TokenName>(container: DependencyContainer, name: Name, value: ServiceRegistry[Name]): void => {
  if (value === null) container.register(TOKENS[name], { useFactory: () => value });
  else container.register(TOKENS[name], { useValue: value });
};

/** True when something is registered under the token (in this container or an ancestor). */
export const hasService = (container: DependencyContainer, name: TokenName): boolean => container.isRegistered(TOKENS[name], true);
