import { ACCESS_MODEL } from '@ott/common';
import { useApp } from './useApp';
import { useAppStore } from './useAppStore';

/**
 * Whether this site manages subscriptions (spec 000 §2, §6): SVOD with an integration that has a
 * subscription service. `customerPortal`: the provider's portal replaces the payments page.
 */
export function useSubscriptionsEnabled(): { enabled: boolean; customerPortal: boolean } {
  const app = useApp();
  const accessModel = useAppStore('site', (state) => state.accessModel);
  return {
    enabled: accessModel === ACCESS_MODEL.SVOD && app.loadSubscriptionController !== null,
    customerPortal: app.integration?.customerPortal ?? false,
  };
}
