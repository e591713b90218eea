import { createSubscriptionStore, type SubscriptionController, type SubscriptionState } from '@ott/common';
import { use } from 'react';
import { useStore } from 'zustand';
import { useApp } from './useApp';

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

/** Read when there is no controller: an empty store that never changes. */
const NO_SUBSCRIPTIONS = createSubscriptionStore();

/** A slice of the controller's subscription store (all subscriptions, switches, errors); an empty one without a controller. */
export function useSubscriptionStore<Selected>(controller: SubscriptionController | null, selector: (state: SubscriptionState) => Selected): Selected {
  return useStore(controller?.store ?? NO_SUBSCRIPTIONS, selector);
}
