import { ACCESS_MODEL, type SubscriptionController, type SubscriptionState } from '@ott/common';
import { use } from 'react';
import { useStore } from 'zustand';
import { useApp } from './useApp';
import { useAppStore } from './useAppStore';

/** One promise per loader, so that a suspended component finds the same one when it renders again. */
const loading = new WeakMap<() => Promise<SubscriptionController>, Promise<SubscriptionController>>();

/**
 * The subscription controller of the running app, or null when the integration has no
 * subscription service. Its code is a chunk of its own: the component suspends until it is in.
 */
export function useSubscriptionController(): SubscriptionController | null {
  const load = useApp().loadSubscriptionController;
  if (!load) return null;
  let promise = loading.get(load);
  if (!promise) {
    promise = load();
    loading.set(load, promise);
  }
  return use(promise);
}

/** A slice of the controller's subscription store (all subscriptions, switches, errors). */
export function useSubscriptionStore<Selected>(controller: SubscriptionController, selector: (state: SubscriptionState) => Selected): Selected {
  return useStore(controller.store, selector);
}

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
