import type { IntegrationServices } from '../di/registry';
import type { Logger } from '../services/logger';
import type { SubscriptionService } from '../services/SubscriptionService';
import type { AccountStore } from '../stores/accountStore';
import type { SubscriptionController } from './SubscriptionController';

export interface SubscriptionLoaderInput {
  subscriptions: SubscriptionService;
  services: Partial<IntegrationServices>;
  account: AccountStore;
  logger: Logger;
}

/**
 * The subscription controller of a site whose integration has a subscription service, created on
 * first use (its code is a chunk of its own). A customer signing in (or restored at start) gets
 * their subscriptions loaded (000 §4 "Login"); logout forgets them.
 */
export function createSubscriptionLoader({ subscriptions, services, account, logger }: SubscriptionLoaderInput): () => Promise<SubscriptionController> {
  let controller: Promise<SubscriptionController> | undefined;
  const load = () =>
    (controller ??= import('./SubscriptionController').then(({ createSubscriptionController }) =>
      createSubscriptionController({
        services: { subscriptions, checkout: services.checkout, profile: services.profile },
        stores: { account },
        logger,
      }),
    ));
  account.subscribe((state, previous) => {
    if (state.user && state.user.id !== previous.user?.id) {
      void load()
        .then((loaded) => loaded.reloadSubscriptions())
        .catch((error: unknown) => logger.warn('The subscriptions could not be loaded', error));
    } else if (!state.user && previous.user && controller) {
      void controller.then((loaded) => loaded.clear());
    }
  });
  return load;
}
