import { createSubscriptionStore, type SubscriptionController, type SubscriptionState } from '@ott/common';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useApp } from './useApp';

type Loader = () => Promise<SubscriptionController>;

/** One load per loader, and its value once it is in (a screen opened later gets it at once). */
const loads = new WeakMap<Loader, { promise: Promise<SubscriptionController>; value?: SubscriptionController }>();

function loadOnce(load: Loader) {
  let entry = loads.get(load);
  if (!entry) {
    const created: { promise: Promise<SubscriptionController>; value?: SubscriptionController } = {
      promise: load().then((controller) => (created.value = controller)),
    };
    loads.set(load, created);
    entry = created;
  }
  return entry;
}

export interface SubscriptionControllerState {
  /** The controller once its code is in; null while it loads or when the site has none. */
  controller: SubscriptionController | null;
  /** Its code is still loading (show the loading indicator). */
  loading: boolean;
}

/**
 * The subscription controller of the running app; none when the integration has no subscription
 * service. Its code is a chunk of its own, loaded on the first use.
 */
export function useSubscriptionController(): SubscriptionControllerState {
  const load = useApp().loadSubscriptionController;
  const [loaded, setLoaded] = useState(() => (load ? (loadOnce(load).value ?? null) : null));
  useEffect(() => {
    if (!load || loaded) return;
    let current = true;
    // A chunk that fails to load leaves the screen loading; the route's error boundary is for render errors only.
    loadOnce(load).promise.then((controller) => current && setLoaded(controller), () => undefined);
    return () => {
      current = false;
    };
  }, [load, loaded]);
  return { controller: loaded, loading: load !== null && loaded === null };
}

/** Read when there is no controller: an empty store that never changes. */
const NO_SUBSCRIPTIONS = createSubscriptionStore();

/** A slice of the controller's subscription store (all subscriptions, switches, errors); an empty one without a controller. */
export function useSubscriptionStore<Selected>(controller: SubscriptionController | null, selector: (state: SubscriptionState) => Selected): Selected {
  return useStore(controller?.store ?? NO_SUBSCRIPTIONS, selector);
}
