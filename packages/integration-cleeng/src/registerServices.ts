import { registerServices, type Config, type ServiceContainer } from '@ott/common';
import { resolveCleengHosts, resolvePublisherId, type CleengHostOverride } from './config/hosts';
import { CleengCommerceApi } from './api/CleengCommerceApi';
import { CleengAccountService } from './services/CleengAccountService';
import { CleengCheckoutService } from './services/CleengCheckoutService';
import { CleengEntitlementService } from './services/CleengEntitlementService';
import { CleengSubscriptionService } from './services/CleengSubscriptionService';

/**
 * Registers the provider's services in the app's container, over the core services (config,
 * fetch, storage, logger, capabilities, contentHost). One account service (one session) serves
 * sign-in, profile, consents and device login; the entitlement, checkout and subscription services share its session. The
 * publisher id is checked first, so a config without one fails at start-up with the config error.
 */
export function registerCleengServices(container: ServiceContainer, config: Config, options: { hostOverride?: CleengHostOverride | null } = {}): void {
  const publisherId = resolvePublisherId(config);
  const hosts = resolveCleengHosts(config, options.hostOverride);
  let account: CleengAccountService | undefined;
  const accountOf = (resolve: Parameters<Parameters<typeof registerServices>[2]>[0]): CleengAccountService =>
    (account ??= new CleengAccountService({
      hosts,
      publisherId,
      fetch: resolve('fetch'),
      storage: resolve('storage'),
      logger: resolve('logger'),
      capabilities: resolve('capabilities'),
    }));
  registerServices(container, ['auth', 'profile', 'consents', 'deviceLogin'], accountOf);
  registerServices(container, ['entitlement'], (resolve) => {
    const service = accountOf(resolve);
    return new CleengEntitlementService({
      api: service.api,
      session: service.session,
      contentHost: container.has('contentHost') ? resolve('contentHost') : undefined,
      fetch: resolve('fetch'),
    });
  });
  registerServices(container, ['checkout'], (resolve) => {
    const service = accountOf(resolve);
    return new CleengCheckoutService({ api: new CleengCommerceApi(service.api.mediaStoreClient), session: service.session });
  });
  registerServices(container, ['subscriptions'], (resolve) => {
    const service = accountOf(resolve);
    return new CleengSubscriptionService({ api: new CleengCommerceApi(service.api.mediaStoreClient), session: service.session });
  });
}
