import { registerServices, type Config, type ServiceContainer } from '@ott/common';
import { resolveCustomApiUrl, resolveEntitlementUrl } from './config/apiUrl';
import { CustomAccountService } from './services/CustomAccountService';
import { CustomEntitlementService } from './services/CustomEntitlementService';

/**
 * Registers the services of the custom account API in the app's container, over the core
 * services (config, fetch, storage, logger, capabilities). One session serves sign-in, profile,
 * consents, lists, device login and the viewer's sessions; signed media tokens exist only where the config names an
 * entitlement host (a relative one is a route of the content host). The API URL is checked first, so a config without a usable one fails at
 * start-up with the config error rather than on the first login.
 */
export function registerCustomServices(container: ServiceContainer, config: Config): void {
  resolveCustomApiUrl(config);
  registerServices(
    container,
    ['auth', 'profile', 'consents', 'lists', 'deviceLogin', 'sessions'],
    (resolve) => new CustomAccountService(resolve('config'), resolve('fetch'), resolve('storage'), resolve('logger'), resolve('capabilities')),
  );
  const entitlementUrl = resolveEntitlementUrl(config, container.has('contentHost') ? container.resolve('contentHost') : undefined);
  if (entitlementUrl) {
    registerServices(container, ['entitlement'], (resolve) => new CustomEntitlementService(resolve('config'), resolve('fetch'), resolve('auth'), entitlementUrl));
  }
}
