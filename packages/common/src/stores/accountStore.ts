import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Customer, CustomerConsent, PublisherConsent } from '../entities/account';
import type { Offer, PaymentDetail } from '../entities/checkout';
import type { Subscription, Transaction } from '../entities/subscription';
import { NO_PROVIDER_CAPABILITIES, type ProviderCapabilities } from '../services/capabilities';

/** What the account screens wait for, one flag each. `auth`: restoring or creating a session. */
export const ACCOUNT_LOADING_KEYS = ['auth', 'customerConsents', 'publisherConsents', 'subscription', 'transactions', 'paymentDetails'] as const;
export type AccountLoadingKey = (typeof ACCOUNT_LOADING_KEYS)[number];
export type AccountLoading = Record<AccountLoadingKey, boolean>;

export interface AccountState {
  /** The signed-in user; null when logged out. */
  user: Customer | null;
  customerConsents: CustomerConsent[];
  /** The publisher's sign-up consents and fields: not the user's, so they outlive a logout. */
  publisherConsents: PublisherConsent[];
  /** The subscription that gives access (see findActiveSubscription), or null. */
  subscription: Subscription | null;
  transactions: Transaction[];
  paymentDetails: PaymentDetail[];
  /** The payment detail charged next: the one marked active, else the first. */
  activePaymentMethod: PaymentDetail | null;
  /** The provider's feature flags (spec 000 §6); not the user's, so they outlive a logout. */
  capabilities: ProviderCapabilities;
  /** Target offer of a pending plan switch (a downgrade waiting for the expiry date). */
  pendingOffer: Offer | null;
  loading: AccountLoading;

  /** A session was created or restored: user and consents, auth loading ends. */
  setSession(session: { user: Customer; customerConsents?: CustomerConsent[] }): void;
  setUser(user: Customer | null): void;
  setCustomerConsents(consents: CustomerConsent[]): void;
  setPublisherConsents(consents: PublisherConsent[]): void;
  setSubscription(subscription: Subscription | null): void;
  setTransactions(transactions: Transaction[]): void;
  /** Also picks the active payment method from them. */
  setPaymentDetails(paymentDetails: PaymentDetail[]): void;
  setActivePaymentMethod(paymentDetail: PaymentDetail | null): void;
  setCapabilities(capabilities: ProviderCapabilities): void;
  setPendingOffer(offer: Offer | null): void;
  setLoading(key: AccountLoadingKey, loading: boolean): void;
  /** Logout: forgets everything about the user; capabilities and publisher consents stay. */
  clearAccount(): void;
}

export type AccountStore = StoreApi<AccountState>;

export interface AccountStoreOptions {
  /** The provider's capabilities; NO_PROVIDER_CAPABILITIES on a site without accounts. */
  capabilities?: ProviderCapabilities;
  /**
   * Whether the store starts while a stored session is being restored (default true, so that the
   * header does not offer "sign in" to a user who is about to be signed in). A site without
   * accounts passes false.
   */
  authLoading?: boolean;
}

const loadingFlags = (auth: boolean): AccountLoading => ({
  auth,
  customerConsents: false,
  publisherConsents: false,
  subscription: false,
  transactions: false,
  paymentDetails: false,
});

/** The payment detail marked active, else the first one, else null. */
export const activePaymentDetailOf = (paymentDetails: readonly PaymentDetail[]): PaymentDetail | null =>
  paymentDetails.find((detail) => detail.active === true) ?? paymentDetails[0] ?? null;

const signedOut = () => ({
  user: null,
  customerConsents: [],
  subscription: null,
  transactions: [],
  paymentDetails: [],
  activePaymentMethod: null,
  pendingOffer: null,
  loading: loadingFlags(false),
});

export function createAccountStore(options: AccountStoreOptions = {}): AccountStore {
  return createStore<AccountState>()((set, get) => ({
    ...signedOut(),
    publisherConsents: [],
    capabilities: options.capabilities ?? NO_PROVIDER_CAPABILITIES,
    loading: loadingFlags(options.authLoading ?? true),

    setSession({ user, customerConsents = [] }) {
      set({ user, customerConsents, loading: { ...get().loading, auth: false } });
    },
    setUser(user) {
      set({ user });
    },
    setCustomerConsents(customerConsents) {
      set({ customerConsents });
    },
    setPublisherConsents(publisherConsents) {
      set({ publisherConsents });
    },
    setSubscription(subscription) {
      set({ subscription });
    },
    setTransactions(transactions) {
      set({ transactions });
    },
    setPaymentDetails(paymentDetails) {
      set({ paymentDetails, activePaymentMethod: activePaymentDetailOf(paymentDetails) });
    },
    setActivePaymentMethod(activePaymentMethod) {
      set({ activePaymentMethod });
    },
    setCapabilities(capabilities) {
      set({ capabilities });
    },
    setPendingOffer(pendingOffer) {
      set({ pendingOffer });
    },
    setLoading(key, loading) {
      if (get().loading[key] === loading) return;
      set({ loading: { ...get().loading, [key]: loading } });
    },
    clearAccount() {
      set(signedOut());
    },
  }));
}
