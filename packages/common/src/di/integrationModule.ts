import type { DependencyContainer } from 'tsyringe';
import { MultipleIntegrationsError } from '../config/errors';
import { getEnabledIntegrations } from '../config/integrations';
import type { Config } from '../entities';
import { createAppError } from '../errors/catalogue';
import { NO_PROVIDER_CAPABILITIES, PROVIDER_CAPABILITIES, type IntegrationType } from '../services/capabilities';
import type { FetchLike } from '../services/http';
import { consoleLogger, type Logger } from '../services/logger';
import { createStorageService, type StorageService } from '../services/storage';
import { registerValue } from './tokens';

/**
 * The contract of an integration package: it exports one `register(container, config)` that
 * registers its AccountService, CheckoutService, SubscriptionService and EntitlementService (and,
 * if it differs from the table, its capabilities) under TOKENS. It may be async (e.g. to read a
 * stored session). It must not touch the global container: the app passes the one to fill.
 */
export type RegisterIntegration = (container: DependencyContainer, config: Config) => void | Promise<void>;

export interface IntegrationModule {
  type: IntegrationType;
  register: RegisterIntegration;
}

/**
 * The one integration the config enables (see getEnabledIntegrations in config/), null for none;
 * more than one is the startup error "Failed to initialize app, more than 1 integrations are enabled".
 */
export function selectIntegration(config: Pick<Config, 'integrations'>): IntegrationType | null {
  const enabled = getEnabledIntegrations(config);
  if (enabled.length > 1) throw new MultipleIntegrationsError(enabled);
  return enabled[0] ?? null;
}

export interface CoreServiceOptions {
  storage?: StorageService;
  logger?: Logger;
  fetch?: FetchLike;
}

/** Registers storage (jwapp. prefix over localStorage or memory), logger and fetch, unless given. */
export function registerCoreServices(container: DependencyContainer, options: CoreServiceOptions = {}): void {
  registerValue(container, 'storage', options.storage ?? createStorageService());
  registerValue(container, 'logger', options.logger ?? consoleLogger);
  registerValue(container, 'fetch', options.fetch ?? ((input, init) => globalThis.fetch(input, init)));
}

/**
 * Chooses the integration the config enables and runs its registration: the config, the
 * integration type and the capabilities of 000 §6 are registered first (the module may override
 * the capabilities), then the module's own services. A site without integration gets the
 * no-provider capabilities and no account services. Returns the chosen type.
 */
export async function registerIntegration(
  container: DependencyContainer,
  config: Config,
  modules: readonly IntegrationModule[],
): Promise<IntegrationType | null> {
  const type = selectIntegration(config);
  registerValue(container, 'config', config);
  registerValue(container, 'integrationType', type);
  registerValue(container, 'capabilities', type ? PROVIDER_CAPABILITIES[type] : NO_PROVIDER_CAPABILITIES);
  if (type === null) return null;

  const module = modules.find((candidate) => candidate.type === type);
  if (!module) throw createAppError('not_supported', { details: { integration: type, reason: 'no module registered for the enabled integration' } });
  await module.register(container, config);
  return type;
}
