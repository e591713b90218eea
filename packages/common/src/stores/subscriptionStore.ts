import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Subscription } from '../entities/subscription';
import type { AppError } from '../errors/AppError';
import type { SubscriptionSwitch } from '../services/SubscriptionService';

/** The parts of the payments page that load on their own, each with its own failure. */
export const SUBSCRIPTION_PARTS = ['subscriptions', 'paymentDetails', 'transactions', 'switches'] as const;
export type SubscriptionPart = (typeof SUBSCRIPTION_PARTS)[number];

/**
 * What the payments page needs beyond the account store (which keeps the active subscription,
 * payment details, transactions and the pending offer that the rest of the app reads too).
 */
export interface SubscriptionState {
  /** Every subscription of the customer, the active one included. */
  subscriptions: Subscription[];
  /** Plans the active subscription can switch to (upgrade now, downgrade at the expiry). */
  switches: SubscriptionSwitch[];
  /** More transactions exist than the account store holds ("show all"). */
  hasMoreTransactions: boolean;
  /** Whether the first load of the customer's subscriptions has finished (with or without error). */
  loaded: boolean;
  errors: Partial<Record<SubscriptionPart, AppError>>;

  setSubscriptions(subscriptions: Subscription[]): void;
  setSwitches(switches: SubscriptionSwitch[]): void;
  setHasMoreTransactions(hasMore: boolean): void;
  setLoaded(loaded: boolean): void;
  setError(part: SubscriptionPart, error: AppError | null): void;
  /** Logout: nothing of the customer stays. */
  clear(): void;
}

export type SubscriptionStore = StoreApi<SubscriptionState>;

const empty = () => ({ subscriptions: [], switches: [], hasMoreTransactions: false, loaded: false, errors: {} });

export function createSubscriptionStore(): SubscriptionStore {
  return createStore<SubscriptionState>()((set, get) => ({
    ...empty(),
    setSubscriptions: (subscriptions) => set({ subscriptions }),
    setSwitches: (switches) => set({ switches }),
    setHasMoreTransactions: (hasMoreTransactions) => set({ hasMoreTransactions }),
    setLoaded: (loaded) => set({ loaded }),
    setError(part, error) {
      const { [part]: _previous, ...others } = get().errors;
      set({ errors: error ? { ...others, [part]: error } : others });
    },
    clear: () => set(empty()),
  }));
}
