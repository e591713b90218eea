import { Lifecycle, TOKENS, type IntegrationModule, type RegisterIntegration } from '@ott/common';
import { resolveCustomApiUrl } from './config/apiUrl';
import { CustomAccountService } from './services/CustomAccountService';
import { CustomEntitlementService } from './services/CustomEntitlementService';
import { NoPaymentsCheckoutService } from './services/NoPaymentsCheckoutService';
import { NoPaymentsSubscriptionService } from './services/NoPaymentsSubscriptionService';

/**
 * Registers the custom account integration in the app's container (common's RegisterIntegration
 * contract). registerCoreServices (storage, logger, fetch) and registerIntegration (config,
 * integration type, capabilities) have filled the container first; the services take them from
 * it by token. One instance of each service per container: the account service holds the session,
 * and the entitlement service asks that same instance for tokens.
 *
 * The API URL is checked here, so a config without a usable `integrations.custom.apiUrl` fails at
 * startup with the config error rather than on the first login.
 */
export const register: RegisterIntegration = (container, config) => {
  resolveCustomApiUrl(config);
  const once = { lifecycle: Lifecycle.ContainerScoped } as const;
  container.register(TOKENS.accountService, { useClass: CustomAccountService }, once);
  container.register(TOKENS.checkoutService, { useClass: NoPaymentsCheckoutService }, once);
  container.register(TOKENS.subscriptionService, { useClass: NoPaymentsSubscriptionService }, once);
  container.register(TOKENS.entitlementService, { useClass: CustomEntitlementService }, once);
};

/** What an app passes to registerIntegration(container, config, [customIntegration, ...]). */
export const customIntegration: IntegrationModule = { type: 'custom', register };
