import type { IntegrationServices } from '../di/registry';
import type { Logger } from '../services/logger';
import type { SubscriptionService } from '../services/SubscriptionService';
import { selectIsViewerTokenUser } from '../stores/accountSelectors';
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
 * their subscriptions loaded (000 §4 "Login"), a viewer-token user none; logout forgets them.
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
    // A viewer-token user has no account and so no subscriptions to load (000 §6).
    if (state.user && state.user.id !== previous.user?.id && !selectIsViewerTokenUser(state)) {
      void load()
        .then((loaded) => loaded.reloadSubscriptions())
        .catch((error: unknown) => logger.warn('The subscriptions could not be loaded', error));
    } else if (!state.user && previous.user && controller) {
      void controller.then((loaded) => loaded.clear());
    }
  });
  return load;
}
