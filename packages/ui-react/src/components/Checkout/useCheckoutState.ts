import { createCheckoutStore, type CheckoutController, type CheckoutState } from '@ott/common';
import { useStore } from 'zustand';

/** What a screen reads while the controller loads: an empty purchase. */
const NOTHING_YET = createCheckoutStore();

/**
 * A value of the purchase in progress, from the checkout controller's store (its code, store
 * included, loads with the first purchase screen): the empty purchase while the controller loads.
 */
export function useCheckoutState<T>(controller: CheckoutController | null | undefined, selector: (state: CheckoutState) => T): T {
  return useStore(controller?.store ?? NOTHING_YET, selector);
}
