import { registerServices, type Config, type ServiceContainer } from '@ott/common';
import { resolveAssetId, resolveClientId, resolveJwpHost, type JwpHostOverride } from './config/hosts';
import { JwpAccountService } from './services/JwpAccountService';
import { JwpCheckoutService } from './services/JwpCheckoutService';
import { JwpEntitlementService } from './services/JwpEntitlementService';
import { JwpNotificationService } from './services/JwpNotificationService';
import { JwpSubscriptionService } from './services/JwpSubscriptionService';

type Resolver = Parameters<Parameters<typeof registerServices>[2]>[0];

/**
 * Registers the platform's services in the app's container, over the core services (config,
 * fetch, storage, logger, capabilities, contentHost). One account service (one session) serves
 * sign-in, profile, register fields, lists, password change and the account's data; the others
 * share its session. The client id is checked first, so a config without one fails at start-up.
 */
export function registerJwpServices(container: ServiceContainer, config: Config, options: { hostOverride?: JwpHostOverride | null } = {}): void {
  const clientId = resolveClientId(config);
  const assetId = resolveAssetId(config);
  const baseUrl = resolveJwpHost(config, options.hostOverride);
  let account: JwpAccountService | undefined;
  const accountOf = (resolve: Resolver): JwpAccountService =>
    (account ??= new JwpAccountService({
      baseUrl,
      clientId,
      fetch: resolve('fetch'),
      storage: resolve('storage'),
      logger: resolve('logger'),
      capabilities: resolve('capabilities'),
    }));
  registerServices(container, ['auth', 'profile', 'consents', 'lists', 'passwordChange', 'accountData'], accountOf);
  registerServices(container, ['entitlement'], (resolve) => {
    const service = accountOf(resolve);
    return new JwpEntitlementService({
      api: service.api,
      session: service.session,
      assetId,
      siteId: config.siteId,
      contentHost: container.has('contentHost') ? resolve('contentHost') : undefined,
      fetch: resolve('fetch'),
    });
  });
  registerServices(container, ['checkout'], (resolve) => new JwpCheckoutService({ api: accountOf(resolve).api, session: accountOf(resolve).session, assetId }));
  registerServices(container, ['subscriptions'], (resolve) =>
    new JwpSubscriptionService({ api: accountOf(resolve).api, session: accountOf(resolve).session, assetId, capabilities: resolve('capabilities') }),
  );
  registerServices(container, ['notifications'], (resolve) => new JwpNotificationService({ baseUrl, session: accountOf(resolve).session, logger: resolve('logger') }));
}
