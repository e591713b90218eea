import { registerServices, type Config, type DependencyContainer } from '@ott/common';
import { resolveCustomApiUrl } from './config/apiUrl';
import { CustomAccountService } from './services/CustomAccountService';
import { CustomEntitlementService } from './services/CustomEntitlementService';

/**
 * Registers the services of the custom account API in the app's container, over the core
 * services (config, fetch, storage, logger, capabilities). One session serves sign-in, profile,
 * consents, lists and device login; signed media tokens exist only where the config names an
 * entitlement host. The API URL is checked first, so a config without a usable one fails at
 * start-up with the config error rather than on the first login.
 */
export function registerCustomServices(container: DependencyContainer, config: Config): void {
  resolveCustomApiUrl(config);
  registerServices(container, CustomAccountService, ['auth', 'profile', 'consents', 'lists', 'deviceLogin']);
  if (config.integrations.custom?.entitlementUrl?.trim()) registerServices(container, CustomEntitlementService, ['entitlement']);
}
